package ahp.machines.docker.exec;

import ahp.machines.docker.engine.EngineException;

/** Where a session's processes run: its container, made or started when it is first needed. */
public interface ContainerSource {

    /**
     * The container, running.
     *
     * @param containerId its id
     * @param notice a line the first process's output starts with (the container was gone and a new
     *     one was made), or null
     */
    record Ready(String containerId, String notice) {}

    /**
     * The container, running: found by its labels, started if it was stopped, made if there is none.
     * Concurrent callers wait for one of them to make it.
     *
     * @throws EngineException when the engine cannot be reached or refuses; its message says why
     */
    Ready ready() throws EngineException;
}
