package ahp.server.host;

import static ahp.server.testing.AhpTestClient.JSON;
import static ahp.server.testing.AhpTestClient.ROOT;
import static ahp.server.testing.AhpTestClient.params;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import ahp.server.testing.AhpTestClient;
import ahp.server.testing.TestDaemon;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ObjectNode;

/** The handshake over a real WebSocket: versions, what may come before it, and errors. */
class HandshakeTest {

    @TempDir
    Path home;

    private TestDaemon daemon;

    @BeforeEach
    void start() {
        daemon = TestDaemon.withoutTerminals(home, 1_000);
    }

    @AfterEach
    void stop() {
        daemon.close();
    }

    @ParameterizedTest
    @ValueSource(strings = {"0.9.0", "0.8.0", "0.5.1"})
    void aVersionThisHostSpeaksIsAgreedAndEchoed(String version) {
        try (AhpTestClient client = AhpTestClient.connect(daemon.uri(), TestDaemon.GUEST)) {
            JsonNode result = client.initialize("c-" + version, List.of(version), List.of(ROOT)).path("result");
            assertEquals(version, result.path("protocolVersion").asString());
            assertTrue(result.path("serverSeq").isNumber());
            if (!version.equals("0.5.1")) {
                assertEquals("ahpd", result.path("serverInfo").path("name").asString(), "serverInfo is 0.5.2's");
            }
            JsonNode snapshot = result.path("snapshots").get(0);
            assertEquals(ROOT, snapshot.path("resource").asString());
            assertTrue(snapshot.path("state").path("agents").isArray());
            assertFalse(snapshot.path("state").has("terminals"), "a host without a store lists no terminals");
            assertEquals(result.path("serverSeq").asLong(), snapshot.path("fromSeq").asLong());
            assertFalse(result.has("terminalCommandPrefix"), "no store, no prefix");
            assertFalse(result.has("completionTriggerCharacters"), "no store, no ! to complete");
        }
    }

    @Test
    void theHighestOfferedVersionThisHostSpeaksIsChosen() {
        try (AhpTestClient client = AhpTestClient.connect(daemon.uri(), TestDaemon.GUEST)) {
            JsonNode result = client.initialize("c", List.of("0.8.0", "7.0.0", "0.9.0"), List.of()).path("result");
            assertEquals("0.9.0", result.path("protocolVersion").asString());
        }
    }

    /**
     * {@code initialize} as VS Code's own protocol tests send it, with no {@code channel}
     * ({@code src/vs/platform/agentHost/test/node/protocol/handshake.integrationTest.ts}, "handshake
     * returns initialize response with protocol version"): the root is meant.
     */
    @Test
    void initializeWithoutAChannelIsTheRoots() {
        try (AhpTestClient client = AhpTestClient.connect(daemon.uri(), TestDaemon.OWNER)) {
            ObjectNode init = JSON.createObjectNode().put("clientId", "test-handshake");
            init.putArray("protocolVersions").add("1.1.0");
            init.putArray("initialSubscriptions").add(ROOT);
            JsonNode result = client.request("initialize", init).path("result");
            assertEquals("1.1.0", result.path("protocolVersion").asString(), result.toString());
            assertTrue(result.path("serverSeq").asLong(-1) >= 0, result.toString());
            assertEquals(ROOT, result.path("snapshots").get(0).path("resource").asString(), result.toString());
        }
    }

    @Test
    void aVersionThisHostDoesNotSpeakIsRefusedAndTheConnectionClosed() {
        try (AhpTestClient client = AhpTestClient.connect(daemon.uri(), TestDaemon.OWNER)) {
            JsonNode error = client.initialize("c", List.of("7.0.0"), List.of(ROOT)).path("error");
            assertEquals(-32005, error.path("code").asInt());
            List<String> supported = AhpTestClient.JSON.convertValue(error.path("data").path("supportedVersions"),
                    AhpTestClient.JSON.getTypeFactory().constructCollectionType(List.class, String.class));
            assertEquals(List.of("^1.0.0", "^0.9.0", "^0.8.0", "^0.7.0", "^0.6.0", "^0.5.1"), supported);
            assertEquals(1000, client.socket().closeCode());
        }
    }

    @Test
    void aMalformedVersionIsABadParam() {
        try (AhpTestClient client = AhpTestClient.connect(daemon.uri(), TestDaemon.OWNER)) {
            JsonNode error = client.initialize("c", List.of("0.9"), List.of()).path("error");
            assertEquals(-32602, error.path("code").asInt());
            assertTrue(error.path("message").asString().contains("protocolVersions[0]"), error.toString());
        }
    }

    @Test
    void pingIsAnsweredBeforeInitializeAndNothingElseIs() {
        try (AhpTestClient client = AhpTestClient.connect(daemon.uri(), TestDaemon.GUEST)) {
            JsonNode pong = client.request("ping", params(ROOT));
            assertTrue(pong.has("result") && pong.path("result").isNull(), pong.toString());
            for (String method : List.of("subscribe", "dispatchAction", "createTerminal", "disposeTerminal", "unsubscribe")) {
                assertEquals(-32601, client.request(method, params(ROOT)).path("error").path("code").asInt(), method);
            }
        }
    }

    @Test
    void anUnknownMethodIsNotFound() {
        try (AhpTestClient client = AhpTestClient.initialized(daemon.uri(), TestDaemon.OWNER, "c", "0.9.0")) {
            JsonNode error = client.request("noSuchMethod", params(ROOT)).path("error");
            assertEquals(-32601, error.path("code").asInt());
            assertEquals("Method not found: noSuchMethod", error.path("message").asString());
        }
    }

    @Test
    void aHostWithoutAStoreHasNoCreateTerminal() {
        try (AhpTestClient client = AhpTestClient.initialized(daemon.uri(), TestDaemon.OWNER, "c", "0.9.0")) {
            JsonNode error = client.request("createTerminal", params("ahp-terminal:/t1")).path("error");
            assertEquals(-32601, error.path("code").asInt());
            assertEquals("Method not found: createTerminal", error.path("message").asString());
        }
    }

    @Test
    void initializeIsAnsweredOnce() {
        try (AhpTestClient client = AhpTestClient.initialized(daemon.uri(), TestDaemon.OWNER, "c", "0.9.0")) {
            JsonNode again = client.initialize("c", List.of("0.9.0"), List.of());
            assertEquals(-32600, again.path("error").path("code").asInt());
        }
    }

    @Test
    void wrongParamsNameTheField() {
        try (AhpTestClient client = AhpTestClient.connect(daemon.uri(), TestDaemon.OWNER)) {
            JsonNode error = client.request("initialize", params(ROOT).put("clientId", 5)
                    .set("protocolVersions", AhpTestClient.JSON.createArrayNode().add("0.9.0"))).path("error");
            assertEquals(-32602, error.path("code").asInt());
            assertTrue(error.path("message").asString().contains("clientId"), error.toString());
            JsonNode missing = client.request("initialize", params(ROOT).put("clientId", "c")).path("error");
            assertEquals(-32602, missing.path("code").asInt());
            assertTrue(missing.path("message").asString().contains("protocolVersions"), missing.toString());
            client.initialize("c", List.of("0.9.0"), List.of());
            JsonNode subscribe = client.request("subscribe", AhpTestClient.JSON.createObjectNode().put("channel", 3))
                    .path("error");
            assertEquals(-32602, subscribe.path("code").asInt());
            assertTrue(subscribe.path("message").asString().contains("channel"), subscribe.toString());
        }
    }
}
