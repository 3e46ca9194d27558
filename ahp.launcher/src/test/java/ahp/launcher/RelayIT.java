package ahp.launcher;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import ahp.server.testing.Launched;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code ./ahpd mcp} as a person's MCP client starts it: the launcher hands {@code mcp} to the relay
 * ({@code ahp.mcp}), which signs in to {@code ./ahpd serve} with the owner token it finds on this
 * machine, answers MCP's {@code initialize} and lists the daemon's tools, and stops when its input ends.
 */
class RelayIT {


    @TempDir
    Path home;

    @Test
    void theLauncherRunsTheRelayAgainstTheDaemon() throws Exception {
        Map<String, String> environment = Map.of("HOME", home.toString(), "SHELL", "/bin/bash",
                "XDG_STATE_HOME", home.resolve("state").toString());
        try (Launched daemon = Launched.start(List.of("./ahpd", "serve", "--listen", "127.0.0.1:0"), environment)) {
            try (Launched relay = Launched.start(List.of("./ahpd", "mcp", "--url", daemon.awaitAddress()), environment)) {
                relay.type("""
                        {"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"2025-06-18","capabilities":{},"clientInfo":{"name":"relay-it","version":"1"}}}
                        {"jsonrpc":"2.0","method":"notifications/initialized"}
                        {"jsonrpc":"2.0","id":2,"method":"tools/list"}
                        """);
                relay.awaitOutput("\"id\":2");
                assertTrue(relay.output().contains("\"serverInfo\":{\"name\":\"ahp-terminals\""), relay.output());
                assertTrue(relay.output().contains("\"name\":\"ahp_terminals\""), relay.output());
                relay.process().getOutputStream().close();
                assertEquals(0, relay.awaitExit(), relay.output());
                assertTrue(relay.output().contains("ahpd mcp: stopping: the MCP client closed its end"), relay.output());
            }
        }
    }
}
