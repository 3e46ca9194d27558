package ahp.backends.api;

/**
 * {@code start.terminals.open}: the factory the host wraps around its terminal store, so that a
 * terminal a backend opens is a channel the host owns rather than one nobody lists. The host mints
 * the URI under the backend's chat and a key of its own, claims the terminal for the session with the
 * chat, the turn running in it and the tool call, registers the channel, lists it and routes its
 * actions (a person can watch it and type into it). It runs the daemon's own shell, never
 * {@code defaultShell}, and is checked against the terminal grants of the person whose turn runs.
 */
public interface BackendTerminals {

    /**
     * Opens a terminal for {@code request}.
     *
     * @throws SecurityException when the person whose turn runs may not open a terminal
     * @throws IllegalStateException when the turn named is not running, or no terminal can be opened
     */
    BackendTerminal open(TerminalRequest request);
}
