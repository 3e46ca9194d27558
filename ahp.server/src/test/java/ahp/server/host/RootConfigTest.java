package ahp.server.host;

import static ahp.server.testing.AhpTestClient.ROOT;
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
