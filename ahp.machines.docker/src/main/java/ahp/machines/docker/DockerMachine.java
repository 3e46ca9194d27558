package ahp.machines.docker;

import ahp.machines.api.Machine;
import ahp.machines.api.MachineContext;
import ahp.machines.api.MachineSession;
import ahp.machines.docker.engine.DockerApi;
import ahp.machines.docker.engine.EngineAddress;
import ahp.machines.docker.engine.EngineException;
import ahp.machines.docker.exec.SessionBinding;
import ahp.terminals.api.spi.ProcessBinding;
import java.lang.System.Logger.Level;
import java.time.Duration;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

/**
 * A machine of kind {@code docker}: each session's commands run in a container of its own, made
 * from the machine's image at the session's first command and labelled with the daemon's id, the
 * session's URI and the machine's id, which is how it is found again after the daemon restarts.
 * Nothing is done at open: the engine is first asked at a session's first command.
 */
final class DockerMachine implements Machine {

    private static final System.Logger LOG = System.getLogger(DockerMachine.class.getName());
    /** How long {@code release} lets a container's processes end before they are killed. */
    private static final int STOP_SECONDS = 2;
    /** How long the exec that empties a kept container may take. */
    private static final Duration EMPTYING = Duration.ofSeconds(10);
    /** What empties a kept container: every process but PID 1, and the pid files of the old ones. */
    static final String EMPTY_SCRIPT = "kill -KILL -1; rm -f /tmp/.ahp-*.pid; exit 0";

    private final DockerSettings settings;
    private final String daemonId;
    private final DockerApi api;
    private final Map<String, SessionContainer> sessions = new ConcurrentHashMap<>();
    private volatile Set<String> kept = Set.of();

    DockerMachine(DockerSettings settings, MachineContext context, DockerApi api) {
        this.settings = settings;
        this.daemonId = context.daemonId();
        this.api = api;
    }

    @Override
    public String id() {
        return settings.id();
    }

    @Override
    public String kind() {
        return DockerMachineProvider.KIND;
    }

    @Override
    public String description() {
        String where = settings.address().text().equals(EngineAddress.LOCAL) ? "" : " at " + settings.address();
        return "Docker image " + settings.image() + where;
    }

    @Override
    public String shell() {
        return settings.shell();
    }

    @Override
    public ProcessBinding binding(MachineSession session) {
        SessionContainer container = sessions.compute(session.sessionUri(), (uri, known) -> {
            if (known == null) {
                return new SessionContainer(api, settings, daemonId, uri, session.directories(),
                        uri2 -> kept.contains(uri2));
            }
            known.directories(session.directories());
            return known;
        });
        return new SessionBinding(api, container, settings.user() == null ? "" : settings.user());
    }

    @Override
    public void release(String sessionUri) {
        sessions.remove(sessionUri);
        Set<String> without = new HashSet<>(kept);
        if (without.remove(sessionUri)) {
            kept = Set.copyOf(without);
        }
        try {
            for (DockerApi.Container container : api.list(Map.of(ContainerSpec.DAEMON, daemonId,
                    ContainerSpec.SESSION, sessionUri))) {
                try {
                    api.stop(container.id(), STOP_SECONDS);
                } catch (EngineException refused) {
                    LOG.log(Level.DEBUG, "Stopping " + DockerApi.shortId(container.id()) + ": " + refused.getMessage());
                }
                api.remove(container.id());
                LOG.log(Level.INFO, "Removed container " + DockerApi.shortId(container.id()) + " of session "
                        + sessionUri);
            }
        } catch (EngineException | RuntimeException failure) {
            LOG.log(Level.WARNING, "Could not remove the container of session " + sessionUri + " in machine "
                    + settings.id() + ": " + failure.getMessage());
        }
    }

    @Override
    public void reconcile(Set<String> keptSessionUris) {
        Set<String> keep = Set.copyOf(keptSessionUris);
        kept = keep;
        List<DockerApi.Container> containers;
        try {
            containers = api.list(Map.of(ContainerSpec.DAEMON, daemonId, ContainerSpec.MACHINE, settings.id()));
        } catch (EngineException | RuntimeException failure) {
            LOG.log(Level.WARNING, "Machine " + settings.id() + " was not reconciled: " + failure.getMessage());
            return;
        }
        for (DockerApi.Container container : containers) {
            String session = container.labels().get(ContainerSpec.SESSION);
            try {
                if (session == null || !keep.contains(session)) {
                    api.remove(container.id());
                    LOG.log(Level.INFO, "Removed container " + DockerApi.shortId(container.id())
                            + " of session " + session + ", which this daemon no longer keeps");
                } else if (container.running()) {
                    api.runAsRoot(container.id(), EMPTY_SCRIPT, EMPTYING);
                }
            } catch (EngineException | RuntimeException failure) {
                LOG.log(Level.WARNING, "Container " + DockerApi.shortId(container.id()) + " of session " + session
                        + " was not reconciled: " + failure.getMessage());
            }
        }
    }

    /** The daemon stops: containers are left as they are, for {@link #reconcile} at the next start. */
    @Override
    public void close() {
        sessions.clear();
    }
}
