package ahp.terminals.pty;

import ahp.terminals.api.spi.ExitStatus;
import ahp.terminals.api.spi.ProcessOutput;
import ahp.terminals.api.spi.TerminalProcess;

/**
 * A process that could not be started, told the way a failing child would tell it: its reason as
 * output, then one exit. Both are delivered on a thread of their own, after {@code start} returned.
 */
final class FailedStart implements TerminalProcess {

    private FailedStart() {}

    /** Delivers {@code reason} (one line) and then {@code status} to {@code output}. */
    static TerminalProcess report(String reason, ExitStatus status, ProcessOutput output) {
        Thread.ofVirtual().name("ahp-pty-failed-start").start(() -> {
            try {
                output.onData(reason + "\r\n");
            } finally {
                output.onExit(status);
            }
        });
        return new FailedStart();
    }

    @Override
    public long pid() {
        return -1;
    }

    @Override
    public void write(String data) {}

    @Override
    public void resize(int cols, int rows) {}

    @Override
    public void interrupt() {}

    @Override
    public void kill() {}
}
