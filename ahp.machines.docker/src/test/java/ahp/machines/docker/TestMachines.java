package ahp.machines.docker;

import ahp.machines.api.Machine;
import ahp.machines.api.MachineContext;
import ahp.machines.api.MachineException;
import ahp.machines.api.MachineSession;
import ahp.machines.api.MachineSettings;
import ahp.machines.api.TypedShells;
import ahp.machines.docker.engine.DockerApi;
import ahp.machines.docker.engine.EngineClient;
import ahp.terminals.api.spi.ProcessLaunch;
import java.nio.file.Path;
import java.time.Duration;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.UUID;

/**
 * The machines of one test: all under one daemon id of their own, so that what the test made is
 * found by that label and removed after it ({@link #close}), and no other test's containers are
 * touched. Machines are of the local image, with no network.
 */
final class TestMachines implements AutoCloseable {

    /** The machine's id in every test. */
    static final String MACHINE = "box";

    final String daemonId = "test-" + UUID.randomUUID();
    private final Path state;

    TestMachines(Path state) {
        this.state = state;
    }

    /** A machine of the local image with no network, with {@code extra} settings over those. */
    Machine open(Map<String, String> extra) throws MachineException {
        Map<String, String> values = new HashMap<>(Map.of("image", DockerCli.IMAGE, "network", "none"));
        values.putAll(extra);
        return new DockerMachineProvider().open(new MachineSettings(MACHINE, "docker", values), context());
    }

    /** A machine of the local image with no network. */
    Machine open() throws MachineException {
        return open(Map.of());
    }

    /**
     * A machine of the local image with no network, its engine at {@code host}, running {@code ssh} for
     * an ssh address, the engine given {@code answer} to answer.
     */
    Machine open(String host, List<String> ssh, Duration answer, Map<String, String> extra) throws MachineException {
        Map<String, String> values = new HashMap<>(Map.of("image", DockerCli.IMAGE, "network", "none", "host", host));
        values.putAll(extra);
        DockerSettings settings = DockerSettings.of(new MachineSettings(MACHINE, "docker", values), Map.of());
        return new DockerMachine(settings, context(), new DockerApi(new EngineClient(settings.address(), ssh, answer)));
    }

    /** What a host hands its machines. */
    MachineContext context() {
        return new MachineContext(null, daemonId, state);
    }

    /** A session named {@code name} of this test, with {@code directory} as its one folder. */
    MachineSession session(String name, Path directory) {
        return new MachineSession("ahp-session:/" + daemonId + "/" + name, List.of(directory));
    }

    /** The label that finds the containers of {@code session}. */
    static String label(MachineSession session) {
        return ContainerSpec.SESSION + "=" + session.sessionUri();
    }

    /** The label that finds every container of this test. */
    String daemonLabel() {
        return ContainerSpec.DAEMON + "=" + daemonId;
    }

    /** Bash as the host types commands into it: no command, history expansion asked off. */
    static ProcessLaunch typedBash(Path directory, int cols, int rows) {
        return new ProcessLaunch(List.of("/bin/bash"), directory,
                Map.of("TERM", "xterm-256color", TypedShells.TYPED_INTO, "1"), cols, rows);
    }

    /** {@code bash -c script}. */
    static ProcessLaunch command(Path directory, String script) {
        return new ProcessLaunch(List.of("/bin/bash", "-c", script), directory, Map.of("TERM", "xterm-256color"), 80, 24);
    }

    /** Removes every container this test's daemon id labels. */
    @Override
    public void close() {
        DockerCli.removeAll(daemonLabel());
    }
}
