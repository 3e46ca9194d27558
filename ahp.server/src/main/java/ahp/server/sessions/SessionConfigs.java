package ahp.server.sessions;

import ahp.protocol.Json;
import ahp.protocol.jsonrpc.ErrorCode;
import ahp.protocol.jsonrpc.RpcException;
import java.util.Iterator;
import java.util.Map;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ObjectNode;

/**
 * What a session of each provider can be configured with, as {@code resolveSessionConfig} and
 * {@code sessionConfigCompletions} answer it: the config this host really takes, which today is none
 * for every provider. {@code createSession} reads no {@code config} (a session of {@code local} runs
 * {@code !} commands, and {@code SessionStart} hands an agent's backend no config to pass on), so
 * the schema has no properties and the resolved values are empty: a value a client sends is not
 * echoed, because nothing would take it.
 */
public final class SessionConfigs {

    private SessionConfigs() {}

    /**
     * {@code ResolveSessionConfigResult} for a session of {@code provider} (null: {@code local}), given
     * the values the client filled in so far; only values of the schema's properties are kept.
     *
     * @throws RpcException {@code -32002} for a provider this host does not know
     */
    public static ObjectNode resolve(Sessions sessions, String provider, ObjectNode filled) {
        ObjectNode schema = schema(Providers.known(sessions, provider));
        ObjectNode result = Json.MAPPER.createObjectNode();
        result.set("schema", schema);
        ObjectNode values = result.putObject("values");
        JsonNode properties = schema.path("properties");
        if (filled != null) {
            for (Iterator<Map.Entry<String, JsonNode>> it = filled.properties().iterator(); it.hasNext();) {
                Map.Entry<String, JsonNode> entry = it.next();
                if (properties.has(entry.getKey())) {
                    values.set(entry.getKey(), entry.getValue());
                }
            }
        }
        return result;
    }

    /**
     * {@code SessionConfigCompletionsResult} for {@code property} of a session of {@code provider}.
     *
     * @throws RpcException {@code -32002} for a provider this host does not know, {@code -32602} for
     *     a property its schema does not have (none has any today)
     */
    public static ObjectNode completions(Sessions sessions, String provider, String property) {
        String known = Providers.known(sessions, provider);
        JsonNode properties = schema(known).path("properties");
        if (!properties.has(property)) {
            String names = String.join(", ", properties.propertyNames());
            throw new RpcException(ErrorCode.INVALID_PARAMS, "Invalid params: 'params.property' " + property
                    + " is not a property of the session config of " + known + " ("
                    + (names.isEmpty() ? "it has none" : "it has " + names) + ")");
        }
        ObjectNode result = Json.MAPPER.createObjectNode();
        result.putArray("items");
        return result;
    }

    /** The session config schema of {@code provider}, a provider this host knows: no properties. */
    private static ObjectNode schema(String provider) {
        ObjectNode schema = Json.MAPPER.createObjectNode().put("type", "object");
        schema.putObject("properties");
        return schema;
    }
}
