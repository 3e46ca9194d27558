package ahp.server.wire;

import java.util.List;
import java.util.Map;

/**
 * The root channel's state, as this host holds it: no agents of its own, the root list, and the
 * root config (its schema and values).
 *
 * @param terminals every listed terminal
 * @param configSchema the JSON schema of the config keys
 * @param configValues the config's values
 */
public record RootState(List<TerminalInfo> terminals, Map<String, Object> configSchema, Map<String, Object> configValues) {

    /** Copies the collections. */
    public RootState {
        terminals = List.copyOf(terminals);
        configValues = java.util.Collections.unmodifiableMap(new java.util.LinkedHashMap<>(configValues));
    }
}
