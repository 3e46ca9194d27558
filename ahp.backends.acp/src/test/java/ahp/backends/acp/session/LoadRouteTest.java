package ahp.backends.acp.session;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import ahp.backends.acp.client.AgentTerminals;
import ahp.protocol.Json;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;

/** What an agent says while a session loads goes to the load's route before its answer, and to the late replay after. */
class LoadRouteTest {

    private final List<String> replayed = new ArrayList<>();
    private final SessionRoute replay = new SessionRoute() {
        @Override
        public void update(JsonNode update) {
            replayed.add(update.path("toolCallId").asString());
        }

        @Override
        public CompletionStage<JsonNode> requestPermission(JsonNode params) {
            return CompletableFuture.completedFuture(Json.MAPPER.createObjectNode());
        }

        @Override
        public AgentTerminals.Origin origin() {
            return null;
        }
    };
    private final LateReplay late = new LateReplay();
    private final CompletableFuture<JsonNode> answer = new CompletableFuture<>();
    private final LoadRoute route = new LoadRoute(replay, late, answer);

    private static JsonNode call(String id) {
        return Json.MAPPER.createObjectNode().put("sessionUpdate", "tool_call").put("toolCallId", id);
    }

    @Test
    void theAnswerSplitsTheReplayFromTheLateOne() throws Exception {
        route.update(call("tc-before"));
        answer.complete(Json.MAPPER.createObjectNode());
        route.update(call("tc-after"));

        assertEquals(List.of("tc-before"), replayed);
        assertTrue(late.replayed(call("tc-after")), "the late replay has the call that came after the answer");
        assertTrue(late.replayed(call("tc-before")), "and the one the replay named before it");
        assertEquals(1, late.awaitQuiet(Duration.ZERO, Duration.ZERO, Duration.ofSeconds(5), System::nanoTime),
                "only what came after the answer is dropped");
    }

    @Test
    void aReplayBeforeTheAnswerIsHeardOfSoTheWaitForMoreStartsFromIt() throws Exception {
        route.update(call("tc-before"));
        answer.complete(Json.MAPPER.createObjectNode());
        long start = System.nanoTime();
        assertEquals(0, late.awaitQuiet(Duration.ofSeconds(30), Duration.ZERO, Duration.ofSeconds(60), System::nanoTime));
        assertTrue(System.nanoTime() - start < Duration.ofSeconds(30).toNanos(),
                "a replay heard of before the answer is not waited for to begin");
    }

    @Test
    void aLoadAnsweredBeforeAnyUpdateReplayedNothingBeforeIt() {
        answer.complete(Json.MAPPER.createObjectNode());
        route.update(call("tc-late"));
        assertEquals(List.of(), replayed);
        assertTrue(late.replayed(call("tc-late")));
    }
}
