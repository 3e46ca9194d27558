package ahp.backends.acp;

import ahp.backends.acp.session.AcpAgent;
import ahp.backends.api.AgentBackend;
import ahp.backends.api.BackendProvider;
import ahp.backends.api.BackendSettings;
import java.util.List;

/**
 * The ACP backend's service: one {@link AgentBackend} for each entry of the config's {@code agents}
 * list ({@link AcpAgentConfig}), none without the key.
 */
public final class AcpBackendProvider implements BackendProvider {

    /** The provider, as {@link java.util.ServiceLoader} makes it. */
    public AcpBackendProvider() {}

    /**
     * {@inheritDoc}
     *
     * @throws IllegalArgumentException naming the entry and the field when an entry of {@code agents}
     *     is malformed (the daemon prints it and refuses to start)
     */
    @Override
    public List<AgentBackend> agents(BackendSettings settings) {
        return AcpAgentConfig.list(settings.get("agents")).stream()
                .<AgentBackend>map(config -> new AcpAgent(config, settings))
                .toList();
    }
}
