package ahp.terminals.pty;

import java.io.IOException;

/** A pseudoterminal pair as a {@link Spawner} opened it: its master, the slave's path, its window. */
interface PtyPair {

    /** The master's descriptor (close-on-exec). */
    int master();

    /** The slave's path, {@code /dev/pts/N}. */
    String slaveName();

    /** Sets the window size; the kernel tells the terminal's foreground group (SIGWINCH). */
    void resize(int cols, int rows) throws IOException;

    /** Closes the master. */
    void close();
}
