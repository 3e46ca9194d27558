package ahp.server.sessions;

import static ahp.server.testing.AhpTestClient.ROOT;
import static ahp.server.testing.AhpTestClient.params;
import static ahp.server.testing.Chats.result;
import static ahp.server.testing.Chats.send;
import static ahp.server.testing.Chats.untilEnd;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import ahp.client.HostConnection;
import ahp.server.daemon.TerminalsMode;
import ahp.server.testing.AhpTestClient;
import ahp.server.testing.Chats;
import ahp.server.testing.TestDaemon;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ObjectNode;

/**
 * A client offering what VS Code's main branch offers ({@code 1.0.0, 0.10.0, 0.9.0}) gets 1.0.0 from a
 * real daemon and reads the 1.x shapes: terminals and claims as in 0.9.0, a failed turn's error as an
 * error part (live and in a reconnect's replay), sessions listed with their default chat; a 0.9.0 client
 * beside it keeps the 0.9.0 shape.
 */
class Version1xClientTest {

    @TempDir
    Path home;

    @TempDir
    Path work;

    @TempDir
    Path store;

    private TestDaemon daemon;
    private AhpTestClient client;

    @BeforeEach
    void start() {
        daemon = TestDaemon.withSessions(TerminalsMode.PIPES, home, store, Duration.ofSeconds(20));
        client = AhpTestClient.connect(daemon.uri(), TestDaemon.OWNER);
        JsonNode result = client.initialize("vscode-main", List.of("1.0.0", "0.10.0", "0.9.0"), List.of(ROOT))
                .path("result");
        assertEquals("1.0.0", result.path("protocolVersion").asString(), result.toString());
    }

    @AfterEach
    void stop() {
        client.close();
        daemon.close();
    }

    @Test
    void aCommandsTerminalReadsAsIn090() {
        Chats.Opened opened = Chats.open(client, work);
        JsonNode result = result(untilEnd(client, opened.chat(), send(client, opened.chat(), "!echo one-x")));
        JsonNode block = Chats.terminal(result);
        assertTrue(block.has("isPty") && block.has("result"), block.toString());
        JsonNode terminal = client.request("subscribe", params(block.path("resource").asString()))
                .path("result").path("snapshot").path("state");
        assertTrue(terminal.path("lifecycle").has("status"), terminal.toString());
        assertFalse(terminal.has("exitCode"), terminal.toString());
        JsonNode claim = terminal.path("claim");
        assertEquals("session", claim.path("kind").asString(), claim.toString());
        assertEquals(opened.chat(), claim.path("chat").asString(), claim.toString());
    }

    @Test
    void aFailedTurnsErrorIsAnErrorPartFor1xAndTheErrorFieldFor090() {
        Chats.Opened opened = Chats.open(client, work);
        try (AhpTestClient old = AhpTestClient.initialized(daemon.uri(), TestDaemon.OWNER, "old", "0.9.0")) {
            old.request("subscribe", params(opened.chat()));
            String turnId = send(client, opened.chat(), "hello there");
            JsonNode error = untilEnd(client, opened.chat(), turnId).getLast().path("action");
            assertEquals("chat/error", error.path("type").asString(), error.toString());
            assertFalse(error.has("error"), error.toString());
            assertEquals("error", error.path("part").path("kind").asString(), error.toString());
            assertTrue(error.path("part").path("error").path("message").asString().contains("no agent"), error.toString());
            JsonNode oldError = untilEnd(old, opened.chat(), turnId).getLast().path("action");
            assertFalse(oldError.has("part"), oldError.toString());
            assertTrue(oldError.path("error").path("message").asString().contains("no agent"), oldError.toString());

            JsonNode turn = client.request("subscribe", params(opened.chat())).path("result").path("snapshot")
                    .path("state").path("turns").get(0);
            assertEquals("error", turn.path("state").asString(), turn.toString());
            assertFalse(turn.has("error"), turn.toString());
            JsonNode last = turn.path("responseParts").get(turn.path("responseParts").size() - 1);
            assertEquals("error", last.path("kind").asString(), turn.toString());
            JsonNode oldTurn = old.request("subscribe", params(opened.chat())).path("result").path("snapshot")
                    .path("state").path("turns").get(0);
            assertTrue(oldTurn.has("error"), oldTurn.toString());
        }
    }

    @Test
    void listedSessionsNameTheirDefaultChat() {
        Chats.Opened opened = Chats.open(client, work);
        JsonNode listed = client.request("listSessions", params(ROOT)).path("result").path("items").get(0);
        assertEquals(opened.session(), listed.path("resource").asString(), listed.toString());
        assertEquals(opened.chat(), listed.path("defaultChat").asString(), listed.toString());
    }

    @Test
    void theDaemonsOwnClientGets110() throws Exception {
        try (HostConnection own = HostConnection.open(daemon.uri(), TestDaemon.OWNER, null, "ahp", true)) {
            assertEquals("1.1.0", own.protocolVersion());
            assertTrue(own.rootState().isObject());
        }
    }

    @Test
    void aReconnecting1xClientIsReplayedTheErrorAsAPart() {
        Chats.Opened opened;
        long seen;
        try (AhpTestClient away = AhpTestClient.connect(daemon.uri(), TestDaemon.OWNER)) {
            assertEquals("1.1.0", away.initialize("away", List.of("1.1.0"), List.of(ROOT)).path("result")
                    .path("protocolVersion").asString());
            opened = Chats.open(away, work);
            seen = away.request("subscribe", params(opened.chat())).path("result").path("snapshot").path("fromSeq").asLong();
        }
        client.request("subscribe", params(opened.chat()));
        String turnId = send(client, opened.chat(), "hello while away");
        untilEnd(client, opened.chat(), turnId);
        try (AhpTestClient back = AhpTestClient.connect(daemon.uri(), TestDaemon.OWNER)) {
            ObjectNode reconnect = params(ROOT).put("clientId", "away").put("lastSeenServerSeq", seen);
            reconnect.putArray("subscriptions").add(opened.chat());
            JsonNode result = back.request("reconnect", reconnect).path("result");
            assertEquals("replay", result.path("type").asString(), result.toString());
            JsonNode error = null;
            for (JsonNode envelope : result.path("actions")) {
                if ("chat/error".equals(envelope.path("action").path("type").asString(""))) {
                    error = envelope.path("action");
                }
            }
            assertTrue(error != null, result.toString());
            assertFalse(error.has("error"), error.toString());
            assertEquals("error", error.path("part").path("kind").asString(), error.toString());
        }
    }
}
