package ahp.terminals.pty.windows;

import com.pty4j.windows.conpty.ConPtyLibrary;

/**
 * Whether ConPTY's library loads here: pty4j's bundled {@code conpty.dll}, or Windows's own
 * ({@code kernel32}) where that one does not load. Loaded in this JVM, not in a child as on Linux:
 * JNA loading a Windows library that does not fit fails with an error rather than ending the process
 * (not shown here: nothing ran on Windows).
 */
final class ConPtyProbe {

    private ConPtyProbe() {}

    /**
     * Loads ConPTY's library, once per JVM (pty4j keeps it).
     *
     * @throws IllegalStateException when it cannot be loaded; the message says why
     */
    static void check() {
        try {
            ConPtyLibrary.getInstance();
        } catch (LinkageError | RuntimeException cannot) {
            throw new IllegalStateException("ConPTY's library cannot be loaded here: " + describe(cannot), cannot);
        }
    }

    private static String describe(Throwable failure) {
        Throwable root = failure;
        while (root.getCause() != null && root.getCause() != root) {
            root = root.getCause();
        }
        // JNA names every place it looked, a line each: the first two say what it is.
        String message = root.getMessage() == null ? "" : ": " + String.join(" ", root.getMessage().lines()
                .map(String::strip).filter(line -> !line.isEmpty()).limit(2).toList());
        return root.getClass().getSimpleName() + message;
    }
}
