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
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import tools.jackson.databind.JsonNode;

/**
 * After a restart, the chat's next turn loads the agent's session; whatever order the agent replays
 * in (all before its {@code session/load} answer as ACP has it, all after, or split as Gemini CLI
 * does: its session context before the answer and the rest after), no replayed line is reported, or
 * kept, as that turn's: the turn holds only what the agent said for its prompt.
 */
class AcpLateReplayThroughDaemonTest extends AgentDaemonCase {

    /** How many lines of the first answer the agent replays, as many as Gemini CLI replayed in issue 41. */
    private static final int LINES = 50;

    /**
     * The script's {@code lateLoad}: {@code false} (all before the answer), {@code true} (all after) or
     * how many updates come before it. The load plays only after the restart, which writes the script again.
     */
    private String lateLoad = "false";

    @Override
    protected String agentScript() {
        String lines = IntStream.rangeClosed(1, LINES).mapToObj(n -> """
                {"update": {"sessionUpdate": "agent_message_chunk", "content": {"type": "text", "text": "replayed line %d\\n"}}}"""
                .formatted(n)).collect(Collectors.joining(",\n"));
        return """
                {"loadSession": true, "lateLoad": %s,
                 "load": [
                   {"update": {"sessionUpdate": "user_message_chunk", "content": {"type": "text", "text": "<session_context>a folder</session_context>"}}},
                   {"update": {"sessionUpdate": "user_message_chunk", "content": {"type": "text", "text": "first"}}},
                   %s,
                   {"update": {"sessionUpdate": "tool_call", "toolCallId": "tc-old", "title": "ls", "kind": "execute", "status": "completed"}}
                 ],
                 "turns": {
                   "first": [{"say": "the first answer"},
                             {"update": {"sessionUpdate": "tool_call", "toolCallId": "tc-old", "title": "ls", "kind": "execute", "status": "completed"}}],
                   "second": [{"say": "the second answer"}]
                 }}
                """.formatted(lateLoad, lines);
    }

    @ParameterizedTest(name = "lateLoad {0}")
    @ValueSource(strings = {"false", "true", "1"})
    void noReplayedLineIsTheNextTurnsWhateverOrderTheAgentReplaysIn(String order) {
        Chats.Opened opened = Chats.open(owner, work, ScriptedAcpAgent.ID);
        untilEnd(owner, opened.chat(), send(owner, opened.chat(), "first"));

        lateLoad = order;
        restart();
        owner.request("subscribe", params(opened.session()));
        owner.request("subscribe", params(opened.chat()));
        List<JsonNode> turn = untilEnd(owner, opened.chat(), send(owner, opened.chat(), "second"));
        assertEquals("chat/turnComplete", turn.getLast().path("action").path("type").asString(), turn.toString());
        assertEquals("the second answer", Chats.said(turn), "no replayed line is this turn's: " + turn);
        assertFalse(turn.toString().contains("tc-old"), "nor its tool call: " + turn);

        JsonNode chat = owner.request("subscribe", params(opened.chat())).path("result").path("snapshot").path("state");
        JsonNode last = chat.path("turns").get(chat.path("turns").size() - 1);
        assertEquals(1, last.path("responseParts").size(), "kept with its own answer only: " + last);
        assertTrue(last.toString().contains("the second answer"), last.toString());
    }
}
