package ahp.server.sessions;

import ahp.protocol.chat.ChatState;
import ahp.server.auth.User;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;

/**
 * One chat as this host holds it: its state (folded from every action sent on its channel), the turns
 * running in it, who queued each waiting message, its local turns as kept, and the terminals its
 * calls opened. Guarded by the host's sequence lock, except {@link #keeping}.
 */
final class LiveChat {

    final LiveSession session;
    final String uri;
    final String id;
    final String createdAt;
    ChatState state;
    final Set<String> runningTurns = new LinkedHashSet<>();
    final Map<String, User> queuedBy = new HashMap<>();
    final List<StoredTurn> localTurns = new ArrayList<>();
    /**
     * Turns of {@link #localTurns} whose file is not written yet: written by the turn's ending, off its
     * thread, or by the session's dispose when it comes first (so a session disposed right after a
     * turn ended still goes to the trash with it). Added with {@link #localTurns}, under the same lock,
     * so a dispose either finds a turn here or the turn finds its chat disposed.
     */
    final Set<StoredTurn> unwrittenTurns = new LinkedHashSet<>();
    final Map<String, CommandTurn> commands = new HashMap<>();
    final Map<String, String> terminals = new LinkedHashMap<>();
    final Map<String, BackendTurn> backendTurns = new HashMap<>();
    final Map<String, User> startedBy = new HashMap<>();
    /**
     * Who each background command running in this chat acts for, by its id: the person whose turn
     * started it, so the wake turn at its end acts as them (their turn has ended by then).
     */
    final Map<String, User> backgroundBy = new HashMap<>();
    /** The terminal block each tool call's shell showed on it, by the call's id, until it completes. */
    final Map<String, ahp.protocol.chat.TerminalContent> callTerminals = new HashMap<>();
    /** Outputs of this chat's terminals being written to the store, by key; not under the sequence lock. */
    final Map<String, CompletableFuture<Void>> keeping = new ConcurrentHashMap<>();
    /**
     * The chat's turns older than its state's window, oldest first: a chat brought back with more than
     * {@link ChatPages#PAGE} turns holds only its newest page in its state, and {@code fetchTurns} loads
     * these a page at a time ({@code chat/turnsLoaded}), so they are part of the chat, not gone.
     */
    final List<tools.jackson.databind.JsonNode> olderTurns = new ArrayList<>();
    /** How many of the older turns {@code fetchTurns} loaded into the state since it was brought back. */
    int loadedOlder;
    ahp.agenttools.AgentShellTools shellTools;
    long nextSequence;
    boolean disposed;

    LiveChat(LiveSession session, String uri, String id, String createdAt, ChatState state) {
        this.session = session;
        this.uri = uri;
        this.id = id;
        this.createdAt = createdAt;
        this.state = state;
    }

    /** Its title as the chat's state holds it. */
    String title() {
        String title = state.title();
        return title == null ? "Chat" : title;
    }
}
