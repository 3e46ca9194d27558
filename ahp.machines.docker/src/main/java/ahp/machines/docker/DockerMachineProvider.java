package ahp.machines.docker;

import ahp.machines.api.Machine;
import ahp.machines.api.MachineContext;
import ahp.machines.api.MachineException;
import ahp.machines.api.MachineProvider;
import ahp.machines.api.MachineSettings;
import ahp.machines.docker.engine.DockerApi;
import ahp.machines.docker.engine.EngineClient;
import java.util.Map;

/**
 * The kind {@code "docker"}: a machine whose sessions each run in a container of a Docker engine,
 * made from one image. Its settings are {@code image} (required), {@code host}, {@code shell},
 * {@code network} and {@code user} ({@link DockerSettings}). Opening one checks them and nothing else:
 * the engine is first asked at a session's first command.
 */
public final class DockerMachineProvider implements MachineProvider {

    /** The kind, as the config file names it. */
    public static final String KIND = "docker";

    /** The provider, as {@link java.util.ServiceLoader} makes it. */
    public DockerMachineProvider() {}

    @Override
    public String kind() {
        return KIND;
    }

    @Override
    public Machine open(MachineSettings settings, MachineContext context) throws MachineException {
        return open(settings, context, System.getenv());
    }

    /** {@link #open(MachineSettings, MachineContext)} reading {@code environment} for the engine's address. */
    static Machine open(MachineSettings settings, MachineContext context, Map<String, String> environment)
            throws MachineException {
        DockerSettings checked = DockerSettings.of(settings, environment);
        return new DockerMachine(checked, context, new DockerApi(new EngineClient(checked.address())));
    }
}
