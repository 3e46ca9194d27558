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
 * One name per session, through the daemon's WebSocket: the URI its creator chose is its name for
 * every client, in every message, and after a restart. VS Code 1.141 names a session
 * {@code <provider>:/<uuid>} ({@code AgentSession.uri}: "The URI scheme is the provider name",
 * {@code src/vs/platform/agentHost/common/agentService.ts}); VS Code's own protocol tests create
 * {@code mock:/test-session-N} and subscribe to the chat {@code buildDefaultChatUri} derives from the
 * {@code resource} of {@code root/sessionAdded}
 * ({@code src/vs/platform/agentHost/test/node/protocol/testHelpers.ts}, {@code createAndSubscribeSession});
 * {@code buildDefaultChatUri} is {@code ahp-chat://default/<base64url(session URI)>}
 * ({@code src/vs/platform/agentHost/common/state/sessionState.ts}). What a client sees does not depend
 * on the {@code clientInfo} it names.
 */
class VsCodeSessionUrisTest extends SessionDaemonCase {

    @Override
    protected TestDaemon daemon() {
        return TestDaemon.withSessions(TerminalsMode.PIPES, home, store, Duration.ofSeconds(20));
    }

    @Test
    void theNameItsCreatorChoseIsItsNameForEveryClientAndAfterARestart() {
        String id = UUID.randomUUID().toString();
        String session = "local:/" + id;
        String chat = derived(session);
        try (AhpTestClient window = window("window-1141", null);
                AhpTestClient other = AhpTestClient.initialized(daemon.uri(), TestDaemon.OWNER, "other", "1.1.0")) {
            other.request("subscribe", params(ROOT));
            ObjectNode create = params(session).put("provider", "local");
            create.putArray("workingDirectories").add(work.toUri().toString());
            assertFalse(window.request("createSession", create).has("error"));
            for (AhpTestClient client : List.of(window, other)) {
                JsonNode added = client.take(m -> "root/sessionAdded".equals(m.path("method").asString("")));
                assertEquals(session, added.path("params").path("summary").path("resource").asString(), added.toString());
                assertEquals(chat, added.path("params").path("summary").path("defaultChat").asString(), added.toString());
                JsonNode snapshot = client.request("subscribe", params(session)).path("result").path("snapshot");
                assertEquals(session, snapshot.path("resource").asString(), snapshot.toString());
                assertEquals(chat, snapshot.path("state").path("defaultChat").asString(), snapshot.toString());
                JsonNode chatSnapshot = client.request("subscribe", params(chat)).path("result").path("snapshot");
                assertEquals(chat, chatSnapshot.path("resource").asString(), chatSnapshot.toString());
            }

            String turn = Chats.send(window, chat, "!echo named-$((6*7))");
            assertTrue(Chats.untilEnd(other, chat, turn).toString().contains("named-42"));
            other.take(m -> "root/sessionSummaryChanged".equals(m.path("method").asString(""))
                    && session.equals(m.path("params").path("session").asString()));
            for (AhpTestClient client : List.of(window, other)) {
                JsonNode listed = client.request("listSessions", params(ROOT)).path("result").path("items").get(0);
                assertEquals(session, listed.path("resource").asString(), listed.toString());
                String everything = client.received().toString();
                assertFalse(everything.contains("ahp-session:/" + id), "no other name of the session: " + everything);
                assertFalse(everything.contains("ahp-chat:/" + id), "no other name of the chat: " + everything);
            }
        }
        restart();
        JsonNode listed = owner.request("listSessions", params(ROOT)).path("result").path("items").get(0);
        assertEquals(session, listed.path("resource").asString(), listed.toString());
        JsonNode chatSnapshot = owner.request("subscribe", params(chat)).path("result").path("snapshot");
        assertEquals(chat, chatSnapshot.path("resource").asString(), chatSnapshot.toString());
        assertFalse(owner.request("disposeSession", params(session)).has("error"));
        JsonNode removed = owner.take(m -> "root/sessionRemoved".equals(m.path("method").asString("")));
        assertEquals(session, removed.path("params").path("session").asString(), removed.toString());
    }

    @Test
    void aSessionNamedTheProtocolsWayIsNamedSoForAVsCodeWindowToo() {
        Chats.Opened opened = Chats.open(owner, work);
        assertEquals(derived(opened.session()), opened.chat(), "its default chat is named the derived way");
        try (AhpTestClient old = window("window-old", null); AhpTestClient declared = window("window-main", true)) {
            for (AhpTestClient window : List.of(old, declared)) {
                JsonNode listed = window.request("listSessions", params(ROOT)).path("result").path("items").get(0);
                assertEquals(opened.session(), listed.path("resource").asString(), listed.toString());
            }
        }
    }

    @Test
    void aSchemeThatIsNotItsProviderAndAnIdInUseAreRefused() {
        String id = UUID.randomUUID().toString();
        JsonNode mismatched = owner.request("createSession", params("local:/" + id).put("provider", "nonexistent"));
        assertEquals(-32002, mismatched.path("error").path("code").asInt(), mismatched.toString());
        ObjectNode create = params("local:/" + id);
        create.putArray("workingDirectories").add(work.toUri().toString());
        assertFalse(owner.request("createSession", create).has("error"));
        ObjectNode again = params("ahp-session:/" + id);
        again.putArray("workingDirectories").add(work.toUri().toString());
        JsonNode taken = owner.request("createSession", again);
        assertEquals(-32003, taken.path("error").path("code").asInt(), "one id, one session folder: " + taken);
        JsonNode unknown = owner.request("createSession", params("copilot:/" + UUID.randomUUID()));
        assertEquals(-32002, unknown.path("error").path("code").asInt(), "copilot is no provider here: " + unknown);
    }

    @Test
    void aReconnectingWindowHearsWhatItMissedUnderTheSameNames() {
        String session = "local:/" + UUID.randomUUID();
        String chat = derived(session);
        long seen;
        try (AhpTestClient window = window("window-away", null)) {
            ObjectNode create = params(session);
            create.putArray("workingDirectories").add(work.toUri().toString());
            assertFalse(window.request("createSession", create).has("error"));
            window.request("subscribe", params(session));
            seen = window.request("subscribe", params(chat)).path("result").path("snapshot").path("fromSeq").asLong();
        }
        owner.request("subscribe", params(chat));
        String turn = Chats.send(owner, chat, "!echo while-away");
        Chats.untilEnd(owner, chat, turn);
        try (AhpTestClient back = AhpTestClient.connect(daemon.uri(), TestDaemon.OWNER)) {
            ObjectNode reconnect = JSON.createObjectNode().put("clientId", "window-away").put("lastSeenServerSeq", seen);
            reconnect.putArray("subscriptions").add(ROOT).add(session).add(chat);
            JsonNode result = back.request("reconnect", reconnect).path("result");
            assertFalse(result.isMissingNode(), result.toString());
            String text = result.toString();
            assertTrue(text.contains(chat), "what it missed is on the chat it knows: " + text);
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

    @Test
    void aSessionKeptWithTheOlderChatNameAnswersToTheDerivedOne() throws Exception {
        owner.close();
        daemon.close();
        String id = UUID.randomUUID().toString();
        new SessionStore(store).saveSession(new StoredSession("ahp-session:/" + id, "local", "Kept", false,
                List.of(work.toUri().toString()), "2026-12-01T00:00:00Z", "2026-12-01T00:00:00Z",
                List.of(new StoredSession.StoredChat("ahp-chat:/" + id, "Chat", "2026-12-01T00:00:00Z")),
                "ahp-chat:/" + id));
        daemon = daemon();
        owner = AhpTestClient.initialized(daemon.uri(), TestDaemon.OWNER, "owner", "0.9.0");
        JsonNode snapshot = owner.request("subscribe", params(derived("ahp-session:/" + id))).path("result").path("snapshot");
        assertEquals("ahp-chat:/" + id, snapshot.path("resource").asString(), "its one name, reached by the alias: " + snapshot);
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
