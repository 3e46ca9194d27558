package ahp.server.client;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import ahp.cli.SessionChat;
import ahp.cli.UnwatchedCommands;
import ahp.client.HostConnection;
import ahp.server.sessions.AgentDaemonCase;
import ahp.server.testing.Chats;
import ahp.server.testing.ScriptedAcpAgent;
import ahp.server.testing.TestDaemon;
import java.io.BufferedReader;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.io.StringReader;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

/**
 * {@code ahp chat} with an agent (the scripted ACP agent behind a real daemon): the prompt starts a
 * line of its own after an answer that did not end one, and a command the agent ran in its own
 * process (an {@code execute} call with no terminal) tells the person, once, that nobody could watch it.
 */
class AgentChatTest extends AgentDaemonCase {

    @Override
    protected String agentScript() {
        return """
                {"turns": {
                  "run": [
                    {"update": {"sessionUpdate": "tool_call", "toolCallId": "c1", "title": "ls", "kind": "execute", "status": "in_progress"}},
                    {"update": {"sessionUpdate": "tool_call_update", "toolCallId": "c1", "status": "completed"}},
                    {"update": {"sessionUpdate": "tool_call", "toolCallId": "c2", "title": "pwd", "kind": "execute", "status": "in_progress"}},
                    {"update": {"sessionUpdate": "tool_call_update", "toolCallId": "c2", "status": "completed"}},
                    {"say": "done"}
                  ],
                  "read": [
                    {"update": {"sessionUpdate": "tool_call", "toolCallId": "r1", "title": "Read", "kind": "read", "status": "completed"}},
                    {"say": "read"}
                  ]
                }}
                """;
    }

    @Test
    void thePromptStartsItsOwnLineAndAnUnwatchedCommandIsSaidOnce() throws Exception {
        String out = chat("run\nrun\n");
        assertTrue(out.contains("done\n> "), "the prompt on a line of its own: " + out);
        assertFalse(out.contains("done> "), out);
        assertEquals(1, out.split(java.util.regex.Pattern.quote(UnwatchedCommands.WARNING), -1).length - 1,
                "said once, for the first command that ran where nobody could watch it: " + out);
    }

    @Test
    void callsThatAreNotCommandsAreNotWarnedAbout() throws Exception {
        String out = chat("read\n");
        assertTrue(out.contains("read"), out);
        assertFalse(out.contains(UnwatchedCommands.WARNING), out);
    }

    private String chat(String lines) throws Exception {
        Chats.Opened opened = Chats.open(owner, work, ScriptedAcpAgent.ID);
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        PrintStream out = new PrintStream(bytes, true, StandardCharsets.UTF_8);
        try (HostConnection host = HostConnection.open(daemon.uri(), TestDaemon.OWNER, null, "ahp", true)) {
            new SessionChat(host, opened.chat(), out).run(new BufferedReader(new StringReader(lines)), true);
        }
        return bytes.toString(StandardCharsets.UTF_8);
    }
}
