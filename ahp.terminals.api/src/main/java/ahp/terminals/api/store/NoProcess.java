package ahp.terminals.api.store;

import ahp.terminals.api.spi.TerminalProcess;

/** The stand-in for a process that never started: no id, and nothing to write to or signal. */
enum NoProcess implements TerminalProcess {
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
