package ahp.server.backends;

import static ahp.server.testing.Chats.send;
import static ahp.server.testing.Chats.untilEnd;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import ahp.server.daemon.Daemon;
import ahp.server.testing.AhpTestClient;
import ahp.server.testing.ConfiguredDaemon;
import ahp.server.testing.Chats;
import ahp.server.testing.LoggedRecords;
import ahp.server.testing.ScriptedAcpAgent;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.logging.SimpleFormatter;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The daemon as {@code ahpd serve} starts it, with {@code enableCustomTerminalTool} in its config file:
 * it brings its sessions back before it attaches its terminal store, and still every {@code session/new}
 * and {@code session/load} a restored session's agent gets names the host's tool server,
 * {@code ahp-terminals}, with the tools the session had before the restart; so does the
 * {@code session/new} that follows a load the agent refused.
 */
class AcpToolServerAfterRestartTest {

    private static final String TOOLS = "mcp tools: bash read_bash write_bash bash_shutdown list_bash powershell ahp_terminals";

    @TempDir
    Path folder;

    private Daemon daemon;
    private AhpTestClient owner;

    @AfterEach
    void stop() {
        if (owner != null) {
            owner.close();
        }
        if (daemon != null) {
            daemon.close();
        }
    }

    @Test
    void aRestoredSessionsLoadNamesTheToolServerItsNewSessionNamed() throws IOException {
        start("""
                {"loadSession": true, "mcpLog": "%s", "turns": {"*": [{"mcpTools": true}]}}""");
        Chats.Opened opened = Chats.open(owner, work(), ScriptedAcpAgent.ID);
        assertEquals(TOOLS, said(opened, "before"));

        restart(opened);
        assertEquals(TOOLS, said(opened, "after"), "the same tools through the same server");
        List<String> log = Files.readAllLines(mcpLog());
        assertEquals(2, log.size(), log.toString());
        String session = log.get(0).split(" ")[1];
        assertEquals(List.of("session/new " + session + " ahp-terminals", "session/load " + session + " ahp-terminals"), log);
    }

    @Test
    void theNewSessionAfterARefusedLoadNamesTheToolServerToo() throws IOException {
        start("""
                {"loadSession": true, "loadRefused": "Session not found.", "mcpLog": "%s", "turns": {"*": [{"mcpTools": true}]}}""");
        Chats.Opened opened = Chats.open(owner, work(), ScriptedAcpAgent.ID);
        assertEquals(TOOLS, said(opened, "before"));

        restart(opened);
        try (LoggedRecords logged = LoggedRecords.of("ahp.backends.acp.session.AgentLink")) {
            assertEquals(TOOLS, said(opened, "after"));
            String refused = logged.all().stream().map(new SimpleFormatter()::formatMessage)
                    .filter(line -> line.contains("refused")).findFirst().orElseThrow();
            assertTrue(refused.endsWith("with an error: Session not found."), "one full stop: " + refused);
        }
        List<String> log = Files.readAllLines(mcpLog());
        assertEquals(3, log.size(), log.toString());
        String first = log.get(0).split(" ")[1];
        assertEquals("session/new " + first + " ahp-terminals", log.get(0));
        assertEquals("session/load " + first + " ahp-terminals", log.get(1));
        assertTrue(log.get(2).startsWith("session/new ") && log.get(2).endsWith(" ahp-terminals"), log.toString());
    }

    /** What the agent said for a turn of {@code text}, its one line. */
    private String said(Chats.Opened opened, String text) {
        return Chats.said(untilEnd(owner, opened.chat(), send(owner, opened.chat(), text))).strip();
    }

    /** Writes the agent's script ({@code %s} the MCP log) and the config file, and starts the daemon. */
    private void start(String script) throws IOException {
        ConfiguredDaemon.write(folder, ConfiguredDaemon.scriptedAgentConfig(folder, script.formatted(mcpLog())));
        serve();
    }

    /** {@code ahpd serve} on a free port, its terminals on pipes, its state in the test's folder. */
    private void serve() throws IOException {
        ScriptedAcpAgent.checkInstalled();
        ConfiguredDaemon served = ConfiguredDaemon.serve(folder, "pipes");
        daemon = served.daemon();
        owner = served.owner();
    }

    /** Stops the daemon, as SIGTERM would, serves again on the same state, and subscribes to {@code opened} again. */
    private void restart(Chats.Opened opened) throws IOException {
        owner.close();
        daemon.close();
        serve();
        owner.request("subscribe", AhpTestClient.params(opened.session()));
        owner.request("subscribe", AhpTestClient.params(opened.chat()));
    }

    private Path work() throws IOException {
        return Files.createDirectories(folder.resolve("work"));
    }

    private Path mcpLog() {
        return folder.resolve("mcp.log");
    }
}
