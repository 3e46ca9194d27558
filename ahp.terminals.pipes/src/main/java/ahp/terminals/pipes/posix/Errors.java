package ahp.terminals.pipes.posix;

import java.lang.foreign.MemorySegment;

/** The system's words for an {@code errno}, as {@code strerror} says them. */
public final class Errors {

    private Errors() {}

    /** {@code strerror(errno)}: {@code "No such file or directory"} for {@code ENOENT}. */
    @SuppressWarnings("restricted") // a C string of unknown length, read up to its NUL
    public static String describe(int errno) {
        try {
            MemorySegment text = (MemorySegment) Libc.STRERROR.invokeExact(errno);
            return text.equals(MemorySegment.NULL) ? "errno " + errno : text.reinterpret(1024).getString(0);
        } catch (Throwable unexpected) {
            return "errno " + errno;
        }
    }
}
