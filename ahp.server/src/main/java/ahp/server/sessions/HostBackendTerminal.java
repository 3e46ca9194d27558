package ahp.server.sessions;

import ahp.backends.api.BackendTerminal;
import ahp.protocol.terminal.TerminalContentPart;
import ahp.server.auth.Grant;
import ahp.terminals.api.Terminal;
import java.util.concurrent.CompletionStage;

/**
 * The handle of a terminal the host opened for a backend: read as a client reads it, written,
 * resized, killed (the row stays listed) or released (the process ends if it has not, and the row goes
 * off the list), each checked against the grants of the person whose turn opened it.
 */
final class HostBackendTerminal implements BackendTerminal {

    /** The scrollback's cap: output this long may have lost its front. */
    private static final int SCROLLBACK_CAP = 200_000;

    private final Sessions sessions;
    private final BackendTurn turn;
    private final String uri;
    private final Terminal terminal;

    HostBackendTerminal(Sessions sessions, BackendTurn turn, String uri, Terminal terminal) {
        this.sessions = sessions;
        this.turn = turn;
        this.uri = uri;
        this.terminal = terminal;
    }

    @Override
    public String uri() {
        return uri;
    }

    @Override
    public boolean isPty() {
        return terminal.isPty();
    }

    @Override
    public Output output() {
        HostBackendTerminals.require(turn, Grant.TERMINAL_OUTPUT);
        StringBuilder text = new StringBuilder();
        for (TerminalContentPart part : terminal.state().content()) {
            text.append(part.text());
        }
        return new Output(text.toString(), text.length() >= SCROLLBACK_CAP);
    }

    @Override
    public CompletionStage<Exit> exited() {
        return terminal.exited().thenApply(exited -> new Exit(exited.exitCode(), terminal.exitSignal()));
    }

    @Override
    public void write(String data) {
        HostBackendTerminals.require(turn, Grant.TERMINAL_INPUT);
        terminal.input(data);
    }

    @Override
    public void resize(int cols, int rows) {
        HostBackendTerminals.require(turn, Grant.TERMINAL_RESIZE);
        terminal.resize(cols, rows);
    }

    @Override
    public void kill() {
        HostBackendTerminals.require(turn, Grant.TERMINAL_DISPOSE);
        terminal.kill();
    }

    @Override
    public void release() {
        HostBackendTerminals.require(turn, Grant.TERMINAL_DISPOSE);
        if (!sessions.host.disposeTerminal(uri)) {
            terminal.close();
        }
    }
}
