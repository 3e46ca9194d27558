package ahp.server.plugins;

import static ahp.server.testing.AhpTestClient.ROOT;
import static ahp.server.testing.Terminals.awaitOutput;
import static ahp.server.testing.Terminals.create;
import static ahp.server.testing.Terminals.newUri;
import static ahp.server.testing.Terminals.subscribe;
import static ahp.server.testing.Terminals.type;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import ahp.server.testing.AhpTestClient;
import ahp.server.testing.TestDaemon;
import ahp.terminals.api.Providers;
import ahp.terminals.api.TerminalStore;
import ahp.terminals.api.spi.TerminalRegistry;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import tools.jackson.databind.JsonNode;

/**
 * A store registered into a host built without one: the handshakes after it see the prefix and
 * {@code createTerminal} works; a second registration is refused and its store stays its plugin's.
 */
class TerminalsRegistrationTest {

    @TempDir
    Path home;

    private static TerminalStore pipesStore(TerminalRegistry registry) {
        return registry.storeOn(Providers.firstBinding(List.of("pipes")).orElseThrow()).build();
    }

    @Test
    void theFirstStoreIsTheHostsAndTheSecondIsRefused() {
        try (TestDaemon daemon = TestDaemon.withoutTerminals(home, 1_000)) {
            TerminalsRegistration registration = new TerminalsRegistration(daemon.host(),
                    new StoreParts(null, null, Map.of("PATH", System.getenv("PATH"), "HOME", home.toString())));
            try (AhpTestClient before = AhpTestClient.connect(daemon.uri(), TestDaemon.OWNER)) {
                JsonNode result = before.initialize("before", List.of("0.9.0"), List.of(ROOT)).path("result");
                assertFalse(result.has("terminalCommandPrefix"), result.toString());
            }

            TerminalRegistry first = registration.forPlugin("first.jar (first)");
            assertFalse(first.hasStore());
            assertTrue(first.register(pipesStore(first)));
            assertEquals("first.jar (first)", registration.holder().orElseThrow());
            assertEquals("pipes", daemon.host().terminalsKind());

            TerminalRegistry second = registration.forPlugin("second.jar (second)");
            assertTrue(second.hasStore());
            try (TerminalStore refused = pipesStore(second)) {
                assertFalse(second.register(refused));
            }
            assertEquals("first.jar (first)", registration.holder().orElseThrow());

            try (AhpTestClient after = AhpTestClient.connect(daemon.uri(), TestDaemon.OWNER)) {
                JsonNode result = after.initialize("after", List.of("0.9.0"), List.of(ROOT)).path("result");
                assertEquals("!", result.path("terminalCommandPrefix").asString());
                String uri = newUri();
                assertTrue(create(after, uri, null).path("result").isNull());
                subscribe(after, uri);
                type(after, uri, "echo registered-$((40+2))\n");
                awaitOutput(after, uri, "registered-42");
            }
            registration.close();
        }
    }

    @Test
    void aHostThatIsStoppingTakesNoStore() {
        TestDaemon daemon = TestDaemon.withoutTerminals(home, 1_000);
        daemon.close();
        TerminalsRegistration registration = new TerminalsRegistration(daemon.host(), new StoreParts(null, null, Map.of()));
        TerminalRegistry late = registration.forPlugin("late.jar (late)");
        try (TerminalStore store = pipesStore(late)) {
            assertFalse(late.register(store));
        }
        assertFalse(registration.hasStore());
    }
}
