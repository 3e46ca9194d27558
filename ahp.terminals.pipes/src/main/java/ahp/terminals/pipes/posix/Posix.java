package ahp.terminals.pipes.posix;

import java.util.Locale;

/** Whether this binding's C library calls can be made here. */
public final class Posix {

    private Posix() {}

    /**
     * Binds every call this binding makes, and fails saying why when one cannot be.
     *
     * @throws UnsupportedOperationException on a system other than Linux, or a C library without
     *     what the binding calls (glibc 2.29 or later is needed)
     */
    public static void requireAvailable() {
        String os = System.getProperty("os.name", "");
        if (!os.toLowerCase(Locale.ROOT).startsWith("linux")) {
            throw new UnsupportedOperationException("the pipes binding runs on Linux, not " + os);
        }
        try {
            Signals.name(Processes.SIGINT);
            Errors.describe(PosixException.ENOENT);
            if (Libc.POSIX_SPAWN == null) {
                throw new UnsupportedOperationException("posix_spawn is not bound");
            }
        } catch (LinkageError failure) {
            Throwable cause = failure.getCause() == null ? failure : failure.getCause();
            throw new UnsupportedOperationException("the C library lacks a call the pipes binding needs: " + cause,
                    failure);
        }
    }
}
