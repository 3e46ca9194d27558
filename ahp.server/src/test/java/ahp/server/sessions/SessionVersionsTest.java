package ahp.server.sessions;

import static ahp.server.testing.Chats.result;
import static ahp.server.testing.Chats.send;
import static ahp.server.testing.Chats.untilEnd;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import ahp.server.daemon.TerminalsMode;
import ahp.server.testing.AhpTestClient;
import ahp.server.testing.Chats;
import ahp.server.testing.TestDaemon;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import tools.jackson.databind.JsonNode;

/**
 * A {@code !} command for a client of each version the host negotiates: the session, the chat and
 * the call reach it in its own version's shape.
 */
class SessionVersionsTest {

    @TempDir
    Path home;

    @TempDir
    Path work;

    @TempDir
    Path store;

    private TestDaemon daemon;

    @BeforeEach
    void start() {
        daemon = TestDaemon.withSessions(TerminalsMode.PIPES, home, store, Duration.ofSeconds(20));
    }

    @AfterEach
    void stop() {
        daemon.close();
    }

    @ParameterizedTest
    @ValueSource(strings = {"0.5.1", "0.5.2", "0.6.0", "0.7.0", "0.8.0", "0.9.0"})
    void aCommandReachesAClientOfEachVersionInItsShape(String version) {
        try (AhpTestClient client = AhpTestClient.initialized(daemon.uri(), TestDaemon.OWNER, "c-" + version, version)) {
            Chats.Opened opened = Chats.open(client, work);
            JsonNode session = client.request("subscribe", AhpTestClient.params(opened.session())).path("result")
                    .path("snapshot").path("state");
            boolean list = version.compareTo("0.7.0") >= 0;
            assertEquals(list, session.has("workingDirectories"), version + ": " + session);
            assertEquals(!list, session.has("workingDirectory"), version + ": " + session);
            List<JsonNode> turn = untilEnd(client, opened.chat(), send(client, opened.chat(), "!echo v-" + version));
            JsonNode result = result(turn);
            assertEquals("Ran command", result.path("pastTenseMessage").asString(), version + ": " + result);
            String text = result.toString();
            assertTrue(text.contains("v-" + version), text);
            assertTrue(text.contains("\"type\":\"terminal\""), version + ": " + text);
            boolean ptyFlag = version.compareTo("0.7.0") >= 0;
            assertEquals(ptyFlag, text.contains("\"isPty\""), version + ": " + text);
            boolean completeBlock = version.compareTo("0.5.2") >= 0 && version.compareTo("0.7.0") < 0;
            assertEquals(completeBlock, text.contains("\"type\":\"terminalComplete\""), version + ": " + text);
            assertFalse(turn.stream().anyMatch(e -> e.path("action").path("type").asString("").startsWith("chat/backgroundWork")));
        }
    }
}
