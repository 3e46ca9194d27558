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
import ahp.server.testing.SshdContainer;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.time.Duration;
import java.util.List;
import java.util.UUID;
import java.util.concurrent.TimeUnit;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ArrayNode;
import tools.jackson.databind.node.ObjectNode;

/**
 * A session in an SSH machine, through the daemon as {@code ahpd serve --config} starts it: the
 * machine is the shells image's sshd in a container on this host's network ({@link SshdContainer}),
 * reached with a key and known hosts the test writes, and the session's folder is mounted there at
 * the same path. Its {@code !} commands, its agent's {@code terminal/create} and the agent tools'
 * {@code bash} run on that host (they print the name only that container holds: this host has a
 * {@code /.dockerenv} too), what they write is in the session's folder, a host whose key is not in
 * the machine's known hosts fails the command at once, a machine's shell other than the daemon's has
 * its commands typed for it, and ssh reads no {@code ~/.ssh} (the daemon's home's, a temporary
 * folder's here, holds what would change these outcomes) and no system configuration.
 */
@Tag("containers")
class SshMachineSessionsTest {

    @TempDir
    Path folder;

    private final String suffix = UUID.randomUUID().toString().substring(0, 8);
    /** The host, its key known. */
    private final String lab = "lab-" + suffix;
    /** The same host, with known hosts that lack its key. */
    private final String stranger = "stranger-" + suffix;
    /** The same host, with fish as the shell commands are typed into. */
    private final String fishy = "fish-" + suffix;
    /** The same host, its ssh client traced ({@link #trace}). */
    private final String traced = "traced-" + suffix;

    private SshdContainer sshd;
    private Daemon daemon;
    private AhpTestClient owner;
    private Path work;

    @BeforeEach
    void start() throws IOException {
        DockerTier.require();
        ScriptedAcpAgent.checkInstalled();
        work = Files.createDirectories(folder.resolve("work"));
        Path keys = Files.createDirectories(folder.resolve("keys"));
        sshd = SshdContainer.start(keys, List.of(work));
        ownersOnly(sshd.identity());
        ownersOnly(Files.writeString(keys.resolve("known_hosts"), sshd.knownHostsLine() + "\n"));
        // Another host's entry with this host's key: ssh looks the host up by [127.0.0.1]:port.
        ownersOnly(Files.writeString(keys.resolve("other_known_hosts"), "[127.0.0.1]:1 "
                + sshd.knownHostsLine().substring(sshd.knownHostsLine().indexOf(' ') + 1) + "\n"));

        ObjectNode config = ConfiguredDaemon.scriptedAgentConfig(folder, """
                {"turns": {"*": [
                  {"create": {"command": "cat %1$s && echo agent-there-$((40+2))"}, "as": "t1"},
                  {"wait": "t1"}, {"output": "t1"},
                  {"mcp": {"name": "bash", "arguments": {"command": "cat %1$s && echo tool-there-$((40+3))"}}},
                  {"say": "done"}
                ]}}
                """.formatted(SshdContainer.MARK));
        ArrayNode machines = config.putArray("machines");
        sshMachine(machines, lab, "keys/known_hosts");
        sshMachine(machines, stranger, "keys/other_known_hosts");
        sshMachine(machines, fishy, "keys/known_hosts").put("shell", "/usr/bin/fish");
        sshMachine(machines, traced, "keys/known_hosts").put("ssh", tracedSsh().toString());
        ConfiguredDaemon.write(folder, config);

        poison(Files.createDirectories(folder.resolve("home").resolve(".ssh")));
        ConfiguredDaemon served = ConfiguredDaemon.serve(folder, "pty");
        daemon = served.daemon();
        owner = served.owner();
        Chats.enableAgentTools(owner);
    }

    @AfterEach
    void stop() {
        if (owner != null) {
            owner.close();
        }
        if (daemon != null) {
            daemon.close();
        }
        if (sshd != null) {
            sshd.close();
        }
    }

    @Test
    void aSessionsCommandsRunOnTheHostInItsFolder() throws IOException {
        JsonNode property = owner.request("resolveSessionConfig", params(AhpTestClient.ROOT).put("provider", "local"))
                .path("result").path("schema").path("properties").path("machine");
        assertEquals(List.of("local", fishy, lab, stranger, traced), strings(property.path("enum")), property.toString());
        assertTrue(property.toString().contains("SSH root@127.0.0.1:" + sshd.port()), property.toString());
        assertFalse(Files.exists(Path.of(SshdContainer.MARK)), "the mark is the container's alone");

        Chats.Opened opened = open(lab, null);
        JsonNode state = owner.request("subscribe", params(opened.session())).path("result").path("snapshot").path("state");
        assertEquals(lab, state.path("config").path("values").path("machine").asString(), state.toString());

        String there = run(opened, "!test -f /.dockerenv && echo remote-$((40+2)); cat " + SshdContainer.MARK
                + "; echo made > made.txt");
        assertTrue(there.contains("remote-42"), there);
        assertTrue(there.contains(sshd.name()), "ran in the sshd's container: " + there);
        assertEquals("made\n", Files.readString(work.resolve("made.txt")), "written in the folder both sides have");

        String typed = run(opened, "!echo a!b");
        assertTrue(typed.contains("a!b"), "typed as it is, no history expansion: " + typed);
    }

    @Test
    void anAgentsTerminalsAndItsBashToolRunOnTheHostWhileTheAgentRunsHere() {
        Chats.Opened opened = open(lab, ScriptedAcpAgent.ID);
        List<JsonNode> turn = Chats.untilEnd(owner, opened.chat(), Chats.send(owner, opened.chat(), "run these"));
        assertEquals("chat/turnComplete", turn.getLast().path("action").path("type").asString(), turn.toString());
        String said = turn.toString();
        assertTrue(said.contains("agent-there-42"), "terminal/create ran: " + said);
        assertTrue(said.contains("tool-there-43"), "the bash tool ran: " + said);
        int named = said.split(Pattern.quote(sshd.name()), -1).length - 1;
        assertTrue(named >= 2, "both printed the sshd container's name: " + said);
    }

    @Test
    void aHostWhoseKeyIsNotKnownFailsTheCommandAtOnce() {
        Chats.Opened opened = open(stranger, null);
        long started = System.nanoTime();
        List<JsonNode> turn = Chats.untilEnd(owner, opened.chat(),
                Chats.send(owner, opened.chat(), "!echo reach$((1+1))ed"));
        Duration took = Duration.ofNanos(System.nanoTime() - started);
        assertEquals("chat/turnComplete", turn.getLast().path("action").path("type").asString(), turn.toString());
        JsonNode result = Chats.result(turn);
        assertFalse(result.path("success").asBoolean(true), result.toString());
        assertTrue(result.path("error").path("message").asString().contains("Host key verification failed"),
                result.toString());
        assertFalse(result.toString().contains("reach2ed"), "it never reached the host: " + result);
        // Not the two minutes a command may run: ssh's own refusal ends the shell, and with it the call.
        assertTrue(took.compareTo(Duration.ofSeconds(30)) < 0, "took " + took);

        // The daemon's home's ~/.ssh holds that host's key, and a config sending every host to port 1:
        // neither is read (nor the user's own ~/.ssh: theSshClientReadsNoSshFilesButTheMachinesOwn).
        String there = run(open(lab, null), "!cat " + SshdContainer.MARK);
        assertTrue(there.contains(sshd.name()), there);
    }

    @Test
    void aMachineWhoseShellIsFishHasItsCommandsTypedForFish() {
        Chats.Opened opened = open(fishy, null);
        List<JsonNode> turn = Chats.untilEnd(owner, opened.chat(),
                Chats.send(owner, opened.chat(), "!set n (math 40 + 2); echo fish-$n; cat " + SshdContainer.MARK));
        assertEquals("chat/turnComplete", turn.getLast().path("action").path("type").asString(), turn.toString());
        JsonNode result = Chats.result(turn);
        String text = Chats.text(result);
        assertTrue(text.contains("fish-42") && text.contains(sshd.name()), text);
        assertTrue(result.path("success").asBoolean(false), "its status read as fish says it: " + result);
    }

    @Test
    void theSshClientReadsNoSshFilesButTheMachinesOwn() throws IOException {
        Assumptions.assumeTrue(straceRuns(), "no strace here that may trace its child");
        String there = run(open(traced, null), "!cat " + SshdContainer.MARK);
        assertTrue(there.contains(sshd.name()), there);

        List<String> files = Files.readAllLines(trace());
        assertTrue(files.stream().anyMatch(line -> line.contains(sshd.identity().toString())),
                "the trace shows the machine's identity file read: " + files);
        // Neither the daemon user's ~/.ssh (ssh finds ~ in the password database, not in $HOME), nor
        // the daemon's $HOME's, nor the system's /etc/ssh/ssh_config and ssh_known_hosts.
        List<String> others = files.stream().filter(line -> line.contains("/.ssh") || line.contains("/etc/ssh/")).toList();
        assertEquals(List.of(), others, "ssh looked at no configuration, key or known hosts of anyone's");
    }

    /** An ssh machine of root at the test's sshd, its files named relative to the config file's folder. */
    private ObjectNode sshMachine(ArrayNode machines, String id, String knownHosts) {
        return machines.addObject().put("id", id).put("kind", "ssh").put("host", "127.0.0.1").put("port", sshd.port())
                .put("user", "root").put("identityFile", "keys/client_key").put("knownHosts", knownHosts);
    }

    /**
     * A {@code ~/.ssh} that would change every outcome if read: a config sending every host to a
     * port nothing listens on, the test host's key in known_hosts (so the machine that lacks it would
     * get in), and a default identity nobody authorized.
     */
    private void poison(Path dotSsh) throws IOException {
        ownersOnly(Files.writeString(dotSsh.resolve("config"), "Host *\n  Port 1\n  User nobody\n"));
        ownersOnly(Files.writeString(dotSsh.resolve("known_hosts"), sshd.knownHostsLine() + "\n"));
        SshdContainer.keyPair(dotSsh.resolve("id_ed25519"));
    }

    /** The ssh client run under {@code strace}, which writes every file it names to {@link #trace}. */
    private Path tracedSsh() throws IOException {
        String ssh = Stream.of(System.getenv("PATH").split(":")).map(dir -> Path.of(dir, "ssh"))
                .filter(Files::isExecutable).findFirst().orElseThrow().toString();
        Path wrapper = Files.writeString(folder.resolve("traced-ssh"), "#!/bin/sh\nexec strace -f -qq -A -e trace=%file -o '"
                + trace() + "' " + ssh + " \"$@\"\n");
        Files.setPosixFilePermissions(wrapper, PosixFilePermissions.fromString("rwx------"));
        return wrapper;
    }

    private Path trace() {
        return folder.resolve("ssh-files.trace");
    }

    /** Whether strace is here and may trace a child (a container may forbid ptrace). */
    private static boolean straceRuns() {
        try {
            Process strace = new ProcessBuilder("strace", "-qq", "-o", "/dev/null", "true")
                    .redirectErrorStream(true).redirectOutput(ProcessBuilder.Redirect.DISCARD).start();
            return strace.waitFor(Await.STEP.toSeconds(), TimeUnit.SECONDS) && strace.exitValue() == 0;
        } catch (IOException notThere) {
            return false;
        } catch (InterruptedException interrupted) {
            Thread.currentThread().interrupt();
            return false;
        }
    }

    private static Path ownersOnly(Path file) throws IOException {
        Files.setPosixFilePermissions(file, PosixFilePermissions.fromString("rw-------"));
        return file;
    }

    private Chats.Opened open(String machine, String provider) {
        return Chats.openInMachine(owner, work, provider, machine);
    }

    private String run(Chats.Opened opened, String line) {
        return Chats.ran(owner, opened, line);
    }

    private static List<String> strings(JsonNode array) {
        return array.valueStream().map(JsonNode::asString).toList();
    }
}
