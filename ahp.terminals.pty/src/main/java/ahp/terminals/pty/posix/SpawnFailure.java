package ahp.terminals.pty.posix;

import java.io.IOException;

/** A child that {@link PtySpawn} could not start: the call that failed and its error number. */
public final class SpawnFailure extends IOException {

    private static final long serialVersionUID = 1L;

    /** The error number the call returned. */
    private final int errno;

    SpawnFailure(String call, int errno, String description) {
        super(call + " failed: " + description + " (errno " + errno + ")");
        this.errno = errno;
    }

    /** The error number the call returned ({@link PtySpawn#ENOENT} for a program that is not there). */
    public int errno() {
        return errno;
    }
}
