package ahp.protocol.root;

import ahp.protocol.internal.Frozen;
import com.fasterxml.jackson.annotation.JsonProperty;
import java.util.Map;
import tools.jackson.databind.JsonNode;

/**
 * The host's configuration on root state: the JSON Schema of what can be configured and the current
 * values ({@code defaultShell} among them).
 *
 * @param schema the JSON Schema describing the properties
 * @param values the current value of each resolved property
 */
public record RootConfig(
        @JsonProperty(required = true) JsonNode schema,
        @JsonProperty(required = true) Map<String, JsonNode> values) {

    /** Copies both so the value never changes after it is made. */
    public RootConfig {
        schema = Frozen.node(schema);
        values = Frozen.extra(values);
    }

    /** This config with {@code values} replaced. */
    public RootConfig withValues(Map<String, JsonNode> newValues) {
        return new RootConfig(schema, newValues);
    }
}
