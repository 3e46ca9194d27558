package ahp.server.backends;

import static ahp.server.testing.AhpTestClient.params;
import static ahp.server.testing.Chats.send;
import static ahp.server.testing.Chats.untilEnd;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import ahp.server.sessions.AgentDaemonCase;
import ahp.server.testing.AhpTestClient;
import ahp.server.testing.Chats;
import ahp.server.testing.TestDaemon;
import java.util.List;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;

/**
 * What an ACP agent reports of a turn besides its text and tool calls, over the daemon's WebSocket:
 * its usage ({@code usage_update}, the prompt's answer's {@code usage}) as {@code chat/usage}, and its
 * thoughts ({@code agent_thought_chunk}) as reasoning parts. Replays the cases of VS Code's
 * {@code src/vs/platform/agentHost/test/node/protocol/turnExecution.integrationTest.ts} and
 * {@code sessionFeatures.integrationTest.ts} that have an ACP equivalent, with the scripted agent
 * playing what VS Code's mock agent ({@code mockAgent.ts}) plays for the same prompt.
 */
class AcpTurnReportsThroughDaemonTest extends AgentDaemonCase {

    @Override
    protected String agentScript() {
        return """
                {"turns": {
                   "with-usage": [{"say": "Usage response."},
                     {"update": {"sessionUpdate": "usage_update", "used": "lots", "size": -1, "cost": {"amount": "free"}}},
                     {"update": {"sessionUpdate": "usage_update", "used": 1200, "size": 200000, "cost": {"amount": 0.5, "currency": "USD"}}},
                     {"usage": {"totalTokens": 157, "inputTokens": 100, "outputTokens": 50, "cachedReadTokens": 7, "thoughtTokens": -3}}],
                   "with-reasoning": [
                     {"update": {"sessionUpdate": "agent_thought_chunk", "content": {"type": "text", "text": "Let me think"}}},
                     {"update": {"sessionUpdate": "agent_thought_chunk", "content": {"type": "text", "text": " about this..."}}},
                     {"say": "Reasoned response."}],
                   "*": [{"say": "Hello, world!"}]
                 }}
                """;
    }

    /**
     * turnExecution: "usage info is captured on completed turn" (VS Code's mock reports 100 in, 50
     * out): a report with nothing usable changes nothing; each usable one replaces the turn's usage,
     * which the finished turn keeps.
     */
    @Test
    void theAgentsUsageIsReportedAndKeptOnTheTurn() {
        Chats.Opened opened = Chats.open(owner, work, "scripted-acp");
        String turnId = send(owner, opened.chat(), "with-usage");
        List<JsonNode> turn = untilEnd(owner, opened.chat(), turnId);
        assertEquals("chat/turnComplete", turn.getLast().path("action").path("type").asString(), turn.toString());
        List<JsonNode> usages = turn.stream().map(e -> e.path("action"))
                .filter(a -> "chat/usage".equals(a.path("type").asString(""))).map(a -> a.path("usage")).toList();
        assertEquals(2, usages.size(), usages.toString());
        JsonNode context = usages.getFirst();
        assertEquals(1200, context.path("_meta").path("contextWindow").path("used").asInt(), context.toString());
        assertEquals(200000, context.path("_meta").path("contextWindow").path("size").asInt(), context.toString());
        assertEquals("USD", context.path("_meta").path("sessionCost").path("currency").asString(), context.toString());
        assertFalse(context.has("inputTokens"), context.toString());
        JsonNode last = usages.getLast();
        assertEquals(100, last.path("inputTokens").asInt(), last.toString());
        assertEquals(50, last.path("outputTokens").asInt(), last.toString());
        assertEquals(7, last.path("cacheReadTokens").asInt(), last.toString());
        assertEquals(157, last.path("_meta").path("totalTokens").asInt(), last.toString());
        assertFalse(last.path("_meta").has("thoughtTokens"), last.toString());
        assertEquals(1200, last.path("_meta").path("contextWindow").path("used").asInt(), last.toString());
        JsonNode kept = lastTurn(owner, opened.chat()).path("usage");
        assertEquals(last, kept);
        try (AhpTestClient old = AhpTestClient.initialized(daemon.uri(), TestDaemon.OWNER, "old", "0.5.1")) {
            JsonNode oldTurn = lastTurn(old, opened.chat());
            assertEquals(100, oldTurn.path("usage").path("inputTokens").asInt(), oldTurn.toString());
        }
    }

    /** sessionFeatures: "reasoning events produce reasoning response parts and append actions". */
    @Test
    void theAgentsThoughtsAreReasoningParts() {
        Chats.Opened opened = Chats.open(owner, work, "scripted-acp");
        List<JsonNode> turn = untilEnd(owner, opened.chat(), send(owner, opened.chat(), "with-reasoning"));
        List<JsonNode> actions = turn.stream().map(e -> e.path("action")).toList();
        JsonNode part = Chats.first(turn, "chat/responsePart").path("part");
        assertEquals("reasoning", part.path("kind").asString(), actions.toString());
        String partId = part.path("id").asString();
        assertTrue(actions.stream().anyMatch(a -> "chat/reasoning".equals(a.path("type").asString(""))
                && partId.equals(a.path("partId").asString("")) && " about this...".equals(a.path("content").asString(""))),
                actions.toString());
        int reasoned = indexOf(actions, a -> "reasoning".equals(a.path("part").path("kind").asString("")));
        int answered = indexOf(actions, a -> "markdown".equals(a.path("part").path("kind").asString("")));
        assertTrue(reasoned >= 0 && answered > reasoned, actions.toString());
        JsonNode parts = lastTurn(owner, opened.chat()).path("responseParts");
        assertEquals("reasoning", parts.get(0).path("kind").asString(), parts.toString());
        assertEquals("Let me think about this...", parts.get(0).path("content").asString(), parts.toString());
        assertEquals("Reasoned response.", parts.get(1).path("content").asString(), parts.toString());
    }

    private static JsonNode lastTurn(AhpTestClient client, String chat) {
        JsonNode turns = client.request("subscribe", params(chat)).path("result").path("snapshot").path("state").path("turns");
        return turns.get(turns.size() - 1);
    }

    private static int indexOf(List<JsonNode> actions, java.util.function.Predicate<JsonNode> wanted) {
        for (int i = 0; i < actions.size(); i++) {
            if (wanted.test(actions.get(i))) {
                return i;
            }
        }
        return -1;
    }
}
