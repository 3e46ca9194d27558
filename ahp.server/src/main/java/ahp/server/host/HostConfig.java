package ahp.server.host;

import ahp.protocol.Json;
import ahp.protocol.root.RootAction;
import ahp.protocol.root.RootConfig;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.JsonNodeFactory;
import tools.jackson.databind.node.ObjectNode;

/**
 * The root config this host offers, the spec's two keys: {@code defaultShell}, the shell a client's
 * terminal opens, and {@code enableCustomTerminalTool}, whether a session is offered the six agent
 * terminal tools (read when a session's tools are bound). One value each for the whole host: the
 * last push from any client with {@code config:change} sets it. Not thread-safe: changed and read
 * under the host's sequence lock.
 */
final class HostConfig {

    /** The shell a client's terminal opens. */
    static final String DEFAULT_SHELL = "defaultShell";

    /** Whether the six agent terminal tools are offered. */
    static final String ENABLE_CUSTOM_TERMINAL_TOOL = "enableCustomTerminalTool";

    /** The config's JSON schema, as root state carries it. */
    static final JsonNode SCHEMA = schema();

    private final Map<String, JsonNode> values = new LinkedHashMap<>();

    HostConfig(String initialDefaultShell, boolean initialAgentTools) {
        if (initialDefaultShell != null) {
            values.put(DEFAULT_SHELL, JsonNodeFactory.instance.stringNode(initialDefaultShell));
        }
        if (initialAgentTools) {
            values.put(ENABLE_CUSTOM_TERMINAL_TOOL, JsonNodeFactory.instance.booleanNode(true));
        }
    }

    /**
     * Why a client's {@code root/configChanged} cannot be taken, or null when it can: only known
     * keys, each with a value of its type ({@code null} unsets a key).
     */
    static String problem(RootAction.ConfigChanged change) {
        for (Map.Entry<String, JsonNode> entry : change.config().entrySet()) {
            String key = entry.getKey();
            JsonNode value = entry.getValue();
            boolean unset = value == null || value.isNull();
            switch (key) {
                case DEFAULT_SHELL -> {
                    if (!unset && !(value.isString() && isAbsolute(value.asString()))) {
                        return "Invalid action: config." + DEFAULT_SHELL + " must be an absolute path";
                    }
                }
                case ENABLE_CUSTOM_TERMINAL_TOOL -> {
                    if (!unset && !value.isBoolean()) {
                        return "Invalid action: config." + ENABLE_CUSTOM_TERMINAL_TOOL + " must be true or false";
                    }
                }
                default -> {
                    return "Invalid action: config." + key + " is not a config key (known: " + DEFAULT_SHELL + ", "
                            + ENABLE_CUSTOM_TERMINAL_TOOL + ")";
                }
            }
        }
        return null;
    }

    /** Folds a pushed change in: merged, or replacing every value. */
    void apply(RootAction.ConfigChanged change) {
        if (Boolean.TRUE.equals(change.replace())) {
            values.clear();
        }
        change.config().forEach((key, value) -> {
            if (value == null || value.isNull()) {
                values.remove(key);
            } else {
                values.put(key, value);
            }
        });
    }

    /** The config as root state carries it. */
    RootConfig state() {
        return new RootConfig(SCHEMA, values);
    }

    /** The configured {@code defaultShell}, or null. */
    String defaultShell() {
        JsonNode shell = values.get(DEFAULT_SHELL);
        return shell == null ? null : shell.asString();
    }

    /** Whether the six agent terminal tools are offered to a session whose tools are bound now. */
    boolean enableCustomTerminalTool() {
        JsonNode enabled = values.get(ENABLE_CUSTOM_TERMINAL_TOOL);
        return enabled != null && enabled.asBoolean(false);
    }

    /**
     * The shell a client's terminal opens: {@code configured} where it is a file this machine can
     * run, else null for the system shell. Touches the file system: call outside the lock.
     */
    static String runnable(String configured) {
        if (configured == null || !isAbsolute(configured)) {
            return null;
        }
        Path file = Path.of(configured);
        return Files.isRegularFile(file) && Files.isExecutable(file) ? configured : null;
    }

    private static boolean isAbsolute(String path) {
        try {
            return Path.of(path).isAbsolute();
        } catch (InvalidPathException notAPath) {
            return false;
        }
    }

    private static JsonNode schema() {
        ObjectNode schema = Json.MAPPER.createObjectNode().put("type", "object");
        ObjectNode properties = schema.putObject("properties");
        properties.putObject(DEFAULT_SHELL)
                .put("type", "string")
                .put("title", "Default shell")
                .put("description", "The shell a client's terminal opens, as an absolute path. Used where it"
                        + " can run on this machine; the system shell otherwise.");
        properties.putObject(ENABLE_CUSTOM_TERMINAL_TOOL)
                .put("type", "boolean")
                .put("default", false)
                .put("title", "Agent terminal tools")
                .put("description", "Whether a session's agent is offered this host's six terminal tools (bash,"
                        + " read_bash, write_bash, bash_shutdown, list_bash, powershell). Read when a session's tools"
                        + " are bound: a running session keeps the set it started with.");
        return schema;
    }
}
