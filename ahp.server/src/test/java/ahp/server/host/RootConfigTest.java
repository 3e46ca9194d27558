package ahp.server.host;

import static ahp.server.testing.AhpTestClient.ROOT;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import ahp.server.testing.AhpTestClient;
import ahp.server.testing.TestDaemon;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ObjectNode;

/**
 * Root config: {@code defaultShell} is one value for the whole host, pushed with
 * {@code root/configChanged} by somebody whose role holds {@code config:change}, and seen by all.
 */
class RootConfigTest {

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

    @Test
    void theOwnersPushReachesEveryoneWithItsOrigin() {
        try (AhpTestClient owner = AhpTestClient.initialized(daemon.uri(), TestDaemon.OWNER, "owner", "0.9.0");
                AhpTestClient guest = AhpTestClient.initialized(daemon.uri(), TestDaemon.GUEST, "guest", "0.9.0")) {
            long seq = owner.dispatch(ROOT, shell("/bin/bash"));
            JsonNode echo = owner.envelopeOfType(ROOT, "root/configChanged");
            assertFalse(echo.has("rejectionReason"), echo.toString());
            assertEquals("owner", echo.path("origin").path("clientId").asString());
            assertEquals(seq, echo.path("origin").path("clientSeq").asLong());
            JsonNode seen = guest.envelopeOfType(ROOT, "root/configChanged");
            assertEquals(echo.path("serverSeq").asLong(), seen.path("serverSeq").asLong());
            JsonNode state = guest.request("subscribe", AhpTestClient.params(ROOT)).path("result").path("snapshot");
            assertEquals("/bin/bash", state.path("state").path("config").path("values").path("defaultShell").asString());
            assertTrue(state.path("state").path("config").path("schema").path("properties").has("defaultShell"));
        }
    }

    @Test
    void enableCustomTerminalToolIsABooleanKeyBesideDefaultShell() {
        try (AhpTestClient owner = AhpTestClient.initialized(daemon.uri(), TestDaemon.OWNER, "owner", "0.9.0")) {
            JsonNode schema = owner.request("subscribe", AhpTestClient.params(ROOT)).path("result").path("snapshot")
                    .path("state").path("config").path("schema").path("properties").path("enableCustomTerminalTool");
            assertEquals("boolean", schema.path("type").asString(), schema.toString());
            assertFalse(schema.path("default").asBoolean(true));
            ObjectNode push = AhpTestClient.JSON.createObjectNode().put("type", "root/configChanged");
            push.putObject("config").put("enableCustomTerminalTool", true).put("defaultShell", "/bin/sh");
            owner.dispatch(ROOT, push);
            JsonNode echo = owner.envelopeOfType(ROOT, "root/configChanged");
            assertFalse(echo.has("rejectionReason"), echo.toString());
            JsonNode values = owner.request("subscribe", AhpTestClient.params(ROOT)).path("result").path("snapshot")
                    .path("state").path("config").path("values");
            assertTrue(values.path("enableCustomTerminalTool").isBoolean(), values.toString());
            assertTrue(values.path("enableCustomTerminalTool").asBoolean());
            assertEquals("/bin/sh", values.path("defaultShell").asString());
        }
    }

    @Test
    void aMemberOrGuestPushIsRefusedToThemAlone() {
        try (AhpTestClient owner = AhpTestClient.initialized(daemon.uri(), TestDaemon.OWNER, "owner", "0.9.0")) {
            for (String token : List.of(TestDaemon.MEMBER, TestDaemon.GUEST)) {
                try (AhpTestClient other = AhpTestClient.initialized(daemon.uri(), token, "c-" + token, "0.9.0")) {
                    other.dispatch(ROOT, shell("/bin/bash"));
                    JsonNode echo = other.envelopeOfType(ROOT, "root/configChanged");
                    assertTrue(echo.path("rejectionReason").asString().contains("config:change"), echo.toString());
                }
            }
            owner.dispatch(ROOT, shell("/bin/sh"));
            JsonNode next = owner.envelopeOfType(ROOT, "root/configChanged");
            assertEquals("owner", next.path("origin").path("clientId").asString(), "the owner saw no refusal of others");
        }
    }

    @Test
    void anInvalidPushIsRefusedWithItsReason() {
        try (AhpTestClient owner = AhpTestClient.initialized(daemon.uri(), TestDaemon.OWNER, "owner", "0.9.0")) {
            assertRefused(owner, shell("bin/bash"), "absolute path");
            ObjectNode unknown = AhpTestClient.JSON.createObjectNode().put("type", "root/configChanged");
            unknown.putObject("config").put("colour", "blue");
            assertRefused(owner, unknown, "not a config key");
            for (String notABoolean : List.of("\"true\"", "1", "{}")) {
                ObjectNode push = AhpTestClient.JSON.createObjectNode().put("type", "root/configChanged");
                push.putObject("config").set("enableCustomTerminalTool", AhpTestClient.JSON.readTree(notABoolean));
                assertRefused(owner, push, "enableCustomTerminalTool must be true or false");
            }
            assertRefused(owner, AhpTestClient.JSON.createObjectNode().put("type", "root/terminalsChanged"),
                    "host only");
            assertRefused(owner, AhpTestClient.JSON.createObjectNode().put("type", "root/nonsense"),
                    "Unknown action type");
            assertRefused(owner, AhpTestClient.JSON.createObjectNode().put("type", "terminal/input").put("data", "ls\n"),
                    "terminal's channel");
            assertRefused(owner, AhpTestClient.JSON.createObjectNode().put("type", "terminal/resized").put("cols", "wide"),
                    "'params.action.cols' must be an integer");
        }
    }

    /**
     * VS Code pushes its own settings right after {@code initialize}, one {@code root/configChanged}
     * each, every one with client sequence 0 (remoteAgentHostProtocolClient.ts at 02a3079b): none is a
     * key of this host's root config, so each is refused to VS Code alone, naming its key, and nothing
     * changes; the connection serves on.
     */
    @Test
    void vsCodesPushesAfterInitializeAreEachRefusedToItAloneAndTheConnectionServesOn() {
        ObjectNode rules = AhpTestClient.JSON.createObjectNode().put("rm", false).put("ls", true);
        rules.putObject("/^git (status|log)\\b/").put("approve", true).put("matchCommandLine", true);
        Map<String, JsonNode> pushes = new LinkedHashMap<>();
        pushes.put("telemetryLevel", AhpTestClient.JSON.getNodeFactory().stringNode("all"));
        pushes.put("sessionSyncEnabled", AhpTestClient.JSON.getNodeFactory().booleanNode(false));
        pushes.put("terminalAutoApproveEnabled", AhpTestClient.JSON.getNodeFactory().booleanNode(true));
        pushes.put("globalAutoApproveEnabled", AhpTestClient.JSON.getNodeFactory().booleanNode(false));
        pushes.put("autoReplyEnabled", AhpTestClient.JSON.getNodeFactory().booleanNode(false));
        pushes.put("preferLongContextEnabled", AhpTestClient.JSON.getNodeFactory().booleanNode(false));
        pushes.put("systemProxyEnabled", AhpTestClient.JSON.getNodeFactory().booleanNode(true));
        pushes.put("terminalAutoApproveRules", rules);
        pushes.put("codexAgentEnabled", AhpTestClient.JSON.getNodeFactory().booleanNode(false));
        try (AhpTestClient owner = AhpTestClient.initialized(daemon.uri(), TestDaemon.OWNER, "owner", "0.9.0");
                AhpTestClient vscode = AhpTestClient.connect(daemon.uri(), TestDaemon.OWNER)) {
            JsonNode before = owner.request("subscribe", AhpTestClient.params(ROOT)).path("result").path("snapshot")
                    .path("state").path("config");
            ObjectNode initialize = AhpTestClient.params(ROOT).put("clientId", UUID.randomUUID().toString());
            initialize.putArray("protocolVersions").add("0.10.0").add("0.9.0").add("0.7.0");
            initialize.putObject("clientInfo").put("name", "vscode-agents-window");
            initialize.putObject("_meta").put("vscode.telemetryLevel", "all")
                    .put("vscode.clientConnectionKind", "direct_websocket");
            initialize.putArray("initialSubscriptions").add(ROOT);
            JsonNode initialized = vscode.request("initialize", initialize);
            assertFalse(initialized.has("error"), initialized.toString());
            pushes.forEach((key, value) -> {
                ObjectNode action = AhpTestClient.JSON.createObjectNode().put("type", "root/configChanged");
                action.putObject("config").set(key, value);
                ObjectNode params = AhpTestClient.params(ROOT).put("clientSeq", 0);
                params.set("action", action);
                vscode.notify("dispatchAction", params);
            });
            for (Map.Entry<String, JsonNode> push : pushes.entrySet()) {
                JsonNode echo = vscode.envelopeOfType(ROOT, "root/configChanged");
                assertEquals(push.getValue(), echo.path("action").path("config").path(push.getKey()), echo.toString());
                assertEquals(0, echo.path("origin").path("clientSeq").asLong(-1), echo.toString());
                assertTrue(echo.path("rejectionReason").asString().contains("config." + push.getKey() + " is not a config key"),
                        echo.toString());
            }
            assertTrue(vscode.request("ping", AhpTestClient.params(ROOT)).has("result"));
            JsonNode listed = vscode.request("listSessions", AhpTestClient.params(ROOT));
            assertTrue(listed.path("result").path("items").isArray(), listed.toString());
            JsonNode after = vscode.request("subscribe", AhpTestClient.params(ROOT)).path("result").path("snapshot")
                    .path("state").path("config");
            assertEquals(before, after, "no pushed key reached the root config");
            owner.dispatch(ROOT, shell("/bin/sh"));
            JsonNode first = owner.envelopeOfType(ROOT, "root/configChanged");
            assertEquals("owner", first.path("origin").path("clientId").asString(), "the owner saw none of the refusals");
            assertEquals("/bin/sh", vscode.envelopeOfType(ROOT, "root/configChanged").path("action").path("config")
                    .path("defaultShell").asString(), "VS Code still receives the root channel");
        }
    }

    private static void assertRefused(AhpTestClient client, ObjectNode action, String reason) {
        long seq = client.dispatch(ROOT, action);
        JsonNode echo = client.envelope(ROOT, envelope -> envelope.path("origin").path("clientSeq").asLong() == seq);
        assertTrue(echo.path("rejectionReason").asString().contains(reason), echo.toString());
        assertEquals(action, echo.path("action"), "the echo carries the action as it was sent");
    }

    private static ObjectNode shell(String path) {
        ObjectNode action = AhpTestClient.JSON.createObjectNode().put("type", "root/configChanged");
        action.putObject("config").put("defaultShell", path);
        return action;
    }
}
