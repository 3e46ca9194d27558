package ahp.server.host;

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
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ObjectNode;

/** {@code reconnect}: replay of what was missed, snapshots past the buffer, and unknown clients. */
class ReconnectTest {

    @TempDir
    Path home;

    private TestDaemon daemon;

    @AfterEach
    void stop() {
        daemon.close();
    }

    @Test
    void aClientThatMissedLittleIsReplayedExactlyThatAndToldWhatIsGone() {
        daemon = TestDaemon.withoutTerminals(home, 1_000);
        long seen;
        try (AhpTestClient first = AhpTestClient.initialized(daemon.uri(), TestDaemon.OWNER, "phone", "0.9.0")) {
            first.dispatch(ROOT, config("/bin/sh"));
            seen = first.envelopeOfType(ROOT, "root/configChanged").path("serverSeq").asLong();
        }
        try (AhpTestClient other = AhpTestClient.initialized(daemon.uri(), TestDaemon.OWNER, "laptop", "0.9.0")) {
            other.dispatch(ROOT, config("/bin/bash"));
            other.dispatch(ROOT, config("/bin/dash"));
            other.envelopeOfType(ROOT, "root/configChanged");
            other.envelopeOfType(ROOT, "root/configChanged");
        }
        try (AhpTestClient again = AhpTestClient.connect(daemon.uri(), TestDaemon.OWNER)) {
            JsonNode result = again.request("reconnect", reconnect("phone", seen, List.of(ROOT, "ahp-terminal:/gone")))
                    .path("result");
            assertEquals("replay", result.path("type").asString());
            assertEquals(2, result.path("actions").size(), result.toString());
            JsonNode last = result.path("actions").get(1);
            assertEquals("/bin/dash", last.path("action").path("config").path("defaultShell").asString());
            assertEquals("laptop", last.path("origin").path("clientId").asString());
            assertTrue(last.path("serverSeq").asLong() > seen);
            assertEquals("ahp-terminal:/gone", result.path("missing").get(0).asString());
            again.dispatch(ROOT, config("/bin/zsh"));
            JsonNode echo = again.envelopeOfType(ROOT, "root/configChanged");
            assertEquals("phone", echo.path("origin").path("clientId").asString(), "it speaks as the client it resumed");
        }
    }

    /**
     * VS Code's Agents window after a dropped transport, as
     * {@code src/vs/platform/agentHost/browser/remoteAgentHostProtocolClient.ts} ({@code _attemptReconnect},
     * microsoft/vscode at 02a3079b) sends it: {@code reconnect} with {@code {clientId, lastSeenServerSeq,
     * subscriptions}} and no {@code channel}, the root always among the subscriptions; then
     * ({@code _drainAfterReconnect}) the actions it queued while offline, each a {@code dispatchAction}
     * notification {@code {channel, clientSeq, action}}.
     */
    @Test
    void vsCodesReconnectWithoutAChannelIsResumedAndWhatItQueuedIsTaken() {
        daemon = TestDaemon.withoutTerminals(home, 1_000);
        long seen;
        try (AhpTestClient first = AhpTestClient.initialized(daemon.uri(), TestDaemon.OWNER, "vscode-window", "0.9.0")) {
            first.dispatch(ROOT, config("/bin/sh"));
            seen = first.envelopeOfType(ROOT, "root/configChanged").path("serverSeq").asLong();
        }
        try (AhpTestClient other = AhpTestClient.initialized(daemon.uri(), TestDaemon.OWNER, "laptop", "0.9.0")) {
            other.dispatch(ROOT, config("/bin/bash"));
            other.envelopeOfType(ROOT, "root/configChanged");
        }
        try (AhpTestClient again = AhpTestClient.connect(daemon.uri(), TestDaemon.OWNER)) {
            ObjectNode reconnect = AhpTestClient.JSON.createObjectNode().put("clientId", "vscode-window")
                    .put("lastSeenServerSeq", seen);
            reconnect.putArray("subscriptions").add(ROOT);
            JsonNode result = again.request("reconnect", reconnect);
            assertEquals("replay", result.path("result").path("type").asString(), result.toString());
            assertEquals("/bin/bash", result.path("result").path("actions").get(0).path("action").path("config")
                    .path("defaultShell").asString(), result.toString());
            ObjectNode queued = AhpTestClient.JSON.createObjectNode().put("channel", ROOT).put("clientSeq", 7);
            queued.set("action", config("/bin/dash"));
            again.notify("dispatchAction", queued);
            JsonNode echo = again.envelopeOfType(ROOT, "root/configChanged");
            assertEquals("vscode-window", echo.path("origin").path("clientId").asString(), echo.toString());
            assertEquals(7, echo.path("origin").path("clientSeq").asInt(), echo.toString());
            assertFalse(echo.has("rejectionReason"), echo.toString());
        }
    }

    @Test
    void aClientThatMissedMoreThanTheBufferGetsSnapshots() {
        daemon = TestDaemon.withoutTerminals(home, 3);
        long seen = 0; // a fresh daemon: the first client saw everything up to 0
        try (AhpTestClient first = AhpTestClient.initialized(daemon.uri(), TestDaemon.OWNER, "phone", "0.9.0")) {
            first.request("ping", params(ROOT));
        }
        try (AhpTestClient other = AhpTestClient.initialized(daemon.uri(), TestDaemon.OWNER, "laptop", "0.9.0")) {
            for (int i = 0; i < 5; i++) {
                other.dispatch(ROOT, config("/bin/sh" + i));
                other.envelopeOfType(ROOT, "root/configChanged");
            }
        }
        try (AhpTestClient again = AhpTestClient.connect(daemon.uri(), TestDaemon.OWNER)) {
            JsonNode result = again.request("reconnect", reconnect("phone", seen, List.of(ROOT))).path("result");
            assertEquals("snapshot", result.path("type").asString(), result.toString());
            JsonNode root = result.path("snapshots").get(0);
            assertEquals(ROOT, root.path("resource").asString());
            assertEquals("/bin/sh4", root.path("state").path("config").path("values").path("defaultShell").asString());
        }
    }

    @Test
    void anUnknownClientOrSomebodyElsesIsNotFound() {
        daemon = TestDaemon.withoutTerminals(home, 1_000);
        try (AhpTestClient first = AhpTestClient.initialized(daemon.uri(), TestDaemon.OWNER, "phone", "0.9.0")) {
            first.request("ping", params(ROOT));
        }
        try (AhpTestClient stranger = AhpTestClient.connect(daemon.uri(), TestDaemon.MEMBER)) {
            JsonNode unknown = stranger.request("reconnect", reconnect("nobody", 0, List.of(ROOT))).path("error");
            assertEquals(-32008, unknown.path("code").asInt());
            JsonNode notTheirs = stranger.request("reconnect", reconnect("phone", 0, List.of(ROOT))).path("error");
            assertEquals(-32008, notTheirs.path("code").asInt());
        }
    }

    private static ObjectNode config(String shell) {
        ObjectNode action = AhpTestClient.JSON.createObjectNode().put("type", "root/configChanged");
        action.putObject("config").put("defaultShell", shell);
        return action;
    }

    private static ObjectNode reconnect(String clientId, long lastSeen, List<String> subscriptions) {
        ObjectNode params = params(ROOT).put("clientId", clientId).put("lastSeenServerSeq", lastSeen);
        subscriptions.forEach(params.putArray("subscriptions")::add);
        return params;
    }
}
