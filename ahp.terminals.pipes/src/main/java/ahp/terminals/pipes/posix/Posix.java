package ahp.terminals.pipes.posix;

import java.util.Locale;
import java.util.Set;

/** Whether this binding's C library calls can be made here. */
public final class Posix {

    /**
     * Architectures whose constants and struct layouts this binding was written for (64-bit, generic
     * Linux signal numbers, {@code O_CLOEXEC} and {@code siginfo_t}).
     */
    private static final Set<String> ARCHITECTURES = Set.of("amd64", "x86_64", "aarch64");

    private Posix() {}

    /**
     * Binds every call this binding makes, and fails saying why when one cannot be.
     *
     * @throws UnsupportedOperationException on a system other than 64-bit Linux (x86-64, AArch64), or
     *     a C library without what the binding calls (glibc 2.29 or later is needed)
     */
    public static void requireAvailable() {
        String os = System.getProperty("os.name", "");
        if (!os.toLowerCase(Locale.ROOT).startsWith("linux")) {
            throw new UnsupportedOperationException("the pipes binding runs on Linux, not " + os);
        }
        String arch = System.getProperty("os.arch", "");
        if (!ARCHITECTURES.contains(arch)) {
            throw new UnsupportedOperationException("the pipes binding's C layouts are not checked on " + arch);
        }
        try {
            Libc.bind();
        } catch (LinkageError failure) {
            Throwable cause = failure.getCause() == null ? failure : failure.getCause();
            throw new UnsupportedOperationException("the C library lacks a call the pipes binding needs: " + cause,
                    failure);
        }
    }
}
