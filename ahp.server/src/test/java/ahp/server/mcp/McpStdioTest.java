package ahp.server.mcp;

import static ahp.server.testing.AhpTestClient.JSON;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import ahp.server.host.ToolServers;
import ahp.server.daemon.TerminalsMode;
import ahp.server.sessions.SessionDaemonCase;
import ahp.server.testing.TestDaemon;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;

/**
 * {@code ahpd mcp}'s stdio transport spoken to line by line, as a process: a line that is not
 * JSON-RPC is answered with an error and the next is served; the end of its input, or the daemon
 * going, stops it.
 */
class McpStdioTest extends SessionDaemonCase {

    private static final String INITIALIZE = """
            {"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"2025-06-18",\
            "capabilities":{},"clientInfo":{"name":"raw-lines","version":"1"}}}""";

    @Override
    protected TestDaemon daemon() {
        return TestDaemon.withSessions(TerminalsMode.PTY, home, store, Duration.ofSeconds(20));
    }

    @Test
    void aLineThatIsNotJsonRpcIsAnsweredWithAnErrorAndTheEndOfInputStopsTheServer() throws Exception {
        Process mcp = start();
        try (BufferedReader out = reader(mcp); OutputStream in = mcp.getOutputStream()) {
            in.write("this is not JSON\n".getBytes(StandardCharsets.UTF_8));
            in.flush();
            JsonNode refused = JSON.readTree(out.readLine());
            assertEquals(-32700, refused.path("error").path("code").asInt(), refused.toString());
            in.write((INITIALIZE + "\r\n").getBytes(StandardCharsets.UTF_8));
            in.flush();
            JsonNode initialized = JSON.readTree(out.readLine());
            assertEquals(1, initialized.path("id").asInt(), initialized.toString());
            assertEquals(ToolServers.NAME, initialized.path("result").path("serverInfo").path("name").asString(),
                    initialized.toString());
        }
        assertTrue(mcp.waitFor(30, TimeUnit.SECONDS), "stopped at the end of its input");
        assertEquals(0, mcp.exitValue());
        assertTrue(Files.readString(work.resolve("mcp-stderr.txt")).contains("the MCP client closed its end"));
    }

    @Test
    void theDaemonGoingStopsTheServer() throws Exception {
        Process mcp = start();
        try (BufferedReader out = reader(mcp); OutputStream in = mcp.getOutputStream()) {
            in.write((INITIALIZE + "\n").getBytes(StandardCharsets.UTF_8));
            in.flush();
            assertEquals(1, JSON.readTree(out.readLine()).path("id").asInt());
            daemon.close();
            assertTrue(mcp.waitFor(30, TimeUnit.SECONDS), "stopped when the daemon went, its input still open");
        }
        assertEquals(0, mcp.exitValue());
        assertTrue(Files.readString(work.resolve("mcp-stderr.txt")).contains("the daemon closed the connection"));
        daemon = null;
    }

    private Process start() throws IOException {
        List<String> command = new ArrayList<>(ToolServers.command(System.getProperty("jdk.module.path"),
                "--url", daemon.uri().toString(), "--cwd", work.toString()));
        ProcessBuilder builder = new ProcessBuilder(command).redirectError(work.resolve("mcp-stderr.txt").toFile());
        builder.environment().put("AHP_TOKEN", TestDaemon.OWNER);
        return builder.start();
    }

    private static BufferedReader reader(Process process) {
        return new BufferedReader(new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8));
    }
}
