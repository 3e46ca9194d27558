package ahp.machines.ssh;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import ahp.machines.api.Machine;
import ahp.machines.api.TypedShells;
import ahp.terminals.api.spi.ExitStatus;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Terminals on another host: the machine's binding runs the system's ssh under the host's real
 * pseudoterminal, against Debian's sshd in a container of the shells image ({@link SshServer}), with
 * keys and known hosts made here. Skipped with the reason where no engine can run.
 */
@Tag("containers")
class SshMachineTest {

    private static final Duration WAIT = Duration.ofSeconds(30);

    /** root's prompt there, as Debian's /etc/bash.bashrc sets it: user@host:folder# . */
    private static final Pattern PROMPT = Pattern.compile("root@[^\\r\\n]*# ");

    @TempDir
    static Path tmp;

    private static String notReady;
    private static SshServer server;
    private static Path clientKey;
    private static Path knownHosts;
    private static Path work;

    @BeforeAll
    static void startServer() throws Exception {
        notReady = ContainerTier.problem().orElse(null);
        if (notReady != null) {
            return; // each test says so: a class skipped whole is reported as no test at all
        }
        Path keys = Files.createDirectories(tmp.resolve("client keys"));
        clientKey = keys.resolve("id_ed25519");
        String authorized = Keys.make(clientKey);
        work = Files.createDirectories(tmp.resolve("work 'dir'"));
        server = SshServer.start(tmp.resolve("sshd"), authorized, List.of(work));
        knownHosts = Files.writeString(keys.resolve("known hosts"), server.knownHostsLine() + "\n");
    }

    @AfterAll
    static void stopServer() {
        if (server != null) {
            server.close();
        }
    }

    @BeforeEach
    void requireEngine() {
        ContainerTier.skipOrFail(notReady);
    }

    private static Map<String, String> settings() {
        return new HashMap<>(Map.of("host", "127.0.0.1", "port", Integer.toString(server.port()), "user", "root",
                "identityFile", clientKey.toString(), "knownHosts", knownHosts.toString()));
    }

    private static Launches.Started start(Map<String, String> settings, List<String> argv, Map<String, String> env)
            throws Exception {
        Machine machine = Launches.open(settings, tmp);
        return Launches.start(machine, Launches.launch(argv, work, env, 100, 30));
    }

    @Test
    void bashShowsItsPromptAndRunsACommand() throws Exception {
        Launches.Started bash = start(settings(), List.of("/bin/bash"), Map.of());
        int prompt = bash.output().await(PROMPT, 0, WAIT);
        bash.process().write("echo hi\r");
        int hi = bash.output().awaitLine("hi", prompt, WAIT);
        bash.output().await(PROMPT, hi, WAIT);
        bash.process().write("exit\r");
        assertEquals(ExitStatus.exited(0), bash.output().awaitExit(WAIT));
    }

    @Test
    void aCommandsExitCodeComesBack() throws Exception {
        Launches.Started bash = start(settings(), List.of("/bin/bash", "-c", "exit 3"), Map.of());
        assertEquals(ExitStatus.exited(3), bash.output().awaitExit(WAIT), bash.output().text());
    }

    @Test
    void theRemoteTerminalHasTheLaunchSizeAndFollowsAResize() throws Exception {
        // The trap prints the size the remote shell is told of with SIGWINCH, then ends the wait: no
        // race with the resize (a trap runs at once during wait, and only after a read).
        Launches.Started bash = start(settings(), List.of("/bin/bash", "-c",
                "tail -f /dev/null & t=$!; trap 'stty size; kill $t' WINCH; stty size; wait $t; echo done"), Map.of());
        int first = bash.output().awaitLine("30 100", 0, WAIT);
        bash.process().resize(120, 40);
        int resized = bash.output().awaitLine("40 120", first, WAIT);
        bash.output().awaitLine("done", resized, WAIT);
        assertEquals(ExitStatus.exited(0), bash.output().awaitExit(WAIT));
    }

    @Test
    void theCommandStartsInTheLaunchDirectory() throws Exception {
        Launches.Started pwd = start(settings(), List.of("/bin/bash", "-c", "pwd"), Map.of());
        pwd.output().awaitLine(work.toString(), 0, WAIT);
        assertEquals(ExitStatus.exited(0), pwd.output().awaitExit(WAIT));
    }

    @Test
    void aTypedBashHasNoHistoryExpansion() throws Exception {
        Launches.Started bash = start(settings(), List.of("/bin/bash"),
                Map.of(TypedShells.TYPED_INTO, "1"));
        int prompt = bash.output().await(PROMPT, 0, WAIT);
        bash.process().write("echo a!b\r");
        int line = bash.output().awaitLine("a!b", prompt, WAIT);
        bash.output().await(PROMPT, line, WAIT);
        bash.process().write("exit\r");
        assertEquals(ExitStatus.exited(0), bash.output().awaitExit(WAIT));
    }

    @Test
    void anUnknownHostKeyIsRefusedAtOnce() throws Exception {
        Map<String, String> settings = settings();
        settings.put("knownHosts", Files.writeString(tmp.resolve("empty_known_hosts"), "").toString());
        long started = System.nanoTime();
        Launches.Started ssh = start(settings, List.of("/bin/bash", "-c", "echo reached"), Map.of());
        assertEquals(ExitStatus.exited(255), ssh.output().awaitExit(WAIT));
        Duration took = Duration.ofNanos(System.nanoTime() - started);
        assertTrue(ssh.output().text().contains("Host key verification failed"), ssh.output().text());
        assertFalse(ssh.output().text().contains("reached"), ssh.output().text());
        assertTrue(took.compareTo(Duration.ofSeconds(10)) < 0, "took " + took);
    }

    @Test
    void aKeyTheHostDoesNotAuthorizeIsRefused() throws Exception {
        Map<String, String> settings = settings();
        Path stranger = Files.createDirectories(tmp.resolve("stranger")).resolve("id_ed25519");
        Keys.make(stranger);
        settings.put("identityFile", stranger.toString());
        Launches.Started ssh = start(settings, List.of("/bin/bash", "-c", "echo reached"), Map.of());
        assertEquals(ExitStatus.exited(255), ssh.output().awaitExit(WAIT));
        assertTrue(ssh.output().text().contains("Permission denied"), ssh.output().text());
        assertFalse(ssh.output().text().contains("reached"), ssh.output().text());
    }

    @Test
    void killEndsTheTerminalAndTheRemoteCommand() throws Exception {
        Launches.Started sleep = start(settings(), List.of("/bin/sleep", "4242"), Map.of());
        Await.until(() -> server.processes().contains("sleep 4242"), WAIT,
                () -> "no sleep 4242 on the server; ssh printed: " + sleep.output().text());
        sleep.process().kill();
        sleep.output().awaitExit(WAIT);
        Await.until(() -> !server.processes().contains("sleep 4242"), WAIT,
                () -> "sleep 4242 runs on after its ssh ended: " + server.processes());
    }
}
