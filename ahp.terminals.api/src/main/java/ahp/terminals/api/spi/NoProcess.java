package ahp.terminals.api.spi;

/**
 * The stand-in for a process that never started: no id, and nothing to write to, resize or signal.
 * Bindings return it when a start failed the way a child failing to start would, after saying so
 * through {@link #reportFailure}.
 */
public enum NoProcess implements TerminalProcess {
    /** The one stand-in. */
    INSTANCE;

    /**
     * Says why a start failed, as the failing child would have: {@code text} as output, then
     * {@code status} as the one exit. Delivered before this returns.
     *
     * @return {@link #INSTANCE}, for the binding to hand back from {@code start}
     */
    public static TerminalProcess reportFailure(String text, ExitStatus status, ProcessOutput output) {
        try {
            output.onData(text);
        } finally {
            output.onExit(status);
        }
        return INSTANCE;
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
