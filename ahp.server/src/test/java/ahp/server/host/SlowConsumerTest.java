package ahp.server.host;

import static ahp.server.testing.AhpTestClient.ROOT;
import static ahp.server.testing.AhpTestClient.params;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import ahp.server.testing.AhpTestClient;
import ahp.server.testing.Await;
import ahp.server.testing.TestDaemon;
import ahp.server.testing.WsClient;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ObjectNode;

/**
 * A client that stops reading is cut off once its queue is full; the daemon's memory stays bounded,
 * and the client that keeps writing and the one that keeps reading are not slowed.
 */
class SlowConsumerTest {

    @TempDir
    Path home;

    @Test
    void aClientThatStopsReadingIsCutOffAndMayReconnect() {
        try (TestDaemon daemon = TestDaemon.withoutTerminalsQueueBound(home, 256 * 1024);
                AhpTestClient writer = AhpTestClient.initialized(daemon.uri(), TestDaemon.OWNER, "writer", "0.9.0");
                WsClient slow = WsClient.slow(daemon.uri(), TestDaemon.GUEST)) {
            slow.send("{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"initialize\",\"params\":{\"channel\":\"ahp-root://\","
                    + "\"clientId\":\"slow\",\"protocolVersions\":[\"0.9.0\"],\"initialSubscriptions\":[\"ahp-root://\"]}}");
            String padding = "/" + "p".repeat(64_000);
            int sent = 0;
            Await.until("both connections to be open", () -> daemon.host().connectionCount() == 2);
            while (daemon.host().connectionCount() == 2 && sent < 20_000) {
                writer.dispatch(ROOT, shell(padding + sent));
                writer.envelopeOfType(ROOT, "root/configChanged");
                sent++;
            }
            assertTrue(sent < 20_000, "cut off after " + sent + " changes");
            slow.resume();
            int changes = sent;
            Await.until("the slow client to hear it was cut off", Await.DEFAULT, slow::isClosed,
                    () -> slow.waiting() + " messages read since it resumed, of " + changes + " changes sent; the daemon has "
                            + daemon.host().connectionCount() + " connection(s)");
            JsonNode pong = writer.request("ping", params(ROOT));
            assertTrue(pong.path("result").isNull(), "the writer carries on");
            try (AhpTestClient back = AhpTestClient.connect(daemon.uri(), TestDaemon.GUEST)) {
                ObjectNode resume = params(ROOT).put("clientId", "slow").put("lastSeenServerSeq", 0);
                resume.putArray("subscriptions").add(ROOT);
                JsonNode result = back.request("reconnect", resume).path("result");
                if (result.path("type").asString().equals("replay")) {
                    assertEquals(sent, result.path("actions").size(), "it is replayed every change it missed");
                } else {
                    assertEquals("snapshot", result.path("type").asString());
                    assertEquals(padding + (sent - 1), result.path("snapshots").get(0).path("state").path("config")
                            .path("values").path("defaultShell").asString());
                }
            }
        }
    }

    private static ObjectNode shell(String path) {
        ObjectNode action = AhpTestClient.JSON.createObjectNode().put("type", "root/configChanged");
        action.putObject("config").put("defaultShell", path);
        return action;
    }
}
