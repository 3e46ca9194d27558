package ahp.server.client;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import ahp.client.HostConnection;
import ahp.client.RpcClient;
import ahp.protocol.command.PingParams;
import ahp.server.testing.Await;
import ahp.server.testing.TestDaemon;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ObjectNode;

/**
 * The client library's {@code reconnect} against a real daemon, as VS Code's Agents window does it:
 * what a dropped client missed is replayed to its consumer in order, and a client the daemon does not
 * know ({@code -32008}) is initialized afresh as the same client, on the same channels.
 */
class ReconnectingClientTest {

    @TempDir
    Path home;

    @Test
    void whatADroppedClientMissedIsReplayedInOrder() throws Exception {
        try (TestDaemon daemon = TestDaemon.withoutTerminals(home, 100)) {
            HostConnection phone = HostConnection.open(daemon.uri(), TestDaemon.OWNER, null, "phone", true);
            assertEquals(HostConnection.Resumption.INITIALIZED, phone.resumption());
            assertEquals(List.of(HostConnection.ROOT), List.copyOf(phone.subscriptions()));
            phone.rpc().close();
            try (HostConnection laptop = HostConnection.open(daemon.uri(), TestDaemon.OWNER, null, "laptop", true)) {
                laptop.dispatch(HostConnection.ROOT, config("/bin/bash"));
                laptop.dispatch(HostConnection.ROOT, config("/bin/dash"));
                laptop.request("ping", new PingParams(HostConnection.ROOT, null), JsonNode.class);
            }
            List<JsonNode> seen = new CopyOnWriteArrayList<>();
            phone.onNotification(seen::add);
            try (HostConnection back = phone.reconnect()) {
                assertEquals(HostConnection.Resumption.REPLAYED, back.resumption());
                assertEquals(phone.clientId(), back.clientId());
                Await.until("both missed actions", () -> seen.size() >= 2);
                assertEquals("/bin/bash", seen.get(0).path("params").path("action").path("config").path("defaultShell").asString());
                assertEquals("/bin/dash", seen.get(1).path("params").path("action").path("config").path("defaultShell").asString());
                assertTrue(back.lastSeenServerSeq() > phone.lastSeenServerSeq(), "the replay moved what it resumes after");
                back.dispatch(HostConnection.ROOT, config("/bin/zsh"));
                Await.until("its own action, live", () -> seen.size() >= 3);
                assertEquals(phone.clientId(), seen.get(2).path("params").path("origin").path("clientId").asString(),
                        "it speaks as the client it resumed");
            }
        }
    }

    @Test
    void aClientTheDaemonDoesNotKnowIsInitializedAsTheSameClient() throws Exception {
        try (TestDaemon daemon = TestDaemon.withoutTerminals(home, 100);
                HostConnection back = HostConnection.reconnect(daemon.uri(), TestDaemon.OWNER, null, "phone",
                        "phone-from-before-a-restart", 42, List.of(HostConnection.ROOT), notification -> { })) {
            assertEquals(HostConnection.Resumption.INITIALIZED, back.resumption());
            assertEquals("phone-from-before-a-restart", back.clientId());
            assertTrue(back.rootState().has("agents"), back.rootState().toString());
            assertEquals(List.of(HostConnection.ROOT), List.copyOf(back.subscriptions()));
        }
    }

    private static ObjectNode config(String shell) {
        ObjectNode action = RpcClient.json().createObjectNode().put("type", "root/configChanged");
        action.putObject("config").put("defaultShell", shell);
        return action;
    }
}
