package ahp.server.sessions;

import static ahp.server.testing.AhpTestClient.params;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import ahp.server.testing.AhpTestClient;
import ahp.server.testing.Chats;
import ahp.server.testing.ScriptedAcpAgent;
import java.util.List;
import java.util.UUID;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;

/**
 * A session created with no working directory ({@code workingDirectories} is optional) works in the
 * home folder: its agent starts there and is told so, its {@code !} commands and its agent's terminals
 * run there, and no message says {@code null}. VS Code's own protocol tests create most of their
 * sessions so: {@code createAndSubscribeSession} sends {@code workingDirectory} only when a test gives
 * one ({@code src/vs/platform/agentHost/test/node/protocol/testHelpers.ts}).
 */
class NoWorkingDirectoryTest extends AgentDaemonCase {

    @Override
    protected String agentScript() {
        return """
                {"turns": {"*": [{"cwd": true},
                                 {"create": {"command": "pwd"}, "as": "t1"}, {"wait": "t1"}, {"output": "t1"}]}}
                """;
    }

    @Test
    void anAgentSessionWithNoFolderWorksInTheHomeFolder() {
        String session = ScriptedAcpAgent.ID + ":/" + UUID.randomUUID();
        assertFalse(owner.request("createSession", params(session)).has("error"));
        String chat = owner.request("subscribe", params(session)).path("result").path("snapshot").path("state")
                .path("defaultChat").asString();
        owner.request("subscribe", params(chat));
        List<JsonNode> turn = Chats.untilEnd(owner, chat, Chats.send(owner, chat, "where are you?"));
        String text = turn.toString();
        assertEquals("chat/turnComplete", turn.getLast().path("action").path("type").asString(), text);
        String home = this.home.toString();
        assertTrue(text.contains("cwd: " + home + " session: " + home), "the agent starts in the home folder: " + text);
        assertTrue(text.contains(home + "\\n"), "its terminal runs there too: " + text);
        assertFalse(text.contains("directory null") || text.contains("agentStartFailed"), text);

        List<JsonNode> command = Chats.untilEnd(owner, chat, Chats.send(owner, chat, "!pwd"));
        assertTrue(Chats.text(Chats.result(command)).contains(home), command.toString());
    }

    @Test
    void aLocalSessionWithNoFolderRunsItsCommandsInTheHomeFolder() {
        String session = "local:/" + UUID.randomUUID();
        try (AhpTestClient other = AhpTestClient.initialized(daemon.uri(), ahp.server.testing.TestDaemon.OWNER, "o", "1.1.0")) {
            assertFalse(other.request("createSession", params(session)).has("error"));
            String chat = other.request("subscribe", params(session)).path("result").path("snapshot").path("state")
                    .path("defaultChat").asString();
            other.request("subscribe", params(chat));
            List<JsonNode> command = Chats.untilEnd(other, chat, Chats.send(other, chat, "!pwd"));
            assertTrue(Chats.text(Chats.result(command)).contains(home.toString()), command.toString());
        }
    }
}
