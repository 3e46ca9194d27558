package ahp.server.sessions;

import ahp.protocol.Action;
import ahp.protocol.ChannelState;
import ahp.protocol.Json;
import ahp.protocol.chat.ChatReducer;
import ahp.protocol.chat.ChatState;
import ahp.protocol.command.CreateChatParams;
import ahp.protocol.command.CreateSessionParams;
import ahp.protocol.command.Method;
import ahp.protocol.command.SessionNotificationParams;
import ahp.protocol.jsonrpc.ErrorCode;
import ahp.protocol.jsonrpc.RpcException;
import ahp.protocol.root.RootAction;
import ahp.protocol.session.SessionReducer;
import ahp.protocol.session.SessionState;
import ahp.protocol.terminal.TerminalState;
import ahp.server.auth.User;
import java.io.IOException;
import java.lang.System.Logger.Level;
import java.net.URI;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ObjectNode;

/**
 * The sessions and chats this host serves, as far as terminals need them. Every change is an action
 * numbered by the host's one sequence and folded through the protocol's own session and chat
 * reducers, so a late subscriber's snapshot is what a client that watched from the start built. Until
 * an agent backend exists one built-in provider, {@code local}, backs terminal-only sessions: a turn
 * whose text is a {@code !} command runs it; any other turn ends at once with a {@code chat/error}
 * saying so. What a session keeps lives in its folder of the {@link SessionStore}, when there is one.
 */
public final class Sessions {

    /** The built-in provider: terminal-only sessions. */
    public static final String LOCAL_PROVIDER = "local";

    private static final System.Logger LOG = System.getLogger(Sessions.class.getName());

    final SessionHost host;
    final SessionStore store;
    final SessionSettings settings;
    final ChatTurns turns;
    final Background background = new Background();
    final SessionChangesets changesets = new SessionChangesets(this);
    private final ToolCalls toolCalls = new ToolCalls(this);
    final SessionClientActions sessionActions = new SessionClientActions(this);
    final ActiveClients activeClients = new ActiveClients(this);
    /** The keeps of terminals' outputs waiting for their exits (KeptOutputs.whenExited). */
    final java.util.Set<CompletableFuture<Void>> keepsOnExit = ConcurrentHashMap.newKeySet();
    final ahp.server.backends.Backends backends;
    private final Map<String, LiveSession> sessions = new ConcurrentHashMap<>();
    private final Map<String, LiveChat> chats = new ConcurrentHashMap<>();
    private volatile boolean closing;

    /**
     * Sessions served through {@code host}, kept in {@code store} (null: a host that keeps no folders,
     * so nothing outlives the daemon and a call's preview is all a rebuilt terminal holds).
     */
    public Sessions(SessionHost host, SessionStore store, SessionSettings settings, ahp.server.backends.Backends backends) {
        this.backends = backends;
        this.host = host;
        this.store = store;
        this.settings = settings;
        this.turns = new ChatTurns(this);
    }

    /** Brings back every session the store kept; call once, before serving. */
    public void load() {
        if (store == null) {
            SessionMachines.reconcile(this, List.of());
            return;
        }
        for (StoredSession stored : store.loadSessions()) {
            try {
                LiveSession session = SessionLoader.load(this, stored);
                sessions.put(session.uri, session);
                session.chats.values().forEach(chat -> chats.put(chat.uri, chat));
                SessionAgents.start(this, session, true);
                changesets.attach(session);
            } catch (RuntimeException broken) {
                LOG.log(Level.WARNING, "Skipped the stored session " + stored.resource(), broken);
            }
        }
        LOG.log(Level.INFO, "Brought back {0} session(s) from {1}", sessions.size(), store.root());
        SessionMachines.reconcile(this, sessions.values());
    }

    /** The agents that can back a session, as {@code RootState.agents} lists them. */
    public List<JsonNode> agents() {
        ObjectNode local = Json.MAPPER.createObjectNode().put("provider", LOCAL_PROVIDER)
                .put("displayName", "Shell commands")
                .put("description", "No agent: a session that runs the ! commands its turns send, in a shell of this host's.");
        local.putArray("models");
        List<JsonNode> agents = new ArrayList<>(List.of(local));
        backends.all().forEach(agent -> agents.add(agent.info()));
        return agents;
    }

    /** The provider names of {@link #agents()}: the schemes a session URI may be spelled with. */
    public java.util.Set<String> providers() {
        return Providers.names(this);
    }

    /** The provider of the session {@code uri}, when this host holds it. */
    public Optional<String> providerOf(String uri) {
        LiveSession session = sessions.get(uri);
        return session == null ? Optional.empty() : Optional.of(session.provider);
    }

    /** The name of the default chat of the session {@code uri}, when this host holds both. */
    public Optional<String> defaultChatOf(String uri) {
        LiveSession session = sessions.get(uri);
        return session == null ? Optional.empty() : Optional.ofNullable(session.defaultChat);
    }

    /** How many sessions this host holds. */
    public int activeSessions() {
        return sessions.size();
    }

    /**
     * The working directories of every session this host holds, each once: where a member's files
     * reach (docs/resources.md).
     */
    public List<Path> workingDirectories() {
        java.util.Set<Path> folders = new java.util.LinkedHashSet<>();
        for (LiveSession session : sessions.values()) {
            for (String folder : session.workingDirectories) {
                try {
                    folders.add(Path.of(java.net.URI.create(folder)));
                } catch (RuntimeException unusable) {
                    // WorkingDirectories made every one a file: URI; a stored one that is not reaches nothing
                }
            }
        }
        return List.copyOf(folders);
    }

    /** Whether {@code channel} is a session, a chat or a changeset this host holds. */
    public boolean has(String channel) {
        return sessions.containsKey(channel) || chats.containsKey(channel) || changesets.has(channel);
    }

    /** Whether {@code channel} is a changeset this host holds. */
    public boolean isChangeset(String channel) {
        return changesets.has(channel);
    }

    /**
     * A terminal whose process was in {@code directory} exited, or a {@code !} command ended there (its
     * shell sits on, so its command's end is when what it wrote can be read): the changeset of the
     * session directory holding it is read again. Returns at once.
     */
    public void refreshChangesets(Path directory) {
        changesets.terminalExited(directory);
    }

    /** Whether {@code channel} is a chat this host holds. */
    public boolean isChat(String channel) {
        return chats.containsKey(channel);
    }

    /** The state of a session or chat channel; call under the sequence lock. Null when not held. */
    public ChannelState state(String channel) {
        LiveSession session = sessions.get(channel);
        if (session != null) {
            return session.state;
        }
        LiveChat chat = chats.get(channel);
        return chat != null ? chat.state : changesets.state(channel);
    }

    /**
     * Opens a session under the URI the client chose, with its default chat.
     *
     * @throws RpcException {@code -32602} for a wrong URI or folder, {@code -32002} for an unknown
     *     provider, {@code -32003} for a URI in use
     */
    public void create(CreateSessionParams params) {
        String id = SessionIds.session(params.channel(), "params.channel");
        String provider = Providers.ofNewSession(this, params.channel(), params.provider());
        List<String> folders = WorkingDirectories.of(params.folders());
        String now = now();
        LiveSession session = new LiveSession(params.channel(), id, provider, folders, now);
        session.title = ""; // VS Code's host: untitled until its first turn, which titles it (SessionTitles)
        session.modifiedAt = now;
        String chatUri = SessionIds.defaultChatUri(session.uri);
        ObjectNode chatState = SessionViews.chatState(chatUri, "Chat", now);
        LiveChat chat = new LiveChat(session, chatUri, SessionIds.DEFAULT_CHAT_ID, now, ChatState.of(chatState));
        if (params.fork() != null) {
            SessionForks.seed(chat, chatState, host.locked(() -> SessionForks.turns(this, params.fork())));
            chat.state = ChatState.of(chatState);
        }
        session.chats.put(chatUri, chat);
        session.defaultChat = chatUri;
        session.state = SessionConfigs.withConfig(SessionState.of(SessionViews.sessionState(session)),
                SessionConfigs.chosen(this, provider, params.config()));
        boolean added = host.locked(() -> {
            if (sessions.containsKey(session.uri) || chats.containsKey(chatUri)
                    || sessions.values().stream().anyMatch(other -> other.id.equals(id))) {
                return false;
            }
            sessions.put(session.uri, session);
            chats.put(chatUri, chat);
            return true;
        });
        if (!added) {
            throw new RpcException(ErrorCode.SESSION_ALREADY_EXISTS, "Session already exists: " + session.uri);
        }
        SessionWrites.keepNewOrRefuse(this, session, () -> host.locked(() -> {
            sessions.remove(session.uri);
            session.chats.keySet().forEach(chats::remove);
            return null;
        }));
        chat.localTurns.forEach(turn -> SessionWrites.writeTurn(this, chat, turn));
        SessionAgents.start(this, session, false);
        changesets.attach(session);
        host.notifyRoot(Method.SESSION_ADDED, SessionNotificationParams.added(host.locked(() -> SessionViews.summary(session))));
        host.publish(ahp.protocol.Channels.ROOT, new RootAction.ActiveSessionsChanged(sessions.size()), () -> { });
        LOG.log(Level.INFO, "Created {0} ({1}) in {2}", session.uri, provider, folders);
    }

    /** Ends a session: its commands, its terminals, its chats and its folder. False when not held. */
    public boolean dispose(String uri) {
        LiveSession session = host.locked(() -> {
            LiveSession gone = sessions.remove(uri);
            if (gone != null) {
                gone.chats.values().forEach(turns::keepFinishedBeforeDispose);
                gone.disposed = true;
                gone.chats.values().forEach(chat -> {
                    chat.disposed = true;
                    chats.remove(chat.uri);
                });
            }
            return gone;
        });
        if (session == null) {
            return false;
        }
        session.chats.values().forEach(this::endChat);
        SessionAgents.stop(this, session);
        SessionMachines.release(this, session);
        session.chats.values().forEach(chat -> host.forgetChannel(chat.uri));
        changesets.forget(session);
        host.forgetChannel(uri);
        if (store != null) {
            synchronized (session.storeLock) {
                SessionWrites.writeUnwrittenTurns(this, session);
                try {
                    store.disposeSession(session.id, java.time.Instant.now(settings.clock()));
                } catch (IOException cannot) {
                    LOG.log(Level.WARNING, "Could not remove the folder of " + uri, cannot);
                }
            }
        }
        host.notifyRoot(Method.SESSION_REMOVED, SessionNotificationParams.removed(uri));
        host.publish(ahp.protocol.Channels.ROOT, new RootAction.ActiveSessionsChanged(sessions.size()), () -> { });
        LOG.log(Level.INFO, "Disposed {0}", uri);
        return true;
    }

    /**
     * A page of summaries, most recently modified first.
     *
     * @throws RpcException {@code -32602} for a cursor this host did not give
     */
    public ObjectNode list(Integer limit, String cursor) {
        return SessionPages.page(host.locked(() -> sessions.values().stream().map(SessionViews::summary).toList()),
                limit, cursor);
    }

    /**
     * Opens a chat in a session under the URI the client chose.
     *
     * @throws RpcException {@code -32001} for a session not held, {@code -32602} for a wrong URI,
     *     {@code -32010} for a URI in use
     */
    public void createChat(CreateChatParams params) {
        String id = SessionIds.chat(params.chat(), "params.chat");
        LiveSession session = session(params.channel());
        SessionIds.Derived derived = SessionIds.derived(params.chat());
        if (derived != null && !derived.sessionUri().equals(session.uri)) {
            throw new RpcException(ErrorCode.INVALID_PARAMS, "Invalid params: 'params.chat' names the session "
                    + derived.sessionUri() + ", not " + session.uri);
        }
        String now = now();
        LiveChat chat = new LiveChat(session, params.chat(), id, now,
                ChatState.of(SessionViews.chatState(params.chat(), "Chat", now)));
        boolean added = host.locked(() -> {
            if (chats.containsKey(chat.uri) || session.disposed
                    || session.chats.values().stream().anyMatch(other -> other.id.equals(id))) {
                return false;
            }
            chats.put(chat.uri, chat);
            session.chats.put(chat.uri, chat);
            return true;
        });
        if (!added) {
            throw new RpcException(ErrorCode.ALREADY_EXISTS, "Chat already exists: " + chat.uri);
        }
        Action added2 = ChatActions.chatAdded(host.locked(() -> SessionViews.chatSummary(chat)));
        host.publish(session.uri, added2, () -> session.state = SessionReducer.reduce(session.state, added2));
        SessionWrites.persist(this, session);
    }

    /** Ends a chat and drops what it kept. False when not held. */
    public boolean disposeChat(String uri) {
        LiveChat chat = host.locked(() -> {
            LiveChat gone = chats.remove(uri);
            if (gone != null) {
                gone.disposed = true;
                gone.session.chats.remove(uri);
                if (uri.equals(gone.session.defaultChat)) {
                    gone.session.defaultChat = null;
                }
            }
            return gone;
        });
        if (chat == null) {
            return false;
        }
        endChat(chat);
        if (chat.session.backend != null) {
            try {
                chat.session.backend.chatDisposed(uri);
            } catch (RuntimeException failed) {
                LOG.log(Level.WARNING, "The backend of " + chat.session.uri + " failed on a disposed chat", failed);
            }
        }
        host.forgetChannel(uri);
        Action removed = ChatActions.chatRemoved(uri);
        host.publish(chat.session.uri, removed, () -> chat.session.state = SessionReducer.reduce(chat.session.state, removed));
        if (store != null) {
            synchronized (chat.session.storeLock) {
                try {
                    store.deleteChat(chat.session.id, chat.id);
                } catch (IOException cannot) {
                    LOG.log(Level.WARNING, "Could not remove the folder of " + uri, cannot);
                }
            }
        }
        SessionWrites.persist(this, chat.session);
        return true;
    }

    /**
     * {@code fetchTurns}: dispatches {@code chat/turnsLoaded} with the page of turns before the chat's
     * window (an empty page when every turn is loaded), before the caller answers {@code {}}
     * ({@link ChatPages}).
     *
     * @throws RpcException {@code -32001} for a chat not held, {@code -32602} for a cursor this host
     *     did not give
     */
    public void fetchTurns(String chatUri, String cursor) {
        ChatPages.fetch(this, chats.get(chatUri), chatUri, cursor);
    }

    /**
     * {@code vscode/stopBackgroundWork}: interrupts the background command {@code id} of {@code chatUri}
     * (the same ^C a person's stop writes); its row goes once it has really ended.
     *
     * @throws RpcException {@code -32001} for a chat not held, {@code -32008} for no such running work
     */
    public void stopBackgroundWork(String chatUri, String id) {
        LiveChat chat = chat(chatUri);
        ahp.agenttools.AgentShellTools tools = host.locked(() -> chat.shellTools);
        if (tools == null || !tools.stopBackground(id)) {
            throw new RpcException(ErrorCode.NOT_FOUND, "No background work " + id + " runs in " + chatUri);
        }
    }

    /**
     * Whether a client may dispatch {@code action} on {@code channel}, and what it does; {@code clientId}
     * is the dispatching client's (a client sets only itself as a session's active client).
     */
    public Admission admit(String channel, Action action, User user, String clientId) {
        LiveChat chat = chats.get(channel);
        if (chat != null) {
            return turns.admit(chat, action, user);
        }
        LiveSession session = sessions.get(channel);
        if (session == null) {
            return new Admission.Refused(action.type() + " is not an action a client may dispatch on " + channel);
        }
        return sessionActions.admit(session, action, clientId);
    }

    /** The client {@code clientId} went away: it stops being active where it was, unless it comes back in time. */
    public void clientGone(String clientId) {
        activeClients.gone(clientId);
    }

    /** The client {@code clientId} came back ({@code reconnect}) with {@code subscriptions}. */
    public void clientBack(String clientId, java.util.Collection<String> subscriptions) {
        activeClients.back(clientId, subscriptions);
    }

    /**
     * What a subscribe to a chat's terminal that no live terminal answers is answered with: the
     * terminal rebuilt, exited, from what was kept. Empty when {@code uri} names no such terminal, or
     * its chat or call is gone, or its preview was cut with nothing kept.
     */
    public Optional<TerminalState> retained(String uri) {
        return RetainedTerminals.answer(this, uri);
    }

    /** The daemon is on its way out: no turn starts any more (each is answered at once). */
    public void stopTurns() {
        closing = true;
    }

    /**
     * The daemon is on its way out: the endings under way finish (up to 5 s), then every command still
     * running is stopped and its turn ended, every agent is closed, and nothing is written after.
     */
    public void close() {
        closing = true;
        KeptOutputs.awaitExits(this, java.time.Duration.ofSeconds(5));
        background.await(java.time.Duration.ofSeconds(5));
        chats.values().forEach(chat -> host.locked(() -> List.copyOf(chat.commands.values()))
                .forEach(CommandTurn::abandon));
        SessionAgents.stopAll(this, List.copyOf(sessions.values()));
        changesets.close();
        background.close(java.time.Duration.ofSeconds(5));
    }

    /** Whether the daemon is on its way out. */
    boolean closing() {
        return closing;
    }

    LiveChat findChat(String uri) {
        return chats.get(uri);
    }

    LiveSession findSession(String uri) {
        return sessions.get(uri);
    }

    /** The chat's state after {@code action}; under the sequence lock. */
    void fold(LiveChat chat, Action action) {
        chat.state = ChatReducer.reduce(chat.state, action, Instant.now(settings.clock()));
    }

    /** Tells every root subscriber a session's summary changed. */
    void summaryChanged(LiveSession session) {
        ObjectNode summary = host.locked(() -> SessionViews.summary(session));
        summary.remove("resource");
        summary.remove("provider");
        summary.remove("createdAt");
        host.notifyRoot(Method.SESSION_SUMMARY_CHANGED, SessionNotificationParams.changed(session.uri, summary));
    }

    String now() {
        return Instant.now(settings.clock()).toString();
    }

    private void endChat(LiveChat chat) {
        host.chatGone(chat.uri);
        ahp.agenttools.AgentShellTools tools = host.locked(() -> chat.shellTools);
        if (tools != null) {
            tools.close();
        }
        host.locked(() -> List.copyOf(chat.commands.values())).forEach(CommandTurn::abandon);
        host.locked(() -> List.copyOf(chat.terminals.values())).forEach(host::disposeTerminal);
    }

    private LiveSession session(String uri) {
        LiveSession session = sessions.get(uri);
        if (session == null) {
            throw new RpcException(ErrorCode.SESSION_NOT_FOUND, "Session not found: " + uri);
        }
        return session;
    }

    /** The agent shell tools as MCP clients call them ({@code ahpd/listTools}, {@code ahpd/callTool}). */
    public ToolCalls toolCalls() {
        return toolCalls;
    }

    LiveChat chat(String uri) {
        LiveChat chat = chats.get(uri);
        if (chat == null) {
            throw new RpcException(ErrorCode.SESSION_NOT_FOUND, "Chat not found: " + uri);
        }
        return chat;
    }
}
