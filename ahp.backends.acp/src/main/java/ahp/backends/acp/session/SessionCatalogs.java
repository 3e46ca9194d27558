package ahp.backends.acp.session;

import ahp.backends.acp.config.ConfigCatalog;
import ahp.backends.acp.config.ConfigSetter;
import ahp.backends.acp.process.AgentFault;
import ahp.backends.acp.rpc.Nodes;
import java.lang.System.Logger.Level;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ArrayNode;

/**
 * What each ACP session of one agent can be set to and is set to, as the agent said it (the answers to
 * {@code session/new} and {@code session/load}, and its {@code current_mode_update} and
 * {@code config_option_update}), and the sets that bring a session to the values a person chose.
 */
final class SessionCatalogs {

    private static final System.Logger LOG = System.getLogger(SessionCatalogs.class.getName());

    /** A request to the agent with its deadline. */
    interface Requests {
        JsonNode await(String method, JsonNode params) throws AgentFault;
    }

    private final Map<String, ConfigCatalog> catalogs = new ConcurrentHashMap<>();
    private final String agentName;

    SessionCatalogs(String agentName) {
        this.agentName = agentName;
    }

    /** The session {@code id} can be set as {@code catalog} says. */
    void said(String id, ConfigCatalog catalog) {
        catalogs.put(id, catalog);
    }

    /** The session {@code id} is gone. */
    void forget(String id) {
        catalogs.remove(id);
    }

    /** A {@code session/update} the agent sent for {@code session}: a mode or options it moved itself. */
    void updated(String session, String kind, JsonNode update) {
        if ("current_mode_update".equals(kind)) {
            catalogs.computeIfPresent(session, (id, known) -> known.withMode(Nodes.text(update, "currentModeId")));
        } else if ("config_option_update".equals(kind) && Nodes.arrayAt(update, "configOptions") != null) {
            catalogs.computeIfPresent(session, (id, known) -> known.withOptions(Nodes.arrayAt(update, "configOptions")));
        }
    }

    /**
     * Sets the ACP session {@code id} to {@code values} (property ids to values, as the AHP session's
     * config holds them): {@code session/set_mode}, {@code session/set_model} or
     * {@code session/set_config_option} for each property the agent offers and is not already at,
     * one after the other, each with the agent's deadline. A property the agent does not offer is
     * skipped; a set the agent refuses is logged and the rest go on.
     *
     * @throws AgentFault when the link fails meanwhile
     */
    void configure(String id, JsonNode values, Requests agent) throws AgentFault {
        for (Map.Entry<String, JsonNode> value : values.properties()) {
            ConfigCatalog catalog = catalogs.getOrDefault(id, ConfigCatalog.NONE);
            ConfigSetter setter = catalog.setter(value.getKey());
            if (setter == null || value.getValue().equals(catalog.current().get(value.getKey()))) {
                continue;
            }
            try {
                JsonNode answer = agent.await(setter.method(), setter.params(id, value.getValue()));
                ArrayNode options = Nodes.arrayAt(answer, "configOptions");
                catalogs.computeIfPresent(id, (key, known) -> options != null
                        ? known.withOptions(options) : known.withCurrent(value.getKey(), value.getValue()));
            } catch (AgentFault refused) {
                if (!refused.errorType().equals(AgentFault.AGENT_ERROR)) {
                    throw refused;
                }
                LOG.log(Level.INFO, "{0}: {1} = {2} not set in session {3}: {4}", agentName, value.getKey(),
                        value.getValue(), id, refused.getMessage());
            }
        }
    }
}
