package ahp.server.sessions;

import static ahp.server.testing.AhpTestClient.JSON;
import static ahp.server.testing.AhpTestClient.ROOT;
import static ahp.server.testing.AhpTestClient.params;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import ahp.server.daemon.TerminalsMode;
import ahp.server.testing.AhpTestClient;
import ahp.server.testing.Chats;
import ahp.server.testing.TestDaemon;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ObjectNode;

/**
 * The client actions VS Code's Agents window dispatches on a session and its chats, through the
 * daemon's WebSocket: read and archived state (kept across a restart), a rename sent on the chat's
 * channel (as 1.141 sends it), and the active client, which only a client itself may set and which
 * goes when that client comes back without the session among its subscriptions. The action shapes
 * are the schema's ({@code actions.schema.json}: {@code SessionIsReadChangedAction},
 * {@code ChatIsReadChangedAction}, {@code SessionActiveClientSetAction}).
 */
class ClientStateActionsTest extends SessionDaemonCase {

    private static final int IS_READ = 32;
    private static final int IS_ARCHIVED = 64;

    @Override
    protected TestDaemon daemon() {
        return TestDaemon.withSessions(TerminalsMode.PIPES, home, store, Duration.ofSeconds(20));
    }

    @Test
    void readAndArchivedStateOfASessionAndAChatIsTakenAndKeptAcrossARestart() {
        Chats.Opened opened = Chats.open(owner, work);
        accepted(opened.session(), JSON.createObjectNode().put("type", "session/isReadChanged").put("isRead", true));
        accepted(opened.session(), JSON.createObjectNode().put("type", "session/isArchivedChanged").put("isArchived", true));
        accepted(opened.chat(), JSON.createObjectNode().put("type", "chat/isReadChanged").put("isRead", true));
        JsonNode chatUpdated = owner.envelopeOfType(opened.session(), "session/chatUpdated").path("action");
        assertEquals(IS_READ, chatUpdated.path("changes").path("status").asInt() & IS_READ, chatUpdated.toString());
        assertFlags(opened, IS_READ | IS_ARCHIVED, IS_READ);

        restart();
        assertFlags(opened, IS_READ | IS_ARCHIVED, IS_READ);
        owner.request("subscribe", params(opened.session()));
        owner.request("subscribe", params(opened.chat()));
        accepted(opened.session(), JSON.createObjectNode().put("type", "session/isArchivedChanged").put("isArchived", false));
        accepted(opened.chat(), JSON.createObjectNode().put("type", "chat/isArchivedChanged").put("isArchived", true));
        assertFlags(opened, IS_READ, IS_READ | IS_ARCHIVED);
    }

    /**
     * {@code createSession} as older VS Code builds send it, with one {@code workingDirectory}
     * ({@code src/vs/platform/agentHost/browser/remoteAgentHostProtocolClient.ts} at 02a3079b): the
     * session works in that folder, not the daemon's default one.
     */
    @Test
    void aSingleWorkingDirectoryIsTheSessionsFolder() {
        String session = "ahp-session:/" + java.util.UUID.randomUUID();
        JsonNode created = owner.request("createSession", params(session).put("workingDirectory", work.toUri().toString()));
        assertFalse(created.has("error"), created.toString());
        JsonNode state = owner.request("subscribe", params(session)).path("result").path("snapshot").path("state");
        assertEquals(work.toUri().toString(), state.path("workingDirectories").get(0).asString(), state.toString());
    }

    @Test
    void aRenameSentOnTheChatsChannelRenamesTheSession() {
        Chats.Opened opened = Chats.open(owner, work);
        owner.request("subscribe", params(opened.session()));
        accepted(opened.chat(), JSON.createObjectNode().put("type", "session/titleChanged").put("title", "Fix the build"));
        JsonNode renamed = owner.envelopeOfType(opened.session(), "session/titleChanged").path("action");
        assertEquals("Fix the build", renamed.path("title").asString());
        JsonNode listed = owner.request("listSessions", params(ROOT)).path("result").path("items").get(0);
        assertEquals("Fix the build", listed.path("title").asString(), listed.toString());
    }

    @Test
    void aClientSetsOnlyItselfActiveAndStopsBeingActiveWhenItComesBackWithoutTheSession() {
        Chats.Opened opened = Chats.open(owner, work);
        long seen;
        try (AhpTestClient window = AhpTestClient.initialized(daemon.uri(), TestDaemon.OWNER, "window-1", "0.9.0")) {
            window.request("subscribe", params(opened.session()));
            ObjectNode set = JSON.createObjectNode().put("type", "session/activeClientSet");
            set.putObject("activeClient").put("clientId", "window-1").putArray("tools");
            window.dispatch(opened.session(), set);
            JsonNode echo = window.envelopeOfType(opened.session(), "session/activeClientSet");
            assertFalse(echo.has("rejectionReason"), echo.toString());
            ObjectNode other = JSON.createObjectNode().put("type", "session/activeClientSet");
            other.putObject("activeClient").put("clientId", "somebody-else").putArray("tools");
            window.dispatch(opened.session(), other);
            JsonNode refused = window.envelope(opened.session(), e -> e.has("rejectionReason"));
            assertTrue(refused.path("rejectionReason").asString().contains("only itself"), refused.toString());
            seen = echo.path("serverSeq").asLong();
        }
        JsonNode state = owner.request("subscribe", params(opened.session())).path("result").path("snapshot").path("state");
        assertEquals(List.of("window-1"), state.path("activeClients").valueStream()
                .map(client -> client.path("clientId").asString()).toList(), state.toString());
        try (AhpTestClient again = AhpTestClient.connect(daemon.uri(), TestDaemon.OWNER)) {
            ObjectNode reconnect = JSON.createObjectNode().put("clientId", "window-1").put("lastSeenServerSeq", seen);
            reconnect.putArray("subscriptions").add(ROOT);
            assertFalse(again.request("reconnect", reconnect).has("error"));
        }
        JsonNode removed = owner.envelopeOfType(opened.session(), "session/activeClientRemoved").path("action");
        assertEquals("window-1", removed.path("clientId").asString(), removed.toString());
        JsonNode after = owner.request("subscribe", params(opened.session())).path("result").path("snapshot").path("state");
        assertTrue(after.path("activeClients").isEmpty(), after.toString());
    }

    private void accepted(String channel, ObjectNode action) {
        owner.dispatch(channel, action);
        JsonNode echo = owner.envelopeOfType(channel, action.path("type").asString());
        assertFalse(echo.has("rejectionReason"), echo.toString());
    }

    private void assertFlags(Chats.Opened opened, int sessionFlags, int chatFlags) {
        JsonNode listed = owner.request("listSessions", params(ROOT)).path("result").path("items").get(0);
        assertEquals(sessionFlags, listed.path("status").asInt() & (IS_READ | IS_ARCHIVED), listed.toString());
        JsonNode session = owner.request("subscribe", params(opened.session())).path("result").path("snapshot").path("state");
        assertEquals(sessionFlags, session.path("status").asInt() & (IS_READ | IS_ARCHIVED), session.toString());
        JsonNode chat = owner.request("subscribe", params(opened.chat())).path("result").path("snapshot").path("state");
        assertEquals(chatFlags, chat.path("status").asInt() & (IS_READ | IS_ARCHIVED), chat.toString());
        JsonNode summary = session.path("chats").get(0);
        assertEquals(chatFlags, summary.path("status").asInt() & (IS_READ | IS_ARCHIVED), summary.toString());
    }
}
