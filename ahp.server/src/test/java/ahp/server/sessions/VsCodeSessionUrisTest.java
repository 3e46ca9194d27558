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
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.Base64;
import java.util.List;
import java.util.UUID;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ObjectNode;

/**
 * The session and chat URIs VS Code's builds use, through the daemon's WebSocket. VS Code 1.141
 * names a session {@code <provider>:/<uuid>} ({@code AgentSession.uri}: "The URI scheme is the
 * provider name", {@code src/vs/platform/agentHost/common/agentService.ts}) and reads a listed
 * session's provider from its scheme; some builds derive the default chat as
 * {@code ahp-chat://default/<base64url(session URI)>} ({@code buildDefaultChatUri},
 * {@code src/vs/platform/agentHost/common/state/sessionState.ts}); a window is
 * {@code clientInfo.name} {@code vscode-agents-window}
 * ({@code src/vs/platform/agentHost/common/agentHostClientInfo.ts}) and newer ones declare
 * {@code _meta["vscode.ahpSessionUris"]}.
 */
class VsCodeSessionUrisTest extends SessionDaemonCase {

    @Override
    protected TestDaemon daemon() {
        return TestDaemon.withSessions(TerminalsMode.PIPES, home, store, Duration.ofSeconds(20));
    }

    @Test
    void aWindowOf1141NamesTheSessionByItsProviderAndDerivesItsChat() {
        try (AhpTestClient window = window("window-1141", null)) {
            String id = UUID.randomUUID().toString();
            String session = "local:/" + id;
            ObjectNode create = params(session).put("provider", "local");
            create.putArray("workingDirectories").add(work.toUri().toString());
            assertFalse(window.request("createSession", create).has("error"));
            JsonNode added = window.take(m -> "root/sessionAdded".equals(m.path("method").asString("")));
            assertEquals(session, added.path("params").path("summary").path("resource").asString(), added.toString());

            JsonNode snapshot = window.request("subscribe", params(session)).path("result").path("snapshot");
            assertEquals(session, snapshot.path("resource").asString(), snapshot.toString());
            String chat = derived(session);
            assertEquals(chat, snapshot.path("state").path("defaultChat").asString(), snapshot.toString());
            JsonNode chatSnapshot = window.request("subscribe", params(chat)).path("result").path("snapshot");
            assertEquals(chat, chatSnapshot.path("resource").asString(), chatSnapshot.toString());

            String turn = Chats.send(window, chat, "!echo spelled-$((6*7))");
            List<JsonNode> envelopes = Chats.untilEnd(window, chat, turn);
            assertEquals("chat/turnComplete", envelopes.getLast().path("action").path("type").asString(), envelopes.toString());
            assertTrue(envelopes.toString().contains("spelled-42"), envelopes.toString());

            JsonNode listed = window.request("listSessions", params(ROOT)).path("result").path("items").get(0);
            assertEquals(session, listed.path("resource").asString(), listed.toString());
            JsonNode ownList = owner.request("listSessions", params(ROOT)).path("result").path("items").get(0);
            assertEquals("ahp-session:/" + id, ownList.path("resource").asString(), ownList.toString());
            JsonNode ownChat = owner.request("subscribe", params("ahp-chat:/" + id));
            assertFalse(ownChat.has("error"), "the host's own name of the chat answers too: " + ownChat);

            assertFalse(window.request("disposeSession", params(session)).has("error"));
            JsonNode removed = window.take(m -> "root/sessionRemoved".equals(m.path("method").asString("")));
            assertEquals(session, removed.path("params").path("session").asString(), removed.toString());
        }
    }

    @Test
    void aSessionTheHostNamedIsListedByProviderToAnOldWindowAndAnswersToThatName() {
        Chats.Opened opened = Chats.open(owner, work);
        String id = opened.session().substring("ahp-session:/".length());
        try (AhpTestClient window = window("window-old", null)) {
            JsonNode listed = window.request("listSessions", params(ROOT)).path("result").path("items").get(0);
            assertEquals("local:/" + id, listed.path("resource").asString(), listed.toString());
            JsonNode state = window.request("subscribe", params("local:/" + id)).path("result").path("snapshot");
            assertEquals("local:/" + id, state.path("resource").asString(), state.toString());
            JsonNode wrongProvider = window.request("subscribe", params("copilot:/" + id));
            assertTrue(wrongProvider.has("error"), "a scheme that is no provider of the session names nothing: " + wrongProvider);
        }
    }

    @Test
    void aWindowThatDeclaresSessionUrisSeesTheHostsNamesAndHearsItBack() {
        Chats.Opened opened = Chats.open(owner, work);
        try (AhpTestClient window = AhpTestClient.connect(daemon.uri(), TestDaemon.OWNER)) {
            ObjectNode init = initialize("window-main");
            init.putObject("_meta").put("vscode.ahpSessionUris", true);
            JsonNode result = window.request("initialize", init).path("result");
            assertTrue(result.path("_meta").path("vscode.ahpSessionUris").asBoolean(false), result.toString());
            JsonNode listed = window.request("listSessions", params(ROOT)).path("result").path("items").get(0);
            assertEquals(opened.session(), listed.path("resource").asString(), listed.toString());
            String chat = derived(opened.session());
            JsonNode chatSnapshot = window.request("subscribe", params(chat)).path("result").path("snapshot");
            assertEquals(chat, chatSnapshot.path("resource").asString(), "the derived default chat answers: " + chatSnapshot);
        }
    }

    @Test
    void aReconnectingWindowKeepsItsNamesForWhatItMissed() {
        String id = UUID.randomUUID().toString();
        String session = "local:/" + id;
        String chat = derived(session);
        long seen;
        try (AhpTestClient window = window("window-away", null)) {
            ObjectNode create = params(session).put("provider", "local");
            create.putArray("workingDirectories").add(work.toUri().toString());
            assertFalse(window.request("createSession", create).has("error"));
            window.request("subscribe", params(session));
            seen = window.request("subscribe", params(chat)).path("result").path("snapshot").path("fromSeq").asLong();
        }
        owner.request("subscribe", params("ahp-chat:/" + id));
        String turn = Chats.send(owner, "ahp-chat:/" + id, "!echo while-away");
        Chats.untilEnd(owner, "ahp-chat:/" + id, turn);
        try (AhpTestClient back = AhpTestClient.connect(daemon.uri(), TestDaemon.OWNER)) {
            ObjectNode reconnect = JSON.createObjectNode().put("clientId", "window-away").put("lastSeenServerSeq", seen);
            reconnect.putArray("subscriptions").add(ROOT).add(session).add(chat);
            JsonNode result = back.request("reconnect", reconnect).path("result");
            assertFalse(result.isMissingNode(), result.toString());
            String text = result.toString();
            assertTrue(text.contains(chat), "what it missed is on the chat it knows: " + text);
            assertFalse(text.contains("\"ahp-chat:/" + id + "\""), text);
            assertTrue(text.contains("chat/turnComplete"), text);
        }
    }

    @Test
    void aChatIsCreatedUnderTheUriVsCodeDerivesForIt() {
        Chats.Opened opened = Chats.open(owner, work);
        String second = "ahp-chat://chat-2/" + encode(opened.session());
        ObjectNode create = params(opened.session()).put("chat", second);
        assertFalse(owner.request("createChat", create).has("error"));
        assertFalse(owner.request("subscribe", params(second)).has("error"));
        ObjectNode elsewhere = params(opened.session()).put("chat", "ahp-chat://chat-3/" + encode("ahp-session:/other"));
        JsonNode refused = owner.request("createChat", elsewhere);
        assertEquals(-32602, refused.path("error").path("code").asInt(), refused.toString());
        restart();
        assertFalse(owner.request("subscribe", params(second)).has("error"), "the chat is kept under its name");
    }

    private AhpTestClient window(String clientId, Boolean sessionUris) {
        AhpTestClient window = AhpTestClient.connect(daemon.uri(), TestDaemon.OWNER);
        ObjectNode init = initialize(clientId);
        if (sessionUris != null) {
            init.putObject("_meta").put("vscode.ahpSessionUris", sessionUris);
        }
        JsonNode result = window.request("initialize", init);
        if (result.has("error")) {
            throw new AssertionError(result.toString());
        }
        return window;
    }

    /** {@code initialize} as the Agents window of 1.141 sends it (its offer, its clientInfo). */
    private static ObjectNode initialize(String clientId) {
        ObjectNode init = params(ROOT).put("clientId", clientId);
        init.putArray("protocolVersions").add("0.10.0").add("0.9.0").add("0.7.0").add("0.6.0").add("0.5.2").add("0.5.1");
        init.putObject("clientInfo").put("name", "vscode-agents-window").put("title", "VS Code Agents Window");
        init.putArray("initialSubscriptions").add(ROOT);
        return init;
    }

    private static String derived(String session) {
        return "ahp-chat://default/" + encode(session);
    }

    private static String encode(String text) {
        return Base64.getUrlEncoder().withoutPadding().encodeToString(text.getBytes(StandardCharsets.UTF_8));
    }
}
