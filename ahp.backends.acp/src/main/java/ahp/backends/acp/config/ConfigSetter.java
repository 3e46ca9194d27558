package ahp.backends.acp.config;

import ahp.backends.acp.rpc.Nodes;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ObjectNode;

/**
 * The ACP request that sets one property of a session's config: {@code session/set_mode}
 * ({@code modeId}), {@code session/set_model} ({@code modelId}, the unstable models API) or
 * {@code session/set_config_option} ({@code configId} and {@code value}, with {@code type: "boolean"}
 * for a toggle).
 *
 * @param kind which request
 * @param configId the config option's id, for {@link Kind#SELECT} and {@link Kind#TOGGLE}; else null
 */
public record ConfigSetter(Kind kind, String configId) {

    /** How a property is set. */
    public enum Kind {
        /** {@code session/set_mode}. */
        MODE,
        /** {@code session/set_model}. */
        MODEL,
        /** {@code session/set_config_option} of a {@code select} option. */
        SELECT,
        /** {@code session/set_config_option} of a {@code boolean} option. */
        TOGGLE
    }

    /** The request's method. */
    public String method() {
        return switch (kind) {
            case MODE -> "session/set_mode";
            case MODEL -> "session/set_model";
            case SELECT, TOGGLE -> "session/set_config_option";
        };
    }

    /** The request's params, setting the session {@code sessionId} to {@code value}. */
    public ObjectNode params(String sessionId, JsonNode value) {
        ObjectNode params = Nodes.object().put("sessionId", sessionId);
        switch (kind) {
            case MODE -> params.set("modeId", value);
            case MODEL -> params.set("modelId", value);
            case SELECT -> params.put("configId", configId).set("value", value);
            case TOGGLE -> params.put("configId", configId).put("type", "boolean").set("value", value);
        }
        return params;
    }
}
