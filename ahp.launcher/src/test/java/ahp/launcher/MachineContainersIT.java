package ahp.launcher;

import static ahp.server.testing.AhpTestClient.params;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import ahp.server.testing.AhpTestClient;
import ahp.server.testing.Await;
import ahp.server.testing.Chats;
import ahp.server.testing.DockerTier;
import ahp.server.testing.Launched;
import java.io.IOException;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.UUID;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code ./ahpd serve} with a Docker machine, on the real engine and the project's shells image,
 * killed with {@code SIGKILL} and started again on the same state folder: a session disposed before
 * the kill has lost its container at once; the kept session's container outlives the daemon with
 * what its commands left running, and the next start ends those (only the container's own PID 1 is
 * left), runs the session's next command in the same container, and removes a container of this
 * daemon's that no session it keeps owns. Nothing is left once the kept session is disposed.
 */
@Tag("containers")
class MachineContainersIT {

    @TempDir
    Path home;

    /** The machine's id, which labels every container of this test's ({@code ahp.machine}). */
    private final String machine = "it-box-" + UUID.randomUUID().toString().substring(0, 8);
    private final String label = "ahp.machine=" + machine;

    /** Set once the container tier is found ready: only then is there anything to remove. */
    private boolean engine;

    @BeforeEach
    void requireEngine() {
        DockerTier.require();
        engine = true;
    }

    @AfterEach
    void removeContainers() {
        if (engine) {
            DockerTier.removeAll(label);
        }
    }

    @Test
    void aSigkilledDaemonsContainersAreTakenUpOrRemovedByTheNextStart() throws Exception {
        Path work = Files.createDirectories(home.resolve("work"));
        Path config = Files.writeString(home.resolve("ahpd.json"), """
                {"machines": [{"id": "%s", "kind": "docker", "image": "%s", "network": "none"}]}"""
                .formatted(machine, DockerTier.IMAGE));
        Chats.Opened kept;
        String keptContainer;
        String hostname;
        String stray;
        try (Launched first = start(config)) {
            try (AhpTestClient client = signIn(first)) {
                kept = open(client, work);
                hostname = hostname(run(client, kept, "!sleep 1000 & hostname"));
                assertEquals(1, DockerTier.containers(label).size(), DockerTier.containers(label).toString());
                keptContainer = DockerTier.containers(label).getFirst();
                assertTrue(keptContainer.startsWith(hostname), keptContainer + " runs the command: " + hostname);

                Chats.Opened gone = open(client, work);
                run(client, gone, "!hostname");
                assertEquals(2, DockerTier.containers(label).size(), "one container a session");
                assertTrue(client.request("disposeSession", params(gone.session())).path("result").isNull());
                Await.until("the disposed session's container removed",
                        () -> DockerTier.containers("ahp.session=" + gone.session()).isEmpty());
                assertEquals(List.of(keptContainer), DockerTier.containers(label));
            }

            // A container of this daemon's (its label read off the kept one) that no session of it owns.
            String daemonId = DockerTier.docker("inspect", "--format", "{{ index .Config.Labels \"ahp.daemon\" }}",
                    keptContainer).output().strip();
            assertTrue(daemonId.matches("[0-9a-f]{16}"), daemonId);
            DockerTier.Result made = DockerTier.docker("run", "-d", "--network", "none", "--label", "ahp.daemon=" + daemonId,
                    "--label", "ahp.session=local:/" + UUID.randomUUID(), "--label", label, DockerTier.IMAGE,
                    "sleep", "1000");
            assertEquals(0, made.code(), made.output());
            stray = made.output().strip();

            // ./ahpd is a script that execs the JVM: its process is the daemon's, and SIGKILL leaves it no say.
            assertTrue(first.process().info().command().orElse("").endsWith("/java"), first.process().info().toString());
            first.process().toHandle().destroyForcibly();
            assertEquals(137, first.awaitExit(), first.output());
        }
        assertEquals(Set.of(keptContainer, stray), Set.copyOf(DockerTier.containers(label)),
                "the kept session's container outlives the daemon");
        String left = processes(keptContainer);
        assertTrue(left.contains("sleep 1000") && left.contains("bash"),
                "what the command left and the shell it ran in outlive the daemon: " + left);

        try (Launched second = start(config)) {
            try (AhpTestClient client = signIn(second)) {
                Await.until("the stray container removed at start", Await.STEP, () -> DockerTier.containers(label).size() == 1,
                        () -> DockerTier.containers(label) + "; " + second.output());
                assertEquals(List.of(keptContainer), DockerTier.containers(label));
                Await.until("the kept container emptied but for its PID 1", Await.STEP, () -> onlyItsInit(keptContainer),
                        () -> processes(keptContainer) + "; " + second.output());

                client.request("subscribe", params(kept.session()));
                client.request("subscribe", params(kept.chat()));
                assertEquals(hostname, hostname(run(client, kept, "!hostname")), "the same container, found by its labels");
                assertEquals(List.of(keptContainer), DockerTier.containers(label));

                assertTrue(client.request("disposeSession", params(kept.session())).path("result").isNull());
                Await.until("the kept session's container removed with it", () -> DockerTier.containers(label).isEmpty());
            }
        }
        assertEquals(List.of(), DockerTier.containers(label));
    }

    /** {@code ./ahp chat --machine}: a person's new session runs its {@code !} commands in the machine. */
    @Test
    void ahpChatWithAMachineOpensItsSessionThere() throws Exception {
        Path work = Files.createDirectories(home.resolve("work"));
        Path config = Files.writeString(home.resolve("ahpd.json"), """
                {"machines": [{"id": "%s", "kind": "docker", "image": "%s", "network": "none"}]}"""
                .formatted(machine, DockerTier.IMAGE));
        try (Launched daemon = start(config)) {
            String url = daemon.awaitAddress();
            String token = Files.readString(home.resolve("state").resolve("owner-token")).strip();
            try (Launched person = Launched.start(List.of("./ahp", "--url", url, "--token", token, "chat",
                    "--machine", machine, "--cwd", work.toString()), Map.of("HOME", home.toString()))) {
                person.awaitOutput("its commands in the machine " + machine);
                person.type("!test -f /.dockerenv && echo in-the-box-$((40+2)) > made-there.txt; cat made-there.txt\n");
                person.awaitOutput("in-the-box-42");
                person.process().getOutputStream().close();
                assertEquals(0, person.awaitExit(), person.output());
            }
            assertEquals("in-the-box-42\n", Files.readString(work.resolve("made-there.txt")), "written in the mounted folder");
            assertEquals(1, DockerTier.containers(label).size(), "the session's one container");
        }
    }

    /** {@code ./ahpd serve} with the machine, its state in {@code home/state}, for a person whose shell is fish. */
    private Launched start(Path config) throws IOException {
        // The daemon's own shell is fish: the machine's commands are still typed for the image's bash.
        return Launched.start(List.of("./ahpd", "serve", "--listen", "127.0.0.1:0", "--state-dir",
                home.resolve("state").toString(), "--terminals", "pty", "--config", config.toString()),
                Map.of("HOME", home.toString(), "SHELL", "/usr/bin/fish"));
    }

    private AhpTestClient signIn(Launched daemon) throws IOException {
        URI address = URI.create(daemon.awaitAddress());
        String token = Files.readString(home.resolve("state").resolve("owner-token")).strip();
        return AhpTestClient.initialized(address, token, "it", "0.9.0");
    }

    /** A local session in the machine working in {@code work}, subscribed to with its chat. */
    private Chats.Opened open(AhpTestClient client, Path work) {
        return Chats.openInMachine(client, work, null, machine);
    }

    private static String run(AhpTestClient client, Chats.Opened opened, String line) {
        return Chats.ran(client, opened, line);
    }

    private static String hostname(String output) {
        return output.lines().map(String::strip).filter(line -> line.matches("[0-9a-f]{12}")).findFirst()
                .orElseThrow(() -> new AssertionError("no hostname in " + output));
    }

    /** {@code docker top}: every process in {@code container} with its host pid, parent pid and command line. */
    private static String processes(String container) {
        return DockerTier.docker("top", container, "-eo", "pid,ppid,args").output();
    }

    /**
     * Whether {@code container} runs nothing but its PID 1 (the shell loop that keeps it up) and
     * that loop's own {@code sleep}.
     */
    private static boolean onlyItsInit(String container) {
        String init = DockerTier.docker("inspect", "--format", "{{.State.Pid}}", container).output().strip();
        List<String[]> rows = processes(container).lines().skip(1).map(String::strip).filter(row -> !row.isEmpty())
                .map(row -> row.split("\\s+", 3)).toList();
        return !rows.isEmpty() && rows.stream().allMatch(row -> row[0].equals(init)
                || (row[1].equals(init) && row[2].equals("sleep 86400")));
    }
}
