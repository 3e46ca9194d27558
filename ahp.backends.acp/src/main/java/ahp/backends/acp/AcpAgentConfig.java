package ahp.backends.acp;

import java.time.Duration;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Pattern;
import tools.jackson.databind.JsonNode;

/**
 * One entry of the daemon config's {@code agents} list: an agent that speaks ACP over stdio.
 *
 * <pre>{@code
 * "agents": [
 *   {"id": "gemini", "displayName": "Gemini CLI", "command": "gemini", "args": ["--experimental-acp"],
 *    "env": {"GEMINI_API_KEY": "..."}, "requestTimeoutSeconds": 60}
 * ]
 * }</pre>
 *
 * @param id the session {@code provider} it backs: letters, digits, {@code -}, {@code _} and {@code .}
 * @param displayName how the root lists it; null to take the agent's own title once it has run
 *     (the id until then)
 * @param command an executable's name, looked up on the daemon's {@code PATH}, or an absolute path
 * @param args its arguments
 * @param env variables laid over the daemon's environment
 * @param requestTimeout how long {@code initialize}, {@code session/new} and {@code session/load} may
 *     take before the agent is taken for dead; a prompt has no deadline
 */
public record AcpAgentConfig(
        String id, String displayName, String command, List<String> args, Map<String, String> env, Duration requestTimeout) {

    /** {@link #requestTimeout} when the entry names none. */
    public static final Duration DEFAULT_REQUEST_TIMEOUT = Duration.ofSeconds(60);

    private static final Pattern ID = Pattern.compile("[A-Za-z0-9_.-]{1,128}");
    private static final Set<String> FIELDS = Set.of("id", "displayName", "command", "args", "env", "requestTimeoutSeconds");

    /** Checks the fields and copies the collections. */
    public AcpAgentConfig {
        if (id == null || !ID.matcher(id).matches()) {
            throw new IllegalArgumentException("agent id " + id + ": letters, digits, -, _ and . only (1 to 128)");
        }
        if (command == null || command.isBlank()) {
            throw new IllegalArgumentException("agent " + id + ": no command");
        }
        args = List.copyOf(args);
        env = Map.copyOf(env);
        if (requestTimeout == null || requestTimeout.isNegative() || requestTimeout.isZero()) {
            throw new IllegalArgumentException("agent " + id + ": the request timeout must be positive");
        }
    }

    /** How the root lists it before the agent said its own name. */
    public String shownName() {
        return displayName != null ? displayName : id;
    }

    /**
     * The entries of the config's {@code agents} value: none when it is missing or null.
     *
     * @throws IllegalArgumentException naming the entry and the field when one is malformed, or when
     *     two entries have the same id
     */
    public static List<AcpAgentConfig> list(JsonNode agents) {
        if (agents == null || agents.isMissingNode() || agents.isNull()) {
            return List.of();
        }
        if (!agents.isArray()) {
            throw new IllegalArgumentException("config: agents must be a list of {id, displayName, command, args, env}");
        }
        List<AcpAgentConfig> configs = new ArrayList<>();
        Set<String> ids = new HashSet<>();
        for (int i = 0; i < agents.size(); i++) {
            AcpAgentConfig config = parse(agents.get(i), i);
            if (!ids.add(config.id())) {
                throw new IllegalArgumentException("config: agents[" + i + "]: id \"" + config.id() + "\" is used by an earlier entry");
            }
            configs.add(config);
        }
        return List.copyOf(configs);
    }

    /**
     * Reads entry {@code index} of the {@code agents} list.
     *
     * @throws IllegalArgumentException naming the entry and the field when it is malformed
     */
    public static AcpAgentConfig parse(JsonNode entry, int index) {
        String where = "config: agents[" + index + "]";
        if (entry == null || !entry.isObject()) {
            throw new IllegalArgumentException(where + ": must be an object {id, displayName, command, args, env}");
        }
        JsonNode idNode = entry.get("id");
        if (idNode == null || !idNode.isString() || !ID.matcher(idNode.stringValue()).matches()) {
            throw new IllegalArgumentException(where + ": field \"id\" must be a string of letters, digits, -, _ and . (1 to 128)");
        }
        String id = idNode.stringValue();
        where = where + " (id \"" + id + "\")";
        for (String field : entry.propertyNames()) {
            if (!FIELDS.contains(field)) {
                throw new IllegalArgumentException(where + ": unknown field \"" + field + "\" (known: id, displayName, command, args, env, requestTimeoutSeconds)");
            }
        }
        String displayName = null;
        JsonNode shown = entry.get("displayName");
        if (shown != null && !shown.isNull()) {
            if (!shown.isString() || shown.stringValue().isBlank()) {
                throw new IllegalArgumentException(where + ": field \"displayName\" must be a non-empty string");
            }
            displayName = shown.stringValue();
        }
        JsonNode commandNode = entry.get("command");
        if (commandNode == null || !commandNode.isString() || commandNode.stringValue().isBlank()) {
            throw new IllegalArgumentException(where + ": field \"command\" must be a non-empty string (an executable on PATH or an absolute path)");
        }
        String command = commandNode.stringValue();
        if (command.indexOf('/') >= 0 && !command.startsWith("/")) {
            throw new IllegalArgumentException(where + ": field \"command\" must be a name looked up on PATH or an absolute path, not the relative path " + command);
        }
        List<String> args = new ArrayList<>();
        JsonNode argsNode = entry.get("args");
        if (argsNode != null && !argsNode.isNull()) {
            if (!argsNode.isArray()) {
                throw new IllegalArgumentException(where + ": field \"args\" must be a list of strings");
            }
            for (int i = 0; i < argsNode.size(); i++) {
                JsonNode arg = argsNode.get(i);
                if (!arg.isString()) {
                    throw new IllegalArgumentException(where + ": field \"args\" must be a list of strings; args[" + i + "] is " + arg);
                }
                args.add(arg.stringValue());
            }
        }
        Map<String, String> env = new LinkedHashMap<>();
        JsonNode envNode = entry.get("env");
        if (envNode != null && !envNode.isNull()) {
            if (!envNode.isObject()) {
                throw new IllegalArgumentException(where + ": field \"env\" must be an object of strings");
            }
            for (Map.Entry<String, JsonNode> variable : envNode.properties()) {
                if (!variable.getValue().isString()) {
                    throw new IllegalArgumentException(where + ": field \"env\" must be an object of strings; " + variable.getKey() + " is " + variable.getValue());
                }
                if (variable.getKey().isEmpty() || variable.getKey().indexOf('=') >= 0 || variable.getKey().indexOf('\0') >= 0) {
                    throw new IllegalArgumentException(where + ": field \"env\" has a variable name that cannot be: \"" + variable.getKey() + "\"");
                }
                env.put(variable.getKey(), variable.getValue().stringValue());
            }
        }
        Duration timeout = DEFAULT_REQUEST_TIMEOUT;
        JsonNode timeoutNode = entry.get("requestTimeoutSeconds");
        if (timeoutNode != null && !timeoutNode.isNull()) {
            if (!timeoutNode.isNumber() || !(timeoutNode.asDouble() > 0) || timeoutNode.asDouble() > 86_400) {
                throw new IllegalArgumentException(where + ": field \"requestTimeoutSeconds\" must be a number of seconds above 0 and at most 86400");
            }
            timeout = Duration.ofMillis(Math.max(1, Math.round(timeoutNode.asDouble() * 1000)));
        }
        return new AcpAgentConfig(id, displayName, command, args, env, timeout);
    }
}
