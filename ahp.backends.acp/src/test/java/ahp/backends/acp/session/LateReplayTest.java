package ahp.backends.acp.session;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import ahp.backends.acp.rpc.JsonRpcConnection;
import ahp.protocol.Json;
import java.time.Duration;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;

/**
 * A late replay is over once the agent has been quiet about the session for the window, and the host's
 * reader of its output is waiting for more; a reader that is behind keeps the replay open.
 */
class LateReplayTest {

    private static final Duration QUIET = Duration.ofMillis(20);

    private final LateReplay replay = new LateReplay();
    private final AtomicLong waitingSince = new AtomicLong(JsonRpcConnection.NOT_WAITING);

    private CompletableFuture<Integer> awaitQuiet() {
        return CompletableFuture.supplyAsync(() -> {
            try {
                return replay.awaitQuiet(Duration.ofSeconds(5), QUIET, Duration.ofSeconds(30), waitingSince::get);
            } catch (InterruptedException e) {
                throw new IllegalStateException(e);
            }
        });
    }

    private void update(String kind) {
        replay.update(Json.MAPPER.createObjectNode().put("sessionUpdate", kind).put("toolCallId", "tc-1"));
    }

    @Test
    void aReaderThatIsBehindKeepsTheReplayOpen() throws Exception {
        update("agent_message_chunk");
        CompletableFuture<Integer> quiet = awaitQuiet();
        assertThrows(TimeoutException.class, () -> quiet.get(QUIET.toMillis() * 15, TimeUnit.MILLISECONDS),
                "over while the reader had lines of the replay still to handle");

        update("tool_call");
        waitingSince.set(System.nanoTime());
        assertEquals(2, quiet.get(10, TimeUnit.SECONDS));
        assertTrue(replay.replayed(Json.MAPPER.createObjectNode().put("sessionUpdate", "tool_call").put("toolCallId", "tc-1")));
    }

    @Test
    void aReaderThatWaitsEndsTheReplayAfterTheQuietWindow() throws Exception {
        waitingSince.set(System.nanoTime());
        update("agent_message_chunk");
        long start = System.nanoTime();
        assertEquals(1, awaitQuiet().get(10, TimeUnit.SECONDS));
        assertTrue(System.nanoTime() - start >= QUIET.toNanos(), "not before the window");
    }
}
