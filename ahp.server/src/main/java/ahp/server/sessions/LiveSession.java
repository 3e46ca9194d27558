package ahp.server.sessions;

import ahp.protocol.chat.SessionStatus;
import ahp.protocol.session.SessionState;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * One session as this host holds it: what its folder keeps, its state (folded from every action sent
 * on its channel) and its chats. Guarded by the host's sequence lock.
 */
final class LiveSession {

    final String uri;
    final String id;
    final String provider;
    final List<String> workingDirectories;
    final String createdAt;
    String title;
    boolean named;
    boolean titleSeeded;
    /** Whether its title is its first command's, which its first message to the agent replaces ({@link SessionTitles}). */
    boolean titleProvisional;
    String modifiedAt;
    SessionState state;
    final Map<String, LiveChat> chats = new LinkedHashMap<>();
    String defaultChat;
    /** Whether a client marked it read, or archived it: the flags of its {@code status}. */
    boolean read;
    boolean archived;
    ahp.backends.api.SessionBackend backend;
    /**
     * The names of the host's tools its backend was handed when it started, its set while it runs;
     * null for a session no backend was started for.
     */
    volatile java.util.Set<String> boundTools;
    boolean disposed;
    /** Guards {@link #machineStore}. */
    final Object machineLock = new Object();
    /** The store its terminals open in on its machine, once made; null on the daemon's own machine. */
    ahp.terminals.api.TerminalStore machineStore;
    /** Held while the session's folder is written or removed. */
    final Object storeLock = new Object();
    /** What the session store last held of it, without its date; guarded by {@link #storeLock}. */
    StoredSession written;

    LiveSession(String uri, String id, String provider, List<String> workingDirectories, String createdAt) {
        this.uri = uri;
        this.id = id;
        this.provider = provider;
        this.workingDirectories = List.copyOf(workingDirectories);
        this.createdAt = createdAt;
    }

    /** What its folder keeps. */
    StoredSession stored() {
        return new StoredSession(uri, provider, title, named, workingDirectories, createdAt, modifiedAt,
                chats.values().stream().map(chat -> new StoredSession.StoredChat(chat.uri, chat.title(), chat.createdAt,
                        (chat.state.status() & SessionStatus.IS_READ) != 0,
                        (chat.state.status() & SessionStatus.IS_ARCHIVED) != 0,
                        (chat.state.status() & SessionStatus.ACTIVITY_MASK) == SessionStatus.ERROR)).toList(),
                defaultChat, read, archived);
    }

    /** Whether a turn runs in any of its chats. */
    boolean busy() {
        return chats.values().stream().anyMatch(chat -> !chat.runningTurns.isEmpty());
    }

    /** Its read and archived flags, as {@code status} bits. */
    int flags() {
        return (read ? SessionStatus.IS_READ : 0) | (archived ? SessionStatus.IS_ARCHIVED : 0);
    }
}
