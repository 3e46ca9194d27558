package ahp.launcher;

import static ahp.server.testing.Terminals.create;
import static ahp.server.testing.Terminals.newUri;
import static ahp.server.testing.Terminals.subscribe;
import static ahp.server.testing.Terminals.type;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import ahp.server.testing.AhpTestClient;
import ahp.server.testing.Await;
import ahp.server.testing.Launched;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.List;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * {@code ./ahpd serve} as a person runs it: it says where it listens, writes an owner token only its
 * owner can read, serves terminals, and on SIGTERM ends every terminal's process group and exits.
 */
class DaemonProcessIT {

    @TempDir
    Path home;

    @ParameterizedTest
    @ValueSource(strings = {"pipes", "pty"})
    void sigtermLeavesNoProcessBehind(String terminals) throws Exception {
        Path state = home.resolve("state");
        try (Launched daemon = Launched.daemon(home, state, terminals)) {
            URI address = URI.create(daemon.awaitAddress());
            assertTrue(daemon.output().contains("terminals: " + terminals), daemon.output());
            Path tokenFile = state.resolve("owner-token");
            assertEquals("rw-------", PosixFilePermissions.toString(Files.getPosixFilePermissions(tokenFile)));
            String token = Files.readString(tokenFile).strip();

            String enter = terminals.equals("pty") ? "\r" : "\n";
            try (AhpTestClient client = AhpTestClient.initialized(address, token, "it", "0.9.0")) {
                for (int i = 0; i < 2; i++) {
                    String uri = newUri();
                    assertTrue(create(client, uri, null).path("result").isNull());
                    subscribe(client, uri);
                    type(client, uri, "sleep 1000 & sleep 1001" + enter);
                }
                long pid = daemon.process().pid();
                Await.until("four sleeps under the daemon", () -> ProcessHandle.of(pid).orElseThrow().descendants()
                        .filter(p -> p.info().command().orElse("").endsWith("sleep")).count() == 4);
                List<ProcessHandle> descendants = ProcessHandle.of(pid).orElseThrow().descendants().toList();
                assertTrue(descendants.size() >= 6, "two shells and four sleeps: " + descendants);

                daemon.process().toHandle().destroy(); // SIGTERM; Process.destroy() would also close its output
                assertEquals(143, daemon.awaitExit(), daemon.output());
                Await.until("every shell and sleep to be gone",
                        () -> descendants.stream().noneMatch(p -> Launched.alive(p.pid())));
                daemon.awaitOutput("ahpd: stopping: ending 2 terminal(s)\nahpd: stopped");
            }
        }
    }
}
