package ahp.server.backends;

import static ahp.server.testing.AhpTestClient.JSON;
import static ahp.server.testing.AhpTestClient.params;
import static ahp.server.testing.Chats.send;
import static ahp.server.testing.Chats.untilEnd;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import ahp.server.sessions.AgentDaemonCase;
import ahp.server.testing.Chats;
import java.util.List;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ObjectNode;

/**
 * A steering message ({@code chat/pendingMessageSet} of kind {@code steering}) in a session with an ACP
 * agent, over the daemon's WebSocket. ACP has no way into a running turn, so the agent gets the message
 * as the next prompt once the running turn ends, before any queued message; it leaves the pending list
 * with {@code chat/pendingMessageRemoved}, as in VS Code's
 * {@code src/vs/platform/agentHost/test/node/protocol/sessionFeatures.integrationTest.ts}, "steering
 * message is set and consumed by agent".
 */
class AcpSteeringThroughDaemonTest extends AgentDaemonCase {

    @Override
    protected String agentScript() {
        return """
                {"turns": {
                   "hello": [{"permission": {"toolCall": {"toolCallId": "tc-hold", "title": "Go on?"}, "options": [
                       {"optionId": "yes", "name": "Yes", "kind": "allow_once"}]}}, {"say": "Hello, world!"}],
                   "Please be concise": [{"say": "concise it is"}],
                   "queued": [{"say": "queued one"}],
                   "*": [{"say": "no script"}]
                 }}
                """;
    }

    /** sessionFeatures: "steering message is set and consumed by agent". */
    @Test
    void aSteeringMessageReachesTheAgentRightAfterTheRunningTurnAndLeavesTheList() {
        Chats.Opened opened = Chats.open(owner, work, "scripted-acp");
        String first = send(owner, opened.chat(), "hello");
        JsonNode asked = owner.envelope(opened.chat(), e -> "chat/toolCallReady".equals(e.path("action").path("type").asString(""))
                && !e.path("action").has("confirmed"));
        owner.dispatch(opened.chat(), pending("queued", "q-1", "queued"));
        owner.dispatch(opened.chat(), pending("steering", "steer-1", "Please be concise"));
        owner.envelope(opened.chat(), e -> "steer-1".equals(e.path("action").path("id").asString(""))
                && "chat/pendingMessageSet".equals(e.path("action").path("type").asString("")));
        owner.dispatch(opened.chat(), JSON.createObjectNode().put("type", "chat/toolCallConfirmed").put("turnId", first)
                .put("toolCallId", asked.path("action").path("toolCallId").asString()).put("approved", true));
        List<JsonNode> running = untilEnd(owner, opened.chat(), first);
        assertEquals("chat/turnComplete", running.getLast().path("action").path("type").asString(), running.toString());
        long ended = running.getLast().path("serverSeq").asLong();

        JsonNode removed = owner.envelopeOfType(opened.chat(), "chat/pendingMessageRemoved");
        assertEquals("steering", removed.path("action").path("kind").asString(), removed.toString());
        assertEquals("steer-1", removed.path("action").path("id").asString(), removed.toString());
        assertTrue(removed.path("serverSeq").asLong() > ended, removed.toString());
        JsonNode steered = owner.envelopeOfType(opened.chat(), "chat/turnStarted");
        assertEquals("steer-1", steered.path("action").path("queuedMessageId").asString(), steered.toString());
        assertEquals("Please be concise", steered.path("action").path("message").path("text").asString(), steered.toString());
        List<JsonNode> answer = untilEnd(owner, opened.chat(), steered.path("action").path("turnId").asString());
        assertTrue(answer.toString().contains("concise it is"), answer.toString());

        JsonNode queued = owner.envelopeOfType(opened.chat(), "chat/turnStarted");
        assertEquals("q-1", queued.path("action").path("queuedMessageId").asString(), queued.toString());
        untilEnd(owner, opened.chat(), queued.path("action").path("turnId").asString());
        JsonNode state = owner.request("subscribe", params(opened.chat())).path("result").path("snapshot").path("state");
        assertFalse(state.has("steeringMessage"), state.toString());
        assertFalse(state.has("queuedMessages"), state.toString());
    }

    /** A steering message set while nothing runs starts its turn at once, as a queued one does. */
    @Test
    void aSteeringMessageOnAnIdleChatStartsATurnAtOnce() {
        Chats.Opened opened = Chats.open(owner, work, "scripted-acp");
        owner.dispatch(opened.chat(), pending("steering", "steer-idle", "Please be concise"));
        assertEquals("steer-idle", owner.envelopeOfType(opened.chat(), "chat/pendingMessageRemoved").path("action")
                .path("id").asString());
        JsonNode steered = owner.envelopeOfType(opened.chat(), "chat/turnStarted");
        List<JsonNode> answer = untilEnd(owner, opened.chat(), steered.path("action").path("turnId").asString());
        assertTrue(answer.toString().contains("concise it is"), answer.toString());
    }

    private static ObjectNode pending(String kind, String id, String text) {
        ObjectNode action = JSON.createObjectNode().put("type", "chat/pendingMessageSet").put("kind", kind).put("id", id);
        action.putObject("message").put("text", text).putObject("origin").put("kind", "user");
        return action;
    }
}
