package ahp.server.backends;

import ahp.backends.api.AgentBackend;
import ahp.backends.api.BackendProvider;
import ahp.backends.api.BackendSettings;
import java.lang.System.Logger.Level;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.ServiceLoader;
import ahp.server.plugins.ProviderCatalog;

/**
 * The agents that can back a session, by provider id, from every backend provider found with
 * {@link ServiceLoader} in the host's module layer and in each plugin's ({@link ProviderCatalog}). A second agent with an id already taken (or {@code local}, the host's own) is
 * refused with a log line; a provider that throws is reported and left out, and the daemon goes on.
 */
public final class Backends {

    private static final System.Logger LOG = System.getLogger(Backends.class.getName());

    private final Map<String, AgentBackend> agents;

    private Backends(Map<String, AgentBackend> agents) {
        this.agents = java.util.Collections.unmodifiableMap(new LinkedHashMap<>(agents));
    }

    /** No backend: terminal-only sessions. */
    public static Backends none() {
        return new Backends(Map.of());
    }

    /**
     * Asks every provider on the module path for its agents.
     *
     * @param reserved provider ids the host keeps for itself
     * @throws IllegalArgumentException when a provider finds its part of the config wrong (the daemon
     *     says so and does not start)
     */
    public static Backends load(BackendSettings settings, Collection<String> reserved) {
        return load(ProviderCatalog.ofHost(), settings, reserved);
    }

    /**
     * Asks every provider {@code catalog} found (the host's layer's, then each plugin's) for its agents.
     *
     * @param reserved provider ids the host keeps for itself
     * @throws IllegalArgumentException when a provider finds its part of the config wrong
     */
    public static Backends load(ProviderCatalog catalog, BackendSettings settings, Collection<String> reserved) {
        return of(catalog.load(BackendProvider.class).stream().map(ProviderCatalog.Found::provider).toList(),
                settings, reserved);
    }

    /** The agents {@code providers} offer. */
    public static Backends of(List<BackendProvider> providers, BackendSettings settings, Collection<String> reserved) {
        Map<String, AgentBackend> agents = new LinkedHashMap<>();
        for (BackendProvider provider : providers) {
            List<AgentBackend> offered;
            try {
                offered = provider.agents(settings);
            } catch (IllegalArgumentException wrongConfig) {
                throw wrongConfig;
            } catch (RuntimeException broken) {
                LOG.log(Level.ERROR, "The backend provider " + provider.getClass().getName() + " failed; left out",
                        broken);
                continue;
            }
            for (AgentBackend agent : offered) {
                String id = agent.provider();
                if (reserved.contains(id) || agents.containsKey(id)) {
                    LOG.log(Level.WARNING, "Refused the agent {0} of {1}: the id is taken", id,
                            provider.getClass().getName());
                    continue;
                }
                agents.put(id, agent);
                LOG.log(Level.INFO, "Agent {0} from {1}", id, provider.getClass().getName());
            }
        }
        return new Backends(agents);
    }

    /** The agent {@code provider} names. */
    public Optional<AgentBackend> agent(String provider) {
        return Optional.ofNullable(agents.get(provider));
    }

    /** Every agent, in the order they were found. */
    public Collection<AgentBackend> all() {
        return agents.values();
    }
}
