package ahp.terminals.pipes.process;

import ahp.terminals.api.spi.TerminalProcess;

/** What a start that failed hands back: no process, nothing to write to or signal. */
enum NotStarted implements TerminalProcess {
    /** The one stand-in. */
    INSTANCE;

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
