package ahp.backends.acp;

import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import ahp.protocol.Json;
import ahp.backends.api.AgentBackend;
import ahp.backends.api.BackendSettings;
import ahp.backends.api.SessionBackend;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.AtomicInteger;
import tools.jackson.databind.node.ObjectNode;

/**
 * The scripted ACP agent (src/test/agent/agent.mjs, on the official TypeScript SDK) configured as a
 * backend, with a working directory, a state folder and terminals on real processes, all under one
 * temporary folder.
 */
final class ScriptedAgent {

    static final Path AGENT = Path.of(System.getProperty("ahp.acp.testAgent", "src/test/agent/agent.mjs")).toAbsolutePath();
    static final String SESSION = "ahp-session:/test";
    static final String CHAT = "ahp-chat:/test";

    final Path work;
    final Path outside;
    final Path state;
    final Path script;
    final ProcessTerminals terminals;
    private final ObjectNode entry;
    private final AtomicInteger turns = new AtomicInteger();
    private AgentBackend agent;

    /** The agent playing {@code script} (JSON; {@code @WORK@} and {@code @OUTSIDE@} stand for those folders). */
    ScriptedAgent(Path folder, String scriptText) throws IOException {
        if (!Files.isDirectory(AGENT.getParent().resolve("node_modules/@agentclientprotocol/sdk"))) {
            fail("the scripted agent's node_modules are missing: run bin/test-prerequisites (npm ci in " + AGENT.getParent() + ")");
        }
        work = Files.createDirectories(folder.resolve("work"));
        outside = Files.createDirectories(folder.resolve("outside"));
        state = Files.createDirectories(folder.resolve("state"));
        script = folder.resolve("script.json");
        Files.writeString(script, scriptText.replace("@WORK@", work.toString()).replace("@OUTSIDE@", outside.toString()),
                StandardCharsets.UTF_8);
        terminals = new ProcessTerminals(work);
        entry = Json.MAPPER.createObjectNode();
        entry.put("id", "scripted");
        entry.put("displayName", "Scripted");
        entry.put("command", "node");
        entry.putArray("args").add(AGENT.toString());
        entry.putObject("env").put("ACP_SCRIPT", script.toString());
        entry.put("requestTimeoutSeconds", 10);
    }

    /** Changes the config entry before the agent is first used. */
    ScriptedAgent config(String field, Object value) {
        entry.set(field, Json.MAPPER.valueToTree(value));
        agent = null;
        return this;
    }

    /** The backend, as the provider makes it from the config. */
    AgentBackend agent() {
        if (agent == null) {
            ObjectNode config = Json.MAPPER.createObjectNode();
            config.putArray("agents").add(entry.deepCopy());
            List<AgentBackend> agents = new AcpBackendProvider().agents(new BackendSettings(config, null, state, System.getenv()));
            agent = agents.getFirst();
        }
        return agent;
    }

    /** A session of the agent, new or brought back after a restart. */
    SessionBackend start(boolean restored) {
        return agent().start(new TestStart(SESSION, List.of(work), restored, Optional.of(terminals)));
    }

    /** Sends a turn of {@code text} on the default chat. */
    RecordingTurn prompt(SessionBackend session, String text) {
        RecordingTurn turn = new RecordingTurn(CHAT, "turn-" + turns.incrementAndGet(), text);
        session.prompt(turn);
        return turn;
    }

    /** Runs a turn of {@code text} to its end and returns it. */
    RecordingTurn run(SessionBackend session, String text) throws Exception {
        RecordingTurn turn = prompt(session, text);
        turn.awaitEnd();
        return turn;
    }

    /** The process id a turn's {@code {"pid": true}} step said. */
    static long pid(RecordingTurn turn) {
        String text = turn.said();
        int at = text.indexOf("pid: ");
        assertTrue(at >= 0, "no pid in " + text);
        return Long.parseLong(text.substring(at + 5).lines().findFirst().orElseThrow().trim());
    }

    /**
     * Every process this JVM started has ended (each given a moment to), but the agent reaper, which
     * lives as long as the JVM (it is what ends the agents should the JVM be killed).
     */
    static void assertNoProcessLeft() throws Exception {
        for (ProcessHandle child : ProcessHandle.current().descendants().toList()) {
            if (child.info().commandLine().orElse("").endsWith("ahp-agent-reaper")) {
                continue;
            }
            try {
                child.onExit().get(10, TimeUnit.SECONDS);
            } catch (TimeoutException e) {
                fail("a process is left running: " + child.pid() + " " + child.info().commandLine().orElse("?"));
            }
        }
    }

    /** Whether process {@code pid} has ended (given a moment to). */
    static boolean ended(long pid) throws Exception {
        Optional<ProcessHandle> handle = ProcessHandle.of(pid);
        if (handle.isEmpty()) {
            return true;
        }
        try {
            handle.get().onExit().get(10, TimeUnit.SECONDS);
            return true;
        } catch (TimeoutException e) {
            return false;
        }
    }
}
