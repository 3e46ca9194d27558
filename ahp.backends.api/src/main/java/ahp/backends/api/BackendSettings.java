package ahp.backends.api;

import java.nio.file.Path;
import java.util.Map;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ObjectNode;

/**
 * What a provider is told at start.
 *
 * @param config the daemon's config file as a JSON object (empty without one); a provider reads its
 *     own keys (the ACP backend reads {@code agents})
 * @param configFolder the folder the config file is in, for paths relative to it; null without one
 * @param stateFolder where the daemon keeps its state; a provider may keep files under
 *     {@code stateFolder/backends/<provider>}
 * @param environment the daemon's environment
 */
public record BackendSettings(ObjectNode config, Path configFolder, Path stateFolder, Map<String, String> environment) {

    /** Copies the environment. */
    public BackendSettings {
        environment = Map.copyOf(environment);
    }

    /** The config's value for {@code key}, or a missing node. */
    public JsonNode get(String key) {
        return config.path(key);
    }
}
