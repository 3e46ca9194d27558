package ahp.server.sessions;

import ahp.protocol.Action;
import ahp.protocol.command.Method;
import ahp.protocol.command.SessionNotificationParams;
import ahp.terminals.api.Terminal;
import ahp.terminals.api.TerminalSpec;
import java.util.concurrent.CompletableFuture;
import java.util.function.Supplier;

/**
 * What the sessions need of the host they run in: its one global sequence, its root notifications
 * and its terminals. The host implements it; nothing here reaches into the host otherwise.
 */
public interface SessionHost {

    /**
     * Numbers a host action on {@code channel} and sends it to the channel's subscribers; {@code apply}
     * (the state change it means) runs under the sequence lock first.
     */
    void publish(String channel, Action action, Runnable apply);

    /** Runs {@code work} under the sequence lock (reads of session and chat state). */
    <T> T locked(Supplier<T> work);

    /** Sends a root notification to every connection that completed a handshake. */
    void notifyRoot(Method method, SessionNotificationParams params);

    /** Drops every subscriber of a channel that is gone (a disposed session or chat). */
    void forgetChannel(String channel);

    /** The terminals on the root list now (for {@code ahp_terminals}). */
    java.util.List<ahp.protocol.root.TerminalInfo> rootTerminals();

    /**
     * Whether a session whose tools are bound now is offered the agent shell tools: root config
     * {@code enableCustomTerminalTool} is true, the host has a terminal store, and this is not Windows.
     */
    boolean offersAgentTools();

    /** Whether the host can run the agent shell tools at all: it has a terminal store and is not Windows. */
    boolean canRunAgentTools();

    /**
     * The host's tools for {@code chat} as a stdio MCP server, with a new credential good for that chat
     * alone (the one before it stops signing in); empty when the host cannot start one.
     */
    java.util.Optional<ahp.backends.api.ToolServer> toolServer(String chat);

    /** Credentials minted for {@code chat}, or for any chat under it when it is a session, stop signing in. */
    void chatGone(String chatOrSession);

    /** Whether the host has a terminal store. */
    boolean hasTerminals();

    /**
     * Opens a terminal of the host's own under {@code uri}: a channel the host registers and routes,
     * listed on the root as a client's is (a pseudoterminal once its shell printed, exited or the wait
     * passed). Completes with the terminal once it is listed, or fails with why it could not open.
     *
     * @param in the store to open it in (a session's machine's), or null for the host's own
     */
    CompletableFuture<Terminal> openTerminal(String uri, TerminalSpec spec, ahp.terminals.api.TerminalStore in);

    /**
     * Opens a terminal of the host's own under {@code uri} and returns it at once, registered and
     * routed; it goes on the root list as a client's terminal does, without the caller waiting (an
     * agent's {@code terminal/create} is answered at once, as ACP has it).
     *
     * @param in the store to open it in (a session's machine's), or null for the host's own
     * @throws RuntimeException why it could not open
     */
    Terminal openTerminalNow(String uri, TerminalSpec spec, ahp.terminals.api.TerminalStore in);

    /** Ends a terminal of the host's and takes it off the root list; false when it holds none there. */
    boolean disposeTerminal(String uri);
}
