package ahp.terminals.pty;

import java.io.IOException;
import java.lang.System.Logger.Level;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * How the binding opens a pseudoterminal and starts a program on it, as the leader of a new session
 * whose controlling terminal, standard input, output and error are the slave, in its directory,
 * with its environment, every signal unblocked and at its default, no other descriptor of this JVM.
 *
 * <p>Two ways, chosen by the system property {@value #PROPERTY}: {@code posix} ({@link PosixSpawner},
 * the default where the C library can: glibc 2.34 or later on x86-64, aarch64 or riscv64) starts the
 * child with {@code posix_spawn} without copying the JVM; {@code pty4j} ({@link Pty4jSpawner}, the
 * fallback) forks the JVM through pty4j's native library. Unset, or anything else, means
 * {@code posix} where it can and {@code pty4j} elsewhere.
 */
interface Spawner {

    /** The system property that chooses the way: {@code posix} or {@code pty4j}. */
    String PROPERTY = "ahp.pty.spawn";

    /** The way's name, as {@value #PROPERTY} says it. */
    String name();

    /** Whether the way needs pty4j's native library (and so the child-JVM probe before its first use). */
    boolean usesPty4j();

    /**
     * Opens a pair whose window is {@code cols} by {@code rows}.
     *
     * @throws IOException when the system has no pseudoterminal to give
     */
    PtyPair open(int cols, int rows) throws IOException;

    /**
     * Starts {@code executable} on {@code pair}'s slave.
     *
     * @return its pid
     * @throws ahp.terminals.pty.posix.SpawnFailure when it could not be started and no child exists
     * @throws IOException when the start failed otherwise
     */
    int start(PtyPair pair, Path executable, List<String> argv, Map<String, String> environment, Path directory)
            throws IOException;

    /** The way {@value #PROPERTY} chooses on this machine. */
    static Spawner selected() {
        String wanted = System.getProperty(PROPERTY, "").strip().toLowerCase(Locale.ROOT);
        if (wanted.equals(Pty4jSpawner.NAME)) {
            return new Pty4jSpawner();
        }
        if (PosixSpawner.available()) {
            return new PosixSpawner();
        }
        if (wanted.equals(PosixSpawner.NAME)) {
            System.getLogger(Spawner.class.getName()).log(Level.WARNING, "-D" + PROPERTY + "=posix needs glibc 2.34"
                    + " or later on x86-64, aarch64 or riscv64; starting shells through pty4j instead");
        }
        return new Pty4jSpawner();
    }
}
