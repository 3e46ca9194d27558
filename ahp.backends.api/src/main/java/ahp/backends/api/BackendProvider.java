package ahp.backends.api;

import java.util.List;

/**
 * The service a backend module provides ({@code provides ahp.backends.api.BackendProvider with ...}).
 * The host asks every provider it finds, once at start, for the agents it offers.
 */
public interface BackendProvider {

    /**
     * The agents this provider offers with the daemon's settings; none when it has nothing to offer
     * here (no agents configured, say). Each agent's {@link AgentBackend#provider()} is unique on the
     * host; a second agent with the same id is refused with a log line.
     */
    List<AgentBackend> agents(BackendSettings settings);
}
