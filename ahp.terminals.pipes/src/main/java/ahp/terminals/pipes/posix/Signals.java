package ahp.terminals.pipes.posix;

import java.lang.foreign.MemorySegment;
import java.lang.invoke.MethodHandle;

/** Signal names as a person reads them: {@code "SIGINT"}, {@code "SIGKILL"}. */
public final class Signals {

    private Signals() {}

    /** The name of signal {@code number}, from the C library where it has names, else {@code "SIG<n>"}. */
    @SuppressWarnings("restricted") // a C string of unknown length, read up to its NUL
    public static String name(int number) {
        if (Libc.SIGABBREV_NP.isPresent()) {
            try {
                MethodHandle abbreviation = Libc.SIGABBREV_NP.get();
                MemorySegment text = (MemorySegment) abbreviation.invokeExact(number);
                if (!text.equals(MemorySegment.NULL)) {
                    return "SIG" + text.reinterpret(64).getString(0);
                }
            } catch (Throwable unexpected) {
                // Fall through to the number.
            }
        }
        return "SIG" + number;
    }
}
