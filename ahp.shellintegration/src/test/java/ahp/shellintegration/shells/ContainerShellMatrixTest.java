package ahp.shellintegration.shells;

import static org.junit.jupiter.api.Assertions.assertEquals;

import ahp.shellintegration.ScriptsShellIntegrationProvider;
import ahp.terminals.api.spi.Injection;
import ahp.terminals.api.spi.InjectionRequest;
import ahp.terminals.api.spi.ShellIntegration;
import ahp.terminals.api.spi.ShellIntegrationSettings;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.UUID;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.testcontainers.containers.GenericContainer;
import org.testcontainers.utility.DockerImageName;
import org.testcontainers.utility.MountableFile;

/**
 * The Linux shell matrix in a container of Debian's shells (the local image {@code bin/containers}
 * builds, never pulled, no network): each shell opened as {@code docker exec -it <container> <shell>}
 * under a real pseudoterminal, with the injection's arguments and variables, its files copied in at
 * the same paths. Skipped with the reason where no engine can run.
 */
@Tag("containers")
class ContainerShellMatrixTest {

    private static GenericContainer<?> container;

    @TempDir
    Path tmp;

    private static String notReady;

    @BeforeAll
    static void startContainer() {
        notReady = DockerEngine.problem().orElse(null);
        if (notReady != null) {
            return; // each test says so: a class skipped whole is reported as no test at all
        }
        container = new GenericContainer<>(DockerImageName.parse(DockerEngine.IMAGE))
                .withImagePullPolicy(image -> false)
                .withNetworkMode("none")
                .withCommand("sleep", "infinity")
                .withStartupTimeout(Duration.ofSeconds(60));
        container.start();
    }

    @AfterAll
    static void stopContainer() {
        if (container != null) {
            container.stop();
        }
    }

    @BeforeEach
    void requireEngine() {
        DockerEngine.skipOrFail(notReady);
    }

    @ParameterizedTest
    @ValueSource(strings = {"bash", "zsh", "fish"})
    void marksEveryCommandOfTheScript(String name) throws Exception {
        ShellIntegration integration = new ScriptsShellIntegrationProvider()
                .create(new ShellIntegrationSettings(tmp.resolve("t"), false));
        ShellHome home = ShellHome.create(tmp.resolve("home"), name);
        Path cwd = Files.createDirectories(tmp.resolve("work dir"));
        String nonce = UUID.randomUUID().toString();
        Map<String, String> env = home.environment();
        env.put("USER", "root");
        Injection injection = integration.inject(new InjectionRequest(List.of(name), env, nonce))
                .orElseThrow(() -> new AssertionError(name + " was given no integration"));
        copyIn(tmp);
        try (PtySession shell = exec(injection.argv(), ShellHome.mixed(env, injection.environment()), cwd,
                integration.track(nonce))) {
            CommandScript.run(shell, nonce);
            CommandScript.check(shell.actions(), home.rc(), CommandScript.fileUri(cwd));
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {"dash", "busybox sh"})
    void leavesShellsWithNoScriptExactlyAsTheyWere(String command) throws Exception {
        ShellIntegration integration = new ScriptsShellIntegrationProvider()
                .create(new ShellIntegrationSettings(tmp.resolve("t"), false));
        List<String> argv = new ArrayList<>(List.of(command.split(" ")));
        ShellHome home = ShellHome.create(tmp.resolve("home"), argv.getFirst());
        Map<String, String> env = ShellHome.mixed(home.environment(), Map.of("PS1", "ahp-sh$ "));
        String nonce = UUID.randomUUID().toString();
        assertEquals(Optional.empty(), integration.inject(new InjectionRequest(argv, env, nonce)));
        copyIn(tmp);
        argv.add("-i");
        try (PtySession shell = exec(argv, env, tmp, integration.track(nonce))) {
            CommandScript.runUntouched(shell);
        }
    }

    /** Copies a host folder into the container at the same path: the injection's paths hold there too. */
    private static void copyIn(Path folder) {
        container.copyFileToContainer(MountableFile.forHostPath(folder), folder.toString());
    }

    /** {@code docker exec -it} of {@code argv} in the container, under a pseudoterminal. */
    private static PtySession exec(List<String> argv, Map<String, String> env, Path cwd,
            ahp.terminals.api.spi.MarkTracker tracker) throws Exception {
        List<String> command = new ArrayList<>(List.of("docker", "exec", "-it", "-w", cwd.toString()));
        env.forEach((name, value) -> command.addAll(List.of("-e", name + "=" + value)));
        command.add(container.getContainerId());
        command.addAll(argv);
        Map<String, String> clientEnv = new HashMap<>(System.getenv());
        clientEnv.put("TERM", "xterm-256color");
        return PtySession.start(command, clientEnv, cwd.getParent() == null ? cwd : Path.of(System.getProperty("java.io.tmpdir")), tracker);
    }
}
