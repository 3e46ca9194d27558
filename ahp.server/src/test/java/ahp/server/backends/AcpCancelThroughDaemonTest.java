package ahp.server.backends;

import static ahp.server.testing.AhpTestClient.JSON;
import static ahp.server.testing.AhpTestClient.params;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import ahp.server.sessions.AgentDaemonCase;
import ahp.server.testing.Chats;
import java.util.UUID;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;

/**
 * A cancel sent right behind the turn it cancels, as VS Code's
 * {@code src/vs/platform/agentHost/test/node/protocol/turnExecution.integrationTest.ts} ("cancel turn
 * stops in-progress processing") sends it: the turn ends cancelled, and a snapshot taken once the
 * cancel's envelope came holds it as the chat's last turn, {@code cancelled}.
 */
class AcpCancelThroughDaemonTest extends AgentDaemonCase {

    @Override
    protected String agentScript() {
        return """
                {"turns": {"slow": [{"waitForCancel": true}], "*": [{"say": "fine"}]}}
                """;
    }

    @Test
    void aCancelRightBehindItsTurnEndsItCancelled() {
        Chats.Opened opened = Chats.open(owner, work, ahp.server.testing.ScriptedAcpAgent.ID);
        String turnId = UUID.randomUUID().toString();
        owner.dispatch(opened.chat(), Chats.turnStarted(turnId, "slow"));
        owner.dispatch(opened.chat(), JSON.createObjectNode().put("type", "chat/turnCancelled").put("turnId", turnId));
        JsonNode cancelled = owner.envelopeOfType(opened.chat(), "chat/turnCancelled");
        assertFalse(cancelled.has("rejectionReason"), cancelled.toString());
        JsonNode state = owner.request("subscribe", params(opened.chat())).path("result").path("snapshot").path("state");
        JsonNode turns = state.path("turns");
        assertEquals(turnId, turns.get(turns.size() - 1).path("id").asString(), state.toString());
        assertEquals("cancelled", turns.get(turns.size() - 1).path("state").asString(), state.toString());
        String next = Chats.send(owner, opened.chat(), "after");
        assertEquals("chat/turnComplete", Chats.untilEnd(owner, opened.chat(), next).getLast().path("action").path("type").asString());
    }
}
