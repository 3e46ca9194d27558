package ahp.server.host;

import static ahp.server.testing.AhpTestClient.ROOT;
import static ahp.server.testing.AhpTestClient.params;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import ahp.server.testing.AhpTestClient;
import ahp.server.testing.RawWebSocket;
import ahp.server.testing.TestDaemon;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import tools.jackson.databind.JsonNode;

/**
 * Bad frames: each is answered with an error and changes nothing else; the connection that sent it
 * and every other connection carry on. Only a frame too big to read closes its own connection.
 */
class BadFramesTest {

    @TempDir
    Path home;

    private TestDaemon daemon;
    private AhpTestClient bystander;

    @BeforeEach
    void start() {
        daemon = TestDaemon.withoutTerminals(home, 1_000);
        bystander = AhpTestClient.initialized(daemon.uri(), TestDaemon.OWNER, "bystander", "0.9.0");
    }

    @AfterEach
    void stop() {
        bystander.close();
        daemon.close();
    }

    @Test
    void eachBadFrameGetsItsErrorAndTheConnectionCarriesOn() {
        try (AhpTestClient client = AhpTestClient.initialized(daemon.uri(), TestDaemon.MEMBER, "sender", "0.9.0")) {
            assertError(client, "{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":", -32700);
            assertError(client, "not json at all", -32700);
            assertError(client, "", -32700);
            assertError(client, "{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"ping\"} trailing", -32700);
            assertError(client, "[{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"ping\"}]", -32600);
            assertError(client, "42", -32600);
            assertError(client, "{\"jsonrpc\":\"1.0\",\"id\":1,\"method\":\"ping\"}", -32600);
            assertError(client, "{\"jsonrpc\":\"2.0\",\"id\":{},\"method\":\"ping\"}", -32600);
            assertError(client, "{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":7}", -32600);
            assertError(client, "{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"subscribe\",\"params\":[1]}", -32602);
            assertError(client, "{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"subscribe\",\"params\":{\"channel\":true}}",
                    -32602);
            assertError(client, "{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"dispatchAction\",\"params\":"
                    + "{\"channel\":\"ahp-root://\",\"clientSeq\":\"one\",\"action\":{}}}", -32602);
            client.sendRaw("{\"jsonrpc\":\"2.0\",\"id\":1,\"result\":null}");
            assertEquals(JsonKind.NULL, JsonKind.of(client.request("ping", params(ROOT)).path("result")));
        }
        assertEquals(JsonKind.NULL, JsonKind.of(bystander.request("ping", params(ROOT)).path("result")));
    }

    @Test
    void aMessageOverTheLimitIsRefusedUnread() {
        try (AhpTestClient client = AhpTestClient.initialized(daemon.uri(), TestDaemon.MEMBER, "sender", "0.9.0")) {
            String huge = "{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"ping\",\"params\":{\"pad\":\""
                    + "x".repeat(5 * 1024 * 1024) + "\"}}";
            client.socket().sendFragments(List.of(huge.substring(0, huge.length() / 2), huge.substring(huge.length() / 2)));
            JsonNode error = client.take(message -> message.has("error"));
            assertEquals(-32600, error.path("error").path("code").asInt());
            assertTrue(error.path("error").path("message").asString().contains("over the limit"), error.toString());
            assertEquals(JsonKind.NULL, JsonKind.of(client.request("ping", params(ROOT)).path("result")));
        }
        assertEquals(JsonKind.NULL, JsonKind.of(bystander.request("ping", params(ROOT)).path("result")));
    }

    @Test
    void aFrameTooBigToReadClosesOnlyItsOwnConnection() throws Exception {
        try (RawWebSocket raw = new RawWebSocket(daemon.uri(), TestDaemon.MEMBER)) {
            raw.sendOneFrame(17 * 1024 * 1024);
            assertEquals(1009, raw.awaitCloseCode());
        }
        assertEquals(JsonKind.NULL, JsonKind.of(bystander.request("ping", params(ROOT)).path("result")));
    }

    private static void assertError(AhpTestClient client, String frame, int code) {
        client.sendRaw(frame);
        JsonNode error = client.take(message -> message.has("error"));
        assertEquals(code, error.path("error").path("code").asInt(), frame + " -> " + error);
    }

    private enum JsonKind {
        NULL, OTHER;

        static JsonKind of(JsonNode node) {
            return node.isNull() ? NULL : OTHER;
        }
    }
}
