package ahp.backends.acp.session;

import ahp.backends.acp.client.AgentTerminals;
import ahp.backends.acp.rpc.JsonRpcConnection;
import ahp.backends.acp.rpc.Nodes;
import java.time.Duration;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.LongSupplier;
import tools.jackson.databind.JsonNode;

/**
 * What an agent says about a session it loads, as far as the host's next prompt must not take it for
 * its own: the replay that came after the agent answered {@code session/load} (dropped here), and when
 * the replay, before the answer or after it, was last heard of. ACP has the replay come before the
 * answer; Gemini CLI answers first and replays after, or sends one update before its answer and the
 * rest after, and the host would otherwise send its prompt at once and take what follows for the new
 * turn's own.
 *
 * <p>A late replay is dropped, not checked against anything: the host keeps every finished turn of a
 * chat itself, so a replay carries nothing the host needs, and text comes back chunked however the
 * agent likes, so no comparison with the host's record would be exact. The host waits, before its
 * prompt, for the replay to begin (a replay of which nothing came, before the answer or after it,
 * within a moment is taken for none) and then until the agent has been quiet about the session for a
 * moment, with the host's reader of its output waiting for more ({@link #awaitQuiet}), whatever order
 * the agent replays in. Which of the agent's updates came after its answer is the reader's to say
 * ({@link LoadRoute}). Should a replay go on past that moment, the prompt's own route is
 * {@linkplain #guarding guarded}: a tool call the replay named (the same {@code toolCallId}) and a
 * person's message chunk (only a replay has those) are not reported as the turn's.
 */
final class LateReplay implements SessionRoute {

    /** How often a quiet replay looks again whether the reader caught up, while it is behind. */
    private static final Duration BEHIND = Duration.ofMillis(5);

    private final Set<String> toolCalls = ConcurrentHashMap.newKeySet();
    private long lastHeard;
    private boolean heard;
    private int dropped;

    /** An update that came after the answer: dropped, counted, and the replay heard of now. */
    @Override
    public synchronized void update(JsonNode update) {
        dropped++;
        heard(update);
    }

    /** An update of the replay that came before the answer (it went on to the load's route): heard of now. */
    synchronized void heard(JsonNode update) {
        heard = true;
        lastHeard = System.nanoTime();
        String id = Nodes.text(update, "toolCallId");
        if (id != null) {
            toolCalls.add(id);
        }
        notifyAll();
    }

    @Override
    public CompletionStage<JsonNode> requestPermission(JsonNode params) {
        return CompletableFuture.completedFuture(PermissionOptions.cancelled());
    }

    @Override
    public AgentTerminals.Origin origin() {
        return null;
    }

    /**
     * Waits for the replay: until it was heard of (before the answer or after it; at most
     * {@code startWithin} after this call: nothing by then is no replay), then until the agent has been
     * quiet about the session for {@code quiet}, all of it within {@code deadline}; returns how many
     * updates came after the answer (and were dropped). The agent is quiet only while the host's reader
     * of its output is waiting for more ({@code waitingSince}, as {@link JsonRpcConnection#waitingSince}
     * says): a host that fell behind its reading (a collection, a busy machine) does not take the replay
     * for over while lines of it are still to be read.
     */
    synchronized int awaitQuiet(Duration startWithin, Duration quiet, Duration deadline, LongSupplier waitingSince)
            throws InterruptedException {
        long since = System.nanoTime();
        long end = since + deadline.toNanos();
        while (true) {
            long now = System.nanoTime();
            long until = heard ? lastHeard + quiet.toNanos() : since + startWithin.toNanos();
            if (heard && until - now <= 0 && waitingSince.getAsLong() == JsonRpcConnection.NOT_WAITING) {
                until = now + BEHIND.toNanos();
            }
            if (until - end > 0) {
                until = end;
            }
            long wait = until - now;
            if (wait <= 0) {
                return dropped;
            }
            wait(Math.max(1, wait / 1_000_000), (int) (wait % 1_000_000));
        }
    }

    /** Whether {@code update} belongs to the replay: a person's message chunk, or a call the replay named. */
    boolean replayed(JsonNode update) {
        String kind = Nodes.text(update, "sessionUpdate");
        if ("user_message_chunk".equals(kind)) {
            return true;
        }
        String id = Nodes.text(update, "toolCallId");
        return id != null && ("tool_call".equals(kind) || "tool_call_update".equals(kind)) && toolCalls.contains(id);
    }

    /** {@code turn}, but what {@link #replayed} recognizes does not reach it. */
    SessionRoute guarding(SessionRoute turn) {
        return new SessionRoute() {
            @Override
            public void update(JsonNode update) {
                if (!replayed(update)) {
                    turn.update(update);
                }
            }

            @Override
            public CompletionStage<JsonNode> requestPermission(JsonNode params) {
                return turn.requestPermission(params);
            }

            @Override
            public AgentTerminals.Origin origin() {
                return turn.origin();
            }
        };
    }
}
