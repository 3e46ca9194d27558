package ahp.terminals.pipes.posix;

import java.io.IOException;

/** A C library call that failed, with the {@code errno} it failed with and the system's words for it. */
public final class PosixException extends IOException {

    private static final long serialVersionUID = 1L;

    /** {@code ENOENT}: no such file or directory. */
    public static final int ENOENT = 2;
    /** {@code ESRCH}: no such process. */
    public static final int ESRCH = 3;
    /** {@code EINTR}: interrupted by a signal; the call is made again. */
    public static final int EINTR = 4;
    /** {@code ECHILD}: no child to wait for. */
    public static final int ECHILD = 10;
    /** {@code EAGAIN}: try again (no process slot left). */
    public static final int EAGAIN = 11;
    /** {@code ENOMEM}: no memory to start a process. */
    public static final int ENOMEM = 12;
    /** {@code ENFILE}: the system has no file descriptor left. */
    public static final int ENFILE = 23;
    /** {@code EMFILE}: this process has no file descriptor left. */
    public static final int EMFILE = 24;
    /** {@code EPIPE}: nobody reads the other end. */
    public static final int EPIPE = 32;

    private final int errno;

    /** {@code call} failed with {@code errno}. */
    public PosixException(String call, int errno) {
        super(call + ": " + Errors.describe(errno) + " (errno " + errno + ")");
        this.errno = errno;
    }

    /** The {@code errno} the call failed with. */
    public int errno() {
        return errno;
    }

    /** The system's words for it ({@code "No such file or directory"}). */
    public String reason() {
        return Errors.describe(errno);
    }
}
