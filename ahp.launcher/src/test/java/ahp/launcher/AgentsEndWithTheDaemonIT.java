package ahp.launcher;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import ahp.server.testing.AhpTestClient;
import ahp.server.testing.Await;
import ahp.server.testing.Chats;
import ahp.server.testing.Launched;
import ahp.server.testing.ScriptedAcpAgent;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code ./ahpd serve --config} with ACP agents that, as the published ones do, keep running when
 * their standard input closes: a {@code SIGKILL}ed daemon leaves none of them behind, and a
 * {@code SIGTERM}ed one with many live agent sessions ends them together (the time it took is printed,
 * for BENCHMARKS.md, and not asserted), and what they write on standard error as they go is logged.
 */
class AgentsEndWithTheDaemonIT {

    private static final Pattern ADDRESS = Pattern.compile("ws://[^ \\n]+");
    private static final Pattern PID = Pattern.compile("pid: (\\d+)");

    @TempDir
    Path home;

    @Test
    void aDaemonKilledWithSigkillLeavesNoAgentRunning() throws Exception {
        try (Launched daemon = start()) {
            List<Long> agents = agents(daemon, 3);
            agents.forEach(pid -> assertTrue(Launched.alive(pid), "agent " + pid + " runs"));

            daemon.process().toHandle().destroyForcibly();
            daemon.awaitExit();
            try {
                Await.until("every agent of the killed daemon to be gone, " + agents,
                        () -> agents.stream().noneMatch(Launched::alive));
            } finally {
                endLeftOvers(agents);
            }
        }
    }

    @Test
    void aDaemonStoppedWithManyLiveAgentSessionsEndsThemTogether() throws Exception {
        int count = Integer.getInteger("ahp.agentSessions", 20);
        try (Launched daemon = start()) {
            List<Long> agents = agents(daemon, count);

            long started = System.nanoTime();
            daemon.process().toHandle().destroy(); // SIGTERM
            assertEquals(143, daemon.awaitExit(), daemon.output());
            double seconds = (System.nanoTime() - started) / 1e9;
            System.out.printf("ahpd stopped with %d live agent sessions in %.1f s%n", count, seconds);
            try {
                assertTrue(agents.stream().noneMatch(Launched::alive), "no agent outlives a daemon that stopped: " + agents);
                String out = daemon.output();
                assertEquals(count, out.split("agent: ended by SIGTERM", -1).length - 1,
                        "what each agent wrote on standard error as the daemon stopped is in its log: " + out);
            } finally {
                endLeftOvers(agents);
            }
        }
    }

    /** {@code ./ahpd serve} with the scripted agent, which ignores its input closing. */
    private Launched start() throws Exception {
        ScriptedAcpAgent.checkInstalled();
        Path script = Files.writeString(home.resolve("script.json"), """
                {"ignoreStdinClose": true, "stderrOnTerm": "agent: ended by SIGTERM", "turns": {"*": [{"pid": true}]}}""");
        Path config = Files.writeString(home.resolve("ahpd.json"), """
                {"agents": [{"id": "stubborn", "command": "node", "args": [%s], "env": {"ACP_SCRIPT": %s}}]}"""
                .formatted(quoted(ScriptedAcpAgent.AGENT.toString()), quoted(script.toString())));
        return Launched.start(List.of("./ahpd", "serve", "--listen", "127.0.0.1:0", "--state-dir",
                home.resolve("state").toString(), "--terminals", "pipes", "--config", config.toString()),
                Map.of("HOME", home.toString(), "SHELL", "/bin/bash"));
    }

    /** Opens {@code count} sessions of the agent, each with one turn; returns their agents' process ids. */
    private List<Long> agents(Launched daemon, int count) throws Exception {
        String out = daemon.awaitOutput("ws://");
        Matcher address = ADDRESS.matcher(out);
        assertTrue(address.find(), out);
        String token = Files.readString(home.resolve("state").resolve("owner-token")).strip();
        Path work = Files.createDirectories(home.resolve("work"));
        List<Long> pids = new ArrayList<>();
        try (AhpTestClient client = AhpTestClient.initialized(URI.create(address.group()), token, "it", "0.9.0")) {
            List<String[]> turns = new ArrayList<>();
            for (int i = 0; i < count; i++) {
                Chats.Opened opened = Chats.open(client, work, "stubborn");
                turns.add(new String[] {opened.chat(), Chats.send(client, opened.chat(), "pid")});
            }
            for (String[] turn : turns) {
                String said = Chats.untilEnd(client, turn[0], turn[1]).toString();
                Matcher pid = PID.matcher(said);
                assertTrue(pid.find(), said);
                pids.add(Long.parseLong(pid.group(1)));
            }
        }
        return pids;
    }

    /** A failed run leaves no agent behind either. */
    private static void endLeftOvers(List<Long> agents) {
        agents.forEach(pid -> ProcessHandle.of(pid).ifPresent(ProcessHandle::destroyForcibly));
    }

    private static String quoted(String text) {
        return "\"" + text.replace("\\", "\\\\").replace("\"", "\\\"") + "\"";
    }
}
