package ahp.server.backends;

import static ahp.server.testing.AhpTestClient.params;
import static ahp.server.testing.Chats.send;
import static ahp.server.testing.Chats.untilEnd;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import ahp.server.sessions.AgentDaemonCase;
import ahp.server.testing.Chats;
import ahp.server.testing.ScriptedAcpAgent;
import java.util.List;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;

/**
 * After a restart, the chat's next turn loads the agent's session; an agent that answers
 * {@code session/load} first and replays after (as Gemini CLI does) does not get its replay reported,
 * or kept, as that turn's: the turn holds only what the agent said for its prompt.
 */
class AcpLateReplayThroughDaemonTest extends AgentDaemonCase {

    @Override
    protected String agentScript() {
        return """
                {"loadSession": true, "lateLoad": true,
                 "load": [
                   {"update": {"sessionUpdate": "user_message_chunk", "content": {"type": "text", "text": "first"}}},
                   {"update": {"sessionUpdate": "agent_message_chunk", "content": {"type": "text", "text": "the first answer"}}},
                   {"update": {"sessionUpdate": "tool_call", "toolCallId": "tc-old", "title": "ls", "kind": "execute", "status": "completed"}}
                 ],
                 "turns": {
                   "first": [{"say": "the first answer"},
                             {"update": {"sessionUpdate": "tool_call", "toolCallId": "tc-old", "title": "ls", "kind": "execute", "status": "completed"}}],
                   "second": [{"say": "the second answer"}]
                 }}
                """;
    }

    @Test
    void aReplayAfterTheLoadAnswerIsNotTheNextTurns() {
        Chats.Opened opened = Chats.open(owner, work, ScriptedAcpAgent.ID);
        untilEnd(owner, opened.chat(), send(owner, opened.chat(), "first"));

        restart();
        owner.request("subscribe", params(opened.session()));
        owner.request("subscribe", params(opened.chat()));
        List<JsonNode> turn = untilEnd(owner, opened.chat(), send(owner, opened.chat(), "second"));
        assertEquals("chat/turnComplete", turn.getLast().path("action").path("type").asString(), turn.toString());
        assertTrue(turn.toString().contains("the second answer"), turn.toString());
        assertFalse(turn.toString().contains("the first answer"), "the late replay is not this turn's: " + turn);
        assertFalse(turn.toString().contains("tc-old"), "nor its tool call: " + turn);

        JsonNode chat = owner.request("subscribe", params(opened.chat())).path("result").path("snapshot").path("state");
        JsonNode last = chat.path("turns").get(chat.path("turns").size() - 1);
        assertEquals(1, last.path("responseParts").size(), "kept with its own answer only: " + last);
    }
}
