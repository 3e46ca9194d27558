package ahp.server.mcp;

import static ahp.server.testing.AhpTestClient.params;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import ahp.server.daemon.TerminalsMode;
import ahp.server.sessions.SessionDaemonCase;
import ahp.server.testing.AhpTestClient;
import ahp.server.testing.Chats;
import ahp.server.testing.TestDaemon;
import ahp.server.testing.WsClient;
import java.time.Duration;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ObjectNode;

/**
 * A credential the host mints for one chat's tools: it signs in, lists and calls that chat's tools and
 * nothing else (no other chat, no terminal, no session), answers a call outside an agent's turn with a
 * result the model reads, and stops signing in when its chat is disposed.
 */
class ChatCredentialTest extends SessionDaemonCase {

    @Override
    protected TestDaemon daemon() {
        return TestDaemon.withSessions(TerminalsMode.PIPES, home, store, Duration.ofSeconds(20));
    }

    @Test
    void aMintedCredentialIsGoodForItsChatsToolsOnlyAndDiesWithIt() {
        Chats.enableAgentTools(owner);
        Chats.Opened mine = Chats.open(owner, work);
        Chats.Opened other = Chats.open(owner, work);
        String token = TestDaemon.USERS.chatCredentials().mint(mine.chat());
        try (AhpTestClient tools = AhpTestClient.initialized(daemon.uri(), token, "tools", "0.9.0")) {
            JsonNode listed = tools.request("ahpd/listTools", params(mine.chat()));
            assertTrue(listed.path("result").path("tools").size() >= 6, listed.toString());
            assertEquals(-32009, tools.request("ahpd/listTools", params(other.chat())).path("error").path("code").asInt());
            assertEquals(-32009, tools.request("ahpd/callTool", call(other.chat())).path("error").path("code").asInt());
            assertEquals(-32009, tools.request("createTerminal", params("ahp-terminal:/x")).path("error").path("code").asInt());
            assertEquals(-32009, tools.request("listSessions", params("ahp-root://")).path("error").path("code").asInt());
            JsonNode outside = tools.request("ahpd/callTool", call(mine.chat())).path("result");
            assertTrue(outside.path("isError").asBoolean(false), outside.toString());
            assertTrue(outside.toString().contains("No turn of the agent is running"), outside.toString());
        }
        assertEquals(-1, WsClient.refusedStatus(daemon.uri(), token), "it signs in while its chat is there");
        owner.request("disposeChat", params(mine.chat()));
        assertEquals(401, WsClient.refusedStatus(daemon.uri(), token), "and no longer once it went");
    }

    private static ObjectNode call(String chat) {
        ObjectNode call = params(chat).put("name", "bash");
        call.putObject("arguments").put("command", "echo never");
        return call;
    }
}
