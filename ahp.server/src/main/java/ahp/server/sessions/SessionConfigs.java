package ahp.server.sessions;

import ahp.protocol.Json;
import ahp.protocol.jsonrpc.ErrorCode;
import ahp.protocol.jsonrpc.RpcException;
import ahp.protocol.session.SessionState;
import java.net.URI;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ArrayNode;
import tools.jackson.databind.node.ObjectNode;

/**
 * What a session of each provider can be configured with, as {@code resolveSessionConfig} and
 * {@code sessionConfigCompletions} answer it, and what {@code createSession} keeps of a client's
 * {@code config}. {@code local} takes none. An agent's backend says its own
 * ({@link ahp.backends.api.AgentBackend#sessionConfig}: an ACP agent's modes, models and config
 * options), best effort: what it cannot tell in time is left out. Where the config file names
 * machines, every provider's schema starts with {@code machine} ({@link SessionMachines}), fixed at
 * creation. A new session keeps the schema its
 * agent knows when it is created ({@link ahp.backends.api.AgentBackend#knownSessionConfig}, which
 * starts nothing) with the values chosen, as its state's {@code config}; a session with no property
 * has no {@code config}.
 */
public final class SessionConfigs {

    private SessionConfigs() {}

    /**
     * {@code ResolveSessionConfigResult} for a session of {@code provider} (null: {@code local}) in
     * {@code workingDirectory} (a {@code file:} URI or an absolute path; null: the home folder), given
     * the values the client filled in so far: the schema, and each property's value, the client's where
     * it is one the property takes, else its {@code default}.
     *
     * @throws RpcException {@code -32002} for a provider this host does not know, {@code -32602} for
     *     an unusable folder
     */
    public static CompletableFuture<ObjectNode> resolve(Sessions sessions, String provider, String workingDirectory,
            ObjectNode filled) {
        return properties(sessions, provider, workingDirectory).thenApply(properties -> {
            ObjectNode result = Json.MAPPER.createObjectNode();
            result.set("schema", schema(properties));
            ObjectNode values = ConfigValues.defaults(properties);
            if (filled != null) {
                for (Map.Entry<String, JsonNode> entry : filled.properties()) {
                    JsonNode property = properties.get(entry.getKey());
                    if (property != null && ConfigValues.problem(property, entry.getValue()) == null) {
                        values.set(entry.getKey(), entry.getValue());
                    }
                }
            }
            result.set("values", values);
            return result;
        });
    }

    /**
     * {@code SessionConfigCompletionsResult} for {@code property} of a session of {@code provider}:
     * the values of its {@code enum} whose value or label holds {@code query} (any case), each with
     * its label and description; every value for an empty or absent query.
     *
     * @throws RpcException {@code -32002} for a provider this host does not know, {@code -32602} for
     *     an unusable folder or (through the future) a property its schema does not have
     */
    public static CompletableFuture<ObjectNode> completions(Sessions sessions, String provider, String workingDirectory,
            String property, String query) {
        String known = Providers.known(sessions, provider);
        return properties(sessions, known, workingDirectory).thenApply(properties -> {
            JsonNode schema = properties.get(property);
            if (schema == null) {
                String names = String.join(", ", properties.propertyNames());
                throw new RpcException(ErrorCode.INVALID_PARAMS, "Invalid params: 'params.property' " + property
                        + " is not a property of the session config of " + known + " ("
                        + (names.isEmpty() ? "it has none" : "it has " + names) + ")");
            }
            return items(schema, query == null ? "" : query.toLowerCase(Locale.ROOT));
        });
    }

    /**
     * The {@code config} of a new session of {@code provider}: the schema its agent knows now, and
     * {@code given} over the defaults; null when the schema has no property. A value for a property
     * the schema does not have is dropped (a client may carry values of another provider).
     *
     * @throws RpcException {@code -32602} naming a value its property does not take
     */
    static ObjectNode chosen(Sessions sessions, String provider, ObjectNode given) {
        ObjectNode properties = withMachine(sessions, sessions.backends.agent(provider)
                .map(agent -> agent.knownSessionConfig().deepCopy())
                .orElseGet(Json.MAPPER::createObjectNode));
        if (properties.isEmpty()) {
            return null;
        }
        ObjectNode values = ConfigValues.defaults(properties);
        if (given != null) {
            for (Map.Entry<String, JsonNode> entry : given.properties()) {
                JsonNode property = properties.get(entry.getKey());
                if (property == null) {
                    continue;
                }
                String problem = ConfigValues.problem(property, entry.getValue());
                if (problem != null) {
                    throw new RpcException(ErrorCode.INVALID_PARAMS,
                            "Invalid params: 'params.config." + entry.getKey() + "' " + problem);
                }
                values.set(entry.getKey(), entry.getValue());
            }
        }
        ObjectNode config = Json.MAPPER.createObjectNode();
        config.set("schema", schema(properties));
        config.set("values", values);
        return config;
    }

    /** {@code state} with {@code config} ({@code SessionConfigState}); {@code state} itself when it is null. */
    static SessionState withConfig(SessionState state, ObjectNode config) {
        if (config == null) {
            return state;
        }
        ObjectNode body = state.body();
        body.set("config", config);
        return SessionState.of(body);
    }

    /** The session's {@code config} ({@code schema}, {@code values}) as its state holds it now, or null. */
    static ObjectNode of(Sessions sessions, LiveSession session) {
        JsonNode config = sessions.host.locked(() -> session.state.body().get("config"));
        return config instanceof ObjectNode object ? object : null;
    }

    private static CompletableFuture<ObjectNode> properties(Sessions sessions, String provider, String workingDirectory) {
        String known = Providers.known(sessions, provider);
        Path folder = folder(sessions, workingDirectory);
        return sessions.backends.agent(known)
                .map(agent -> agent.sessionConfig(folder).toCompletableFuture()
                        .thenApply(properties -> properties == null ? Json.MAPPER.createObjectNode() : properties.deepCopy())
                        .exceptionally(failed -> Json.MAPPER.createObjectNode()))
                .orElseGet(() -> CompletableFuture.completedFuture(Json.MAPPER.createObjectNode()))
                .thenApply(properties -> withMachine(sessions, properties));
    }

    /** {@code properties} with the {@code machine} property first, where the config file names machines. */
    private static ObjectNode withMachine(Sessions sessions, ObjectNode properties) {
        ObjectNode machine = SessionMachines.property(sessions);
        if (machine == null) {
            return properties;
        }
        ObjectNode all = Json.MAPPER.createObjectNode();
        all.set(SessionMachines.PROPERTY, machine);
        properties.properties().forEach(entry -> {
            if (!entry.getKey().equals(SessionMachines.PROPERTY)) {
                all.set(entry.getKey(), entry.getValue());
            }
        });
        return all;
    }

    private static ObjectNode schema(ObjectNode properties) {
        ObjectNode schema = Json.MAPPER.createObjectNode().put("type", "object");
        schema.set("properties", properties);
        return schema;
    }

    private static ObjectNode items(JsonNode schema, String query) {
        ObjectNode result = Json.MAPPER.createObjectNode();
        ArrayNode items = result.putArray("items");
        JsonNode values = schema.path("enum");
        for (int i = 0; i < values.size(); i++) {
            if (!values.get(i).isString()) {
                continue;
            }
            String value = values.get(i).asString();
            String label = schema.path("enumLabels").path(i).asString(value);
            if (!query.isEmpty() && !value.toLowerCase(Locale.ROOT).contains(query)
                    && !label.toLowerCase(Locale.ROOT).contains(query)) {
                continue;
            }
            ObjectNode item = items.addObject().put("value", value).put("label", label);
            String description = schema.path("enumDescriptions").path(i).asString("");
            if (!description.isEmpty()) {
                item.put("description", description);
            }
        }
        return result;
    }

    /** The folder {@code workingDirectory} names, or the home folder for none. */
    private static Path folder(Sessions sessions, String workingDirectory) {
        if (workingDirectory == null) {
            return sessions.settings.home();
        }
        try {
            return Path.of(URI.create(WorkingDirectories.of(List.of(workingDirectory)).getFirst()));
        } catch (RpcException unusable) {
            throw new RpcException(ErrorCode.INVALID_PARAMS, "Invalid params: 'params.workingDirectory' is "
                    + workingDirectory + ", which is neither a file: URI nor an absolute path");
        }
    }
}
