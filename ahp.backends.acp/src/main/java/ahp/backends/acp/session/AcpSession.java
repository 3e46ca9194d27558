package ahp.backends.acp.session;

import ahp.backends.acp.RestorableSession;
import ahp.backends.acp.TranscriptReplay;
import ahp.backends.acp.process.AgentFault;
import ahp.backends.acp.rpc.Nodes;
import ahp.backends.api.SessionStart;
import ahp.backends.api.TurnContext;
import java.lang.System.Logger.Level;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.Executor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;
import java.util.concurrent.locks.ReentrantLock;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ObjectNode;

/**
 * One session's ACP backend. The agent is started on the session's first turn (not before: a session
 * may never have one) and kept for the next; each chat is an ACP session of its own, made with
 * {@code session/new} on the chat's first turn, or taken back with {@code session/load} when the
 * chat had one before (in a session brought back after a restart, or after the agent failed) and the
 * agent can load sessions.
 *
 * <p>A turn is {@code session/prompt} with the message's text, with no deadline: only the agent's
 * process ending, or writing something that is not JSON-RPC, ends it from this side. Any fault ends
 * the turn with {@link TurnContext#error} and ends the agent, with everything it started; the next
 * turn starts it again. A cancelled turn is {@code session/cancel}; an agent that has not ended a
 * cancelled turn within its request timeout is taken for stuck and ended.
 *
 * <p>The session's config values ({@link SessionStart#config()}, then each
 * {@link #configChanged}) reach every chat's ACP session: before each prompt the session is set to
 * them where the agent says otherwise ({@link AgentLink#configure}, no request when it says the
 * same), and a change reaches the sessions open at once, off the caller's thread, a turn running or
 * not; a prompt sent meanwhile waits for it.
 */
final class AcpSession implements RestorableSession {

    private static final System.Logger LOG = System.getLogger(AcpSession.class.getName());
    private static final Executor VIRTUAL = command -> Thread.ofVirtual().name("acp-session").start(command);

    private final AcpAgent agent;
    private final SessionStart start;
    private final SessionIds ids;
    private final ReentrantLock starting = new ReentrantLock();
    private final AtomicReference<AgentLink> link = new AtomicReference<>();
    private final Map<String, ChatLink> chats = new ConcurrentHashMap<>();
    /** Held while an ACP session is being set to {@link #values}, so the last values set are the latest. */
    private final ReentrantLock configuring = new ReentrantLock();
    private volatile ObjectNode values;
    private volatile boolean closed;

    AcpSession(AcpAgent agent, SessionStart start) {
        this.agent = agent;
        this.start = start;
        this.ids = new SessionIds(agent.folder(), start.session());
        this.values = start.config().deepCopy();
        if (!start.restored()) {
            ids.clear();
        }
    }

    @Override
    public void prompt(TurnContext turn) {
        ChatLink chat = chat(turn.chat());
        chat.then(() -> run(chat, turn));
    }

    @Override
    public void cancel(String chat, String turnId) {
        ChatLink link = chats.get(chat);
        if (link != null) {
            cancel(link, turnId);
        }
    }

    @Override
    public void chatDisposed(String chat) {
        ChatLink gone = chats.remove(chat);
        if (gone != null && gone.running() != null) {
            cancel(gone, gone.running().turnId());
        }
        ids.remove(chat);
        AgentLink current = link.get();
        if (current != null) {
            current.forget(chat);
        }
    }

    @Override
    public CompletionStage<Boolean> restore(String chat, TranscriptReplay replay) {
        ChatLink link = chat(chat);
        return link.then(() -> replay(link, replay));
    }

    @Override
    public void configChanged(ObjectNode changed) {
        values = changed.deepCopy();
        Thread.ofVirtual().name("acp-config").start(() -> {
            AgentLink current = link.get();
            if (current == null || !current.alive()) {
                return;
            }
            for (String chat : chats.keySet()) {
                String id = current.sessionOf(chat);
                if (id != null) {
                    try {
                        configure(current, id);
                    } catch (AgentFault fault) {
                        LOG.log(Level.INFO, "{0}: the config did not reach {1}: {2}", start.session(), chat,
                                fault.getMessage());
                        return;
                    }
                }
            }
        });
    }

    @Override
    public void close() {
        closed = true;
        AgentLink current = link.getAndSet(null);
        if (current != null) {
            current.close();
        }
    }

    private ChatLink chat(String chat) {
        return chats.computeIfAbsent(chat, ChatLink::new);
    }

    private CompletableFuture<Void> run(ChatLink chat, TurnContext turn) {
        if (turn.over()) {
            return CompletableFuture.completedFuture(null);
        }
        AgentLink agentLink;
        String sessionId;
        try {
            agentLink = link();
            sessionId = open(chat, agentLink);
            configure(agentLink, sessionId);
        } catch (AgentFault fault) {
            turn.error(fault.errorType(), fault.getMessage());
            return CompletableFuture.completedFuture(null);
        }
        TurnReporter reporter = new TurnReporter(turn, agentLink.terminals(), false);
        CompletableFuture<JsonNode> answer = agentLink.prompt(sessionId, reporter, text(turn.message()));
        ChatLink.Running running = new ChatLink.Running(turn.turnId(), reporter, agentLink, sessionId, answer);
        chat.running(running);
        if (turn.over()) {
            cancel(chat, turn.turnId());
        }
        return answer.handle((result, failure) -> {
            chat.over(running);
            if (failure == null) {
                reporter.finish(Nodes.text(result, "stopReason"), result == null ? null : result.get("usage"));
            } else {
                AgentFault fault = agentLink.faultOf(failure, "session/prompt");
                reporter.fail(fault.errorType(), fault.getMessage());
            }
            return null;
        });
    }

    private CompletableFuture<Boolean> replay(ChatLink chat, TranscriptReplay replay) {
        String stored = ids.get(chat.chat);
        if (stored == null) {
            return CompletableFuture.completedFuture(false);
        }
        try {
            AgentLink agentLink = link();
            if (!agentLink.loadsSessions() || agentLink.sessionOf(chat.chat) != null) {
                return CompletableFuture.completedFuture(false);
            }
            ReplayReporter reporter = new ReplayReporter(replay, agentLink.terminals());
            try {
                boolean loaded = agentLink.load(chat.chat, stored, reporter);
                if (loaded) {
                    configure(agentLink, stored);
                }
                reporter.finish();
                return CompletableFuture.completedFuture(loaded);
            } catch (AgentFault fault) {
                reporter.fail(fault.errorType(), fault.getMessage());
                throw fault;
            }
        } catch (AgentFault fault) {
            return CompletableFuture.failedFuture(fault);
        }
    }

    private void cancel(ChatLink chat, String turnId) {
        ChatLink.Running running = chat.running();
        if (running == null || !running.turnId().equals(turnId)) {
            return;
        }
        running.reporter().cancelled();
        running.link().cancel(running.sessionId());
        long grace = agent.config().requestTimeout().toMillis();
        CompletableFuture.delayedExecutor(grace, TimeUnit.MILLISECONDS, VIRTUAL).execute(() -> {
            if (!running.answer().isDone()) {
                running.link().fail(new AgentFault(AgentFault.TIMEOUT, "The agent " + agent.config().shownName()
                        + " did not end a cancelled turn within " + grace / 1000.0 + " s."), false);
            }
        });
    }

    /** The running agent, started when none runs. */
    private AgentLink link() throws AgentFault {
        AgentLink current = link.get();
        if (current != null && current.alive()) {
            return current;
        }
        starting.lock();
        try {
            current = link.get();
            if (current != null && current.alive()) {
                return current;
            }
            if (closed) {
                throw new AgentFault(AgentFault.CLOSED, "The session is closed.");
            }
            AgentLink started = AgentLink.start(agent, start, lost -> link.compareAndSet(lost, null));
            link.set(started);
            if (closed && link.compareAndSet(started, null)) {
                started.close();
                throw new AgentFault(AgentFault.CLOSED, "The session is closed.");
            }
            return started;
        } finally {
            starting.unlock();
        }
    }

    /** The ACP session of {@code chat} in {@code agentLink}: the one it has, the one it had, or a new one. */
    private String open(ChatLink chat, AgentLink agentLink) throws AgentFault {
        String id = agentLink.sessionOf(chat.chat);
        if (id != null) {
            return id;
        }
        String stored = ids.get(chat.chat);
        if (stored != null && agentLink.loadsSessions() && agentLink.load(chat.chat, stored, SessionRoute.NOWHERE)) {
            return stored;
        }
        id = agentLink.newSession(chat.chat);
        ids.put(chat.chat, id);
        return id;
    }

    /** Sets the ACP session {@code id} to the session's config values as they are now. */
    private void configure(AgentLink agentLink, String id) throws AgentFault {
        configuring.lock();
        try {
            agentLink.configure(id, values);
        } finally {
            configuring.unlock();
        }
    }

    private static String text(JsonNode message) {
        String text = Nodes.text(message, "text");
        return text == null ? "" : text;
    }
}
