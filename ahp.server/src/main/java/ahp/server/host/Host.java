package ahp.server.host;

import ahp.server.transport.Connection;
import ahp.server.transport.Endpoint;
import ahp.server.transport.MessageHandler;
import ahp.protocol.root.RootState;
import ahp.server.backends.Backends;
import ahp.server.sessions.SessionSettings;
import ahp.server.sessions.SessionStore;
import ahp.server.sessions.Sessions;
import ahp.terminals.api.TerminalStore;
import java.time.Clock;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The host core: every connection's session, the one global sequence, the root channel and the
 * terminals. It sees connections only through {@link Connection}, so it runs without a WebSocket
 * server in tests. A host built without a terminal store answers
 * {@code Method not found: createTerminal} and advertises no {@code terminalCommandPrefix} until a
 * store is attached ({@link #attachStore}, what a plugin's {@code registerTerminals} leads to); every
 * handshake after that sees the prefix.
 */
public final class Host implements Endpoint, AutoCloseable {

    private final HostSettings settings;
    private final Sequencer sequencer;
    private volatile Terminals terminals;
    private final HostConfig config;
    private final Sessions sessionsOfHost;
    private final ClientRecords clients = new ClientRecords();
    private final ToolServers toolServers = new ToolServers();
    /**
     * How long a resource watch outlives the connection of its last subscriber, so that a client that
     * reconnects (VS Code's, after a network change or its 25 s liveness watchdog) resumes it.
     */
    static final java.time.Duration WATCH_GRACE = java.time.Duration.ofSeconds(60);

    private final Set<ClientSession> sessions = ConcurrentHashMap.newKeySet();
    private final ahp.server.resources.Resources resources = new ahp.server.resources.Resources(
            ahp.server.resources.ResourceLimits.DEFAULT, ahp.server.changeset.Git.onPath());
    private volatile java.util.List<java.nio.file.Path> extraSecrets = java.util.List.of();
    private final ahp.server.resources.ResourceWatches watches =
            new ahp.server.resources.ResourceWatches(ahp.server.resources.ResourceLimits.DEFAULT);
    private volatile boolean closing;

    /** A host on {@code store} (empty for a host without terminals), with no agent backend. */
    public Host(Optional<TerminalStore> store, HostSettings settings) {
        this(store, settings, Backends.none());
    }

    /** A host on {@code store} whose sessions may be backed by {@code backends}' agents. */
    public Host(Optional<TerminalStore> store, HostSettings settings, Backends backends) {
        this.settings = settings;
        this.sequencer = new Sequencer(settings.replayCapacity());
        store.ifPresent(this::attachStore);
        this.config = new HostConfig(settings.defaultShell(), settings.enableCustomTerminalTool());
        this.sessionsOfHost = new Sessions(new SessionPort(this),
                settings.sessionStore() == null ? null : new SessionStore(settings.sessionStore()),
                new SessionSettings(settings.home(), settings.daemonShell(), settings.commandTimeout(), Clock.systemUTC(),
                        settings.machines()),
                backends);
        this.sessionsOfHost.load();
        this.sequencer.onLastSubscriberGone((channel, disconnected) -> {
            if (!channel.startsWith(ahp.server.resources.ResourceWatches.SCHEME)) {
                return;
            }
            if (disconnected != null) {
                watches.disconnected(channel, disconnected.clientId(), WATCH_GRACE, () -> sequencer.hasSubscribers(channel));
            } else {
                watches.release(channel);
            }
        });
    }

    /**
     * Gives this host {@code store} when it has none yet. The caller keeps closing it: the host ends
     * its terminals when it closes, not the store.
     *
     * @return false when the host already has a store (it keeps that one)
     */
    public synchronized boolean attachStore(TerminalStore store) {
        if (terminals != null || closing) {
            return false;
        }
        terminals = new Terminals(store, sequencer, settings.listWait(), this::terminalExitedIn);
        return true;
    }

    /** How a backend starts the host's tools for one chat as an MCP server; serve it once listening. */
    public ToolServers toolServers() {
        return toolServers;
    }

    @Override
    public MessageHandler open(Connection connection) {
        ClientSession session = new ClientSession(this, connection);
        sessions.add(session);
        if (closing) {
            connection.close(Connection.GOING_AWAY, "The daemon is stopping");
        }
        return session;
    }

    /** What the daemon's terminals run on: {@code pty}, {@code pipes} or {@code none}. */
    public String terminalsKind() {
        Terminals now = terminals;
        return now == null ? "none" : now.isPty() ? "pty" : "pipes";
    }

    /** How many connections are open now. */
    public int connectionCount() {
        return sessions.size();
    }

    /** How many terminals are open. */
    public int terminalCount() {
        Terminals now = terminals;
        return now == null ? 0 : now.size();
    }

    /** How many sessions are open. */
    public int sessionCount() {
        return sessionsOfHost.activeSessions();
    }

    /** Closes every connection and ends every terminal's process group. */
    @Override
    public void close() {
        synchronized (this) {
            closing = true;
        }
        for (ClientSession session : List.copyOf(sessions)) {
            session.connection().close(Connection.GOING_AWAY, "The daemon is stopping");
        }
        sessionsOfHost.stopTurns();
        Terminals now = terminals;
        if (now != null) {
            now.closeAll();
        }
        // After the terminals: what their exits keep is written before the sessions stop writing.
        sessionsOfHost.close();
        watches.close();
    }

    HostSettings settings() {
        return settings;
    }

    Sequencer sequencer() {
        return sequencer;
    }

    /** The terminals, or null for a host without a store. */
    Terminals terminals() {
        return terminals;
    }

    HostConfig config() {
        return config;
    }

    /** The sessions and chats. */
    Sessions sessions() {
        return sessionsOfHost;
    }

    /** A terminal's process exited in {@code directory}: the session changeset holding it is read again. */
    private void terminalExitedIn(java.nio.file.Path directory) {
        sessionsOfHost.refreshChangesets(directory);
    }

    /** Every connection that completed a handshake; call under the sequence lock. */
    List<ClientSession> handshaken() {
        return sessions.stream().filter(session -> session.view() != null).toList();
    }

    ClientRecords clients() {
        return clients;
    }

    /** The root state; call under the sequence lock. */
    RootState rootState() {
        Terminals now = terminals;
        return new RootState(sessionsOfHost.agents(), sessionsOfHost.activeSessions(),
                now == null ? null : now.rows(), config.state(), null, java.util.Map.of());
    }

    void forget(ClientSession session) {
        sessions.remove(session);
        sequencer.unsubscribeAll(session);
        if (session.clientId() != null) {
            sessionsOfHost.clientGone(session.clientId());
        }
        watches.holderGone(session.clientId());
    }

    /** Whether any connection is subscribed to {@code channel} now. */
    public boolean hasSubscribers(String channel) {
        return sequencer.hasSubscribers(channel);
    }

    /** The resource methods on this machine's files. */
    ahp.server.resources.Resources resources() {
        return resources;
    }

    /** The resource watches held. */
    public ahp.server.resources.ResourceWatches watches() {
        return watches;
    }

    /**
     * What {@code user}'s resource operations may touch, as of now (sessions come and go): an owner's
     * reaches what the daemon's user can; a member's sees the daemon's home folder and reads and writes
     * in the working directories of the sessions (all of which a member may read); never the daemon's
     * state folder's secrets (the owner token, the session store). A guest's reaches nothing.
     */
    ahp.server.resources.Reach reachOf(ahp.server.auth.User user) {
        return switch (user.role()) {
            case OWNER -> ahp.server.resources.Reach.everywhere();
            case MEMBER -> ahp.server.resources.Reach.member(java.util.List.of(settings.home()),
                    sessionsOfHost.workingDirectories(), secrets());
            case GUEST -> ahp.server.resources.Reach.nothing();
        };
    }

    /**
     * Keeps {@code files} (the users file, the TLS key: what the daemon was started with) out of every
     * reach but the owner's, as the session store and the owner token are.
     */
    public void keepFromMembers(java.util.Collection<java.nio.file.Path> files) {
        java.util.List<java.nio.file.Path> all = new java.util.ArrayList<>(extraSecrets);
        files.stream().filter(java.util.Objects::nonNull).map(path -> path.toAbsolutePath().normalize()).forEach(all::add);
        extraSecrets = java.util.List.copyOf(all);
    }

    /** The session store (every person's chats), the owner token beside it, and what {@link #keepFromMembers} named. */
    private java.util.List<java.nio.file.Path> secrets() {
        java.util.List<java.nio.file.Path> all = new java.util.ArrayList<>(extraSecrets);
        java.nio.file.Path store = settings.sessionStore();
        if (store != null) {
            all.add(store);
            all.add(store.resolveSibling(ahp.server.auth.OwnerToken.FILE_NAME));
            // Disposed sessions kept for a while (SessionTrash): every person's chats too.
            all.add(store.resolveSibling(store.getFileName() + "-trash"));
        }
        return all;
    }
}
