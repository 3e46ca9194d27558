package ahp.terminals.pty.posix;

import ahp.terminals.api.spi.ExitStatus;

/** Reads a raw {@code waitpid} status the way {@code <sys/wait.h>}'s macros do on Linux. */
public final class WaitStatus {

    private WaitStatus() {}

    /**
     * The exit this status says: its code for a normal exit ({@code WIFEXITED}), or the signal's
     * name with code 128 for a process a signal ended ({@code WIFSIGNALED}).
     *
     * @throws IllegalArgumentException for a stopped or continued status, which is not an end
     */
    public static ExitStatus toExit(int status) {
        int low = status & 0x7f;
        if (low == 0) {
            return ExitStatus.exited((status >> 8) & 0xff);
        }
        if (low != 0x7f && (status & 0xffff) != 0xffff) {
            return ExitStatus.signaled(Signals.name(low));
        }
        throw new IllegalArgumentException("not an exit status: 0x" + Integer.toHexString(status));
    }
}
