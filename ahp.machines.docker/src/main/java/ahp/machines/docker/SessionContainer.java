package ahp.machines.docker;

import ahp.machines.docker.engine.DockerApi;
import ahp.machines.docker.engine.EngineException;
import ahp.machines.docker.exec.ContainerSource;
import java.lang.System.Logger.Level;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.locks.ReentrantLock;
import java.util.function.Predicate;

/**
 * One session's container, found by its labels each time a process starts: running, it is used;
 * stopped (the engine or the machine restarted), it is started; gone, a new one is made. A container
 * that was there for this session before (in this run, or kept at the last reconcile) and is gone is
 * said in the first process's output, and logged. Starts of one session wait for one another here, so
 * two never make two containers. No failure is kept: the next start asks the engine again.
 */
final class SessionContainer implements ContainerSource {

    private static final System.Logger LOG = System.getLogger(SessionContainer.class.getName());

    private final DockerApi api;
    private final DockerSettings settings;
    private final String sessionUri;
    private final Map<String, String> labels;
    private final Predicate<String> keptAtReconcile;
    private final ReentrantLock lock = new ReentrantLock();
    private volatile List<Path> directories;
    /** Whether this run has seen the session's container. */
    private boolean seen;

    SessionContainer(DockerApi api, DockerSettings settings, String daemonId, String sessionUri,
            List<Path> directories, Predicate<String> keptAtReconcile) {
        this.api = api;
        this.settings = settings;
        this.sessionUri = sessionUri;
        this.labels = ContainerSpec.labels(daemonId, settings.id(), sessionUri);
        this.directories = List.copyOf(directories);
        this.keptAtReconcile = keptAtReconcile;
    }

    /** The session's folders, for a container not made yet. */
    void directories(List<Path> directories) {
        this.directories = List.copyOf(directories);
    }

    @Override
    public Ready ready() throws EngineException {
        lock.lock();
        try {
            List<DockerApi.Container> found = api.list(labels);
            for (DockerApi.Container container : found) {
                if (container.running()) {
                    seen = true;
                    return new Ready(container.id(), null);
                }
            }
            for (DockerApi.Container container : found) {
                try {
                    api.start(container.id());
                    seen = true;
                    return new Ready(container.id(), null);
                } catch (EngineException refused) {
                    LOG.log(Level.WARNING, "The stopped container " + DockerApi.shortId(container.id())
                            + " of session " + sessionUri + " could not be started; a new one is made: "
                            + refused.getMessage());
                    api.remove(container.id());
                }
            }
            String notice = null;
            if (seen || keptAtReconcile.test(sessionUri)) {
                LOG.log(Level.WARNING, "The container of session " + sessionUri + " in machine " + settings.id()
                        + " was gone; a new one is made from " + settings.image());
                notice = "ahp: this session's container was gone; a new one was made from " + settings.image() + "\r\n";
            }
            String id = make();
            seen = true;
            return new Ready(id, notice);
        } finally {
            lock.unlock();
        }
    }

    /**
     * Creates and starts the container; one created that cannot start is removed. The log says how
     * long the engine took to create it and to start it.
     */
    private String make() throws EngineException {
        long asked = System.nanoTime();
        String id = api.create(ContainerSpec.body(settings, labels, directories), settings.image());
        long created = System.nanoTime();
        try {
            api.start(id);
        } catch (EngineException refused) {
            try {
                api.remove(id);
            } catch (EngineException alsoRefused) {
                LOG.log(Level.WARNING, "Could not remove container " + DockerApi.shortId(id) + " that did not start: "
                        + alsoRefused.getMessage());
            }
            throw refused;
        }
        long started = System.nanoTime();
        LOG.log(Level.INFO, "Made container " + DockerApi.shortId(id) + " from " + settings.image() + " for session "
                + sessionUri + " in machine " + settings.id() + " (created in " + millis(created - asked)
                + " ms, started in " + millis(started - created) + " ms)");
        return id;
    }

    private static long millis(long nanos) {
        return Math.round(nanos / 1e6);
    }
}
