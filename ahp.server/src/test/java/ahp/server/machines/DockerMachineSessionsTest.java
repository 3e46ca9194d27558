package ahp.server.machines;

import static ahp.server.testing.AhpTestClient.params;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import ahp.server.daemon.Daemon;
import ahp.server.testing.AhpTestClient;
import ahp.server.testing.Await;
import ahp.server.testing.Chats;
import ahp.server.testing.ConfiguredDaemon;
import ahp.server.testing.DockerTier;
import ahp.server.testing.ScriptedAcpAgent;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.UUID;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ObjectNode;

/**
 * A session in a Docker machine, through the daemon as {@code ahpd serve --config} starts it, on the
 * real engine and the project's shells image: the config's machine is offered to every provider, a
 * machine the config does not name is refused, and everything that runs a command for a session in
 * the machine runs in its one container (its {@code !} commands, its agent's {@code terminal/create},
 * the agent tools' {@code bash}), with its folder mounted at the same path; the container goes with
 * the session, and a restart finds it again.
 */
@Tag("containers")
class DockerMachineSessionsTest {

    @TempDir
    Path folder;

    private final String machine = "box-" + UUID.randomUUID().toString().substring(0, 8);
    private Daemon daemon;
    private AhpTestClient owner;
    private Path work;

    @BeforeEach
    void start() throws IOException {
        DockerTier.require();
        ScriptedAcpAgent.checkInstalled();
        work = Files.createDirectories(folder.resolve("work"));
        ObjectNode config = ConfiguredDaemon.scriptedAgentConfig(folder, """
                {"turns": {"*": [
                  {"create": {"command": "test -f /.dockerenv && echo agent-inside-$((40+2))"}, "as": "t1"},
                  {"wait": "t1"}, {"output": "t1"},
                  {"mcp": {"name": "bash", "arguments": {"command": "test -f /.dockerenv && echo tool-inside-$((40+3))"}}},
                  {"say": "done"}
                ]}}
                """);
        var machines = config.putArray("machines");
        machines.addObject().put("id", machine).put("kind", "docker").put("image", DockerTier.IMAGE).put("network", "none");
        // An engine that is not there: no socket at its address.
        machines.addObject().put("id", machine + "-down").put("kind", "docker").put("image", DockerTier.IMAGE)
                .put("host", "unix://" + folder.resolve("no-engine.sock"));
        ConfiguredDaemon.write(folder, config);
        serve();
    }

    @AfterEach
    void stop() {
        if (owner != null) {
            owner.close();
        }
        if (daemon != null) {
            daemon.close();
            // Only where the tier ran: with no engine there is nothing to remove, and asking would fail a skipped test.
            DockerTier.removeAll("ahp.machine=" + machine);
        }
    }

    @Test
    void everyProviderIsOfferedTheMachinesAndAnUnknownOneIsRefusedNamingIt() {
        for (String provider : List.of("local", ScriptedAcpAgent.ID)) {
            ObjectNode resolve = params(AhpTestClient.ROOT).put("provider", provider);
            JsonNode property = owner.request("resolveSessionConfig", resolve)
                    .path("result").path("schema").path("properties").path("machine");
            assertEquals(List.of("local", machine, machine + "-down"), strings(property.path("enum")),
                    provider + ": " + property);
            assertEquals("local", property.path("default").asString(), property.toString());
            assertFalse(property.path("sessionMutable").asBoolean(false), "fixed once the session exists");
        }
        ObjectNode create = params("local:/" + UUID.randomUUID());
        create.putObject("config").put("machine", "no-such-box");
        JsonNode refused = owner.request("createSession", create);
        assertEquals(-32602, refused.path("error").path("code").asInt(), refused.toString());
        assertTrue(refused.path("error").path("message").asString().contains("no-such-box"), refused.toString());
    }

    @Test
    void aSessionsCommandsRunInItsOneContainerWithItsFolderAndTheContainerGoesWithIt() throws IOException {
        Chats.Opened opened = open(null);
        JsonNode state = owner.request("subscribe", params(opened.session())).path("result").path("snapshot").path("state");
        assertEquals(machine, state.path("config").path("values").path("machine").asString(), state.toString());

        String inside = run(opened, "!test -f /.dockerenv && echo inside-$((40+2)); echo made > made.txt; hostname");
        assertTrue(inside.contains("inside-42"), inside);
        assertEquals("made\n", Files.readString(work.resolve("made.txt")), "written in the mounted folder");
        assertEquals(Files.getAttribute(folder, "unix:uid"), Files.getAttribute(work.resolve("made.txt"), "unix:uid"),
                "owned by the daemon's user");
        List<String> containers = DockerTier.containers("ahp.session=" + opened.session());
        assertEquals(1, containers.size(), containers.toString());
        assertTrue(inside.contains(containers.getFirst().substring(0, 12)), "its hostname is its container's: " + inside);

        assertTrue(run(opened, "!echo a!b").contains("a!b"), "typed as it is, no history expansion");
        assertTrue(run(opened, "!hostname").contains(containers.getFirst().substring(0, 12)), "the same container");
        assertEquals(containers, DockerTier.containers("ahp.session=" + opened.session()));

        assertTrue(owner.request("disposeSession", params(opened.session())).path("result").isNull());
        Await.until("the session's container removed", () -> DockerTier.containers("ahp.session=" + opened.session()).isEmpty());
    }

    @Test
    void aCommandInAMachineWhoseEngineDoesNotAnswerFailsAtOnceSayingWhy() {
        Chats.Opened opened = open(null, machine + "-down");
        List<JsonNode> turn = Chats.untilEnd(owner, opened.chat(), Chats.send(owner, opened.chat(), "!true"));
        assertEquals("chat/turnComplete", turn.getLast().path("action").path("type").asString(), turn.toString());
        JsonNode result = Chats.result(turn);
        assertFalse(result.path("success").asBoolean(true), result.toString());
        assertTrue(result.path("error").path("message").asString().contains("did not answer"),
                "the call says the engine's fault in words: " + result);
    }

    @Test
    void anAgentsTerminalsAndItsToolsRunInTheContainerWhileTheAgentRunsHere() {
        Chats.Opened opened = open(ScriptedAcpAgent.ID);
        List<JsonNode> turn = Chats.untilEnd(owner, opened.chat(), Chats.send(owner, opened.chat(), "run these"));
        assertEquals("chat/turnComplete", turn.getLast().path("action").path("type").asString(), turn.toString());
        String said = turn.toString();
        assertTrue(said.contains("agent-inside-42"), "terminal/create ran in the container: " + said);
        assertTrue(said.contains("tool-inside-43"), "the bash tool ran in the container: " + said);
        assertEquals(1, DockerTier.containers("ahp.session=" + opened.session()).size());
    }

    @Test
    void aRestartFindsTheSessionsContainerAgainAndASessionGoneWhileDownLosesIt() throws IOException {
        Chats.Opened kept = open(null);
        String before = run(kept, "!hostname");
        // A container of this daemon's for a session it does not hold (disposed while it was down).
        String daemonLabel = DockerTier.docker("inspect", "--format", "{{ index .Config.Labels \"ahp.daemon\" }}",
                DockerTier.containers("ahp.session=" + kept.session()).getFirst()).output().strip();
        String stray = DockerTier.docker("create", "--network", "none", "--label", "ahp.daemon=" + daemonLabel,
                "--label", "ahp.session=local:/gone", "--label", "ahp.machine=" + machine, DockerTier.IMAGE,
                "sleep", "1000").output().strip();
        assertFalse(stray.isEmpty());

        owner.close();
        daemon.close();
        serve();
        Await.until("the stray container removed at start", () -> DockerTier.containers("ahp.session=local:/gone").isEmpty());
        owner.request("subscribe", params(kept.session()));
        owner.request("subscribe", params(kept.chat()));
        String after = run(kept, "!hostname");
        assertEquals(hostname(before), hostname(after), "the same container, found again by its label");
        assertEquals(1, DockerTier.containers("ahp.session=" + kept.session()).size());
    }

    private static String hostname(String output) {
        return output.lines().map(String::strip).filter(line -> line.matches("[0-9a-f]{12}")).findFirst()
                .orElseThrow(() -> new AssertionError("no hostname in " + output));
    }

    /** A session of {@code provider} (null: local) in the machine, working in {@code work}, subscribed to its chat. */
    private Chats.Opened open(String provider) {
        return open(provider, machine);
    }

    private Chats.Opened open(String provider, String machineId) {
        return Chats.openInMachine(owner, work, provider, machineId);
    }

    private String run(Chats.Opened opened, String line) {
        return Chats.ran(owner, opened, line);
    }

    private static List<String> strings(JsonNode array) {
        return array.valueStream().map(JsonNode::asString).toList();
    }

    private void serve() throws IOException {
        ConfiguredDaemon served = ConfiguredDaemon.serve(folder, "pty");
        daemon = served.daemon();
        owner = served.owner();
        Chats.enableAgentTools(owner);
    }
}
