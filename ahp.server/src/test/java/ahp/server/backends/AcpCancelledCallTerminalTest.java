package ahp.server.backends;

import static ahp.server.testing.AhpTestClient.JSON;
import static ahp.server.testing.AhpTestClient.params;
import static ahp.server.testing.Chats.send;
import static ahp.server.testing.Terminals.row;
import static ahp.server.testing.Terminals.rootList;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import ahp.server.sessions.AgentDaemonCase;
import ahp.server.testing.Chats;
import ahp.server.testing.ScriptedAcpAgent;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;

/**
 * A call's terminal still opens after its turn was cancelled, as claude-code-acp's did: the agent
 * runs a command in a host terminal ({@code terminal/create}) on its call, a person watches it, cancels
 * the turn, and the agent kills and releases the terminal. The reducer drops a cancelled call's
 * content, so no call names the terminal any more; a subscribe to its URI is still answered, exited,
 * with what it printed, before and after a restart.
 */
class AcpCancelledCallTerminalTest extends AgentDaemonCase {

    @Override
    protected String agentScript() {
        return """
                {"turns": {"*": [
                  {"update": {"sessionUpdate": "tool_call", "toolCallId": "tc1", "title": "sleep", "kind": "execute", "status": "in_progress"}},
                  {"create": {"command": "sh", "args": ["-c", "echo cancelled-call-out; sleep 60"]}, "as": "t1"},
                  {"update": {"sessionUpdate": "tool_call_update", "toolCallId": "tc1", "content": [{"type": "terminal", "terminalId": "${t1}"}]}},
                  {"untilCancel": true},
                  {"kill": "t1"},
                  {"wait": "t1"},
                  {"release": "t1"}
                ]}}
                """;
    }

    @Test
    void aCancelledCallsTerminalStillOpensWithWhatItPrinted() {
        Chats.Opened opened = Chats.open(owner, work, ScriptedAcpAgent.ID);
        String turnId = send(owner, opened.chat(), "go");
        JsonNode content = owner.envelope(opened.chat(), e -> "chat/toolCallContentChanged".equals(
                e.path("action").path("type").asString("")) && e.path("action").path("content").toString().contains("terminal"));
        String terminal = content.path("action").path("content").get(0).path("resource").asString();
        JsonNode live = owner.request("subscribe", params(terminal)).path("result").path("snapshot").path("state");
        if (!ahp.server.testing.Terminals.text(live).contains("cancelled-call-out")) {
            ahp.server.testing.Terminals.awaitOutput(owner, terminal, "cancelled-call-out");
        }

        owner.dispatch(opened.chat(), JSON.createObjectNode().put("type", "chat/turnCancelled").put("turnId", turnId)
                .put("duration", 1));
        rootList(owner, rows -> row(rows, terminal).isMissingNode());
        JsonNode chat = owner.request("subscribe", params(opened.chat())).path("result").path("snapshot").path("state");
        assertEquals("cancelled", chat.path("turns").get(0).path("state").asString(), chat.toString());
        assertFalse(chat.toString().contains(terminal), "the reducer dropped the cancelled call's content: " + chat);

        assertOpens(terminal);
        restart();
        assertOpens(terminal);
    }

    private void assertOpens(String terminal) {
        JsonNode answer = owner.request("subscribe", params(terminal));
        JsonNode state = answer.path("result").path("snapshot").path("state");
        assertTrue(ahp.server.testing.Terminals.text(state).contains("cancelled-call-out"), answer.toString());
        assertEquals("exited", state.path("lifecycle").path("status").asString(), state.toString());
    }
}
