package ahp.server.host;

import ahp.server.wire.Params;
import ahp.server.wire.RootAction;
import ahp.server.wire.RpcError;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;
import tools.jackson.databind.JsonNode;

/**
 * The root config this host offers: one key, {@code defaultShell}, the shell a client's terminal
 * opens. One value for the whole host: the last push from any client with {@code config:change}
 * sets it. Not thread-safe: changed and read under the host's sequence lock.
 */
final class RootConfig {

    /** The one key. */
    static final String DEFAULT_SHELL = "defaultShell";

    /** The config's JSON schema, as root state carries it. */
    static final Map<String, Object> SCHEMA = Map.of(
            "type", "object",
            "properties", Map.of(DEFAULT_SHELL, Map.of(
                    "type", "string",
                    "title", "Default shell",
                    "description", "The shell a client's terminal opens, as an absolute path. Used where it"
                            + " can run on this machine; the system shell otherwise.")));

    private final Map<String, Object> values = new LinkedHashMap<>();

    RootConfig(String initialDefaultShell) {
        if (initialDefaultShell != null) {
            values.put(DEFAULT_SHELL, initialDefaultShell);
        }
    }

    /**
     * Reads a client's {@code root/configChanged}: only known keys, each value of its type.
     *
     * @throws RpcError naming the wrong field
     */
    static RootAction.ConfigChanged parse(Params action) {
        Params config = action.object("config");
        Map<String, Object> pushed = new LinkedHashMap<>();
        for (Map.Entry<String, JsonNode> entry : config.node().properties()) {
            if (!entry.getKey().equals(DEFAULT_SHELL)) {
                throw RpcError.invalidParams("config." + entry.getKey(), "unknown config key (known: " + DEFAULT_SHELL + ")");
            }
            JsonNode value = entry.getValue();
            if (value.isNull()) {
                pushed.put(DEFAULT_SHELL, null);
            } else if (!value.isString() || !Path.of(value.asString()).isAbsolute()) {
                throw RpcError.invalidParams("config." + DEFAULT_SHELL, "expected an absolute path");
            } else {
                pushed.put(DEFAULT_SHELL, value.asString());
            }
        }
        JsonNode replace = action.node().get("replace");
        if (replace != null && !replace.isNull() && !replace.isBoolean()) {
            throw RpcError.invalidParams("replace", "expected true or false");
        }
        return new RootAction.ConfigChanged(pushed, replace == null || replace.isNull() ? null : replace.asBoolean());
    }

    /** Folds a pushed change in: merged, or replacing every value. */
    void apply(RootAction.ConfigChanged change) {
        if (Boolean.TRUE.equals(change.replace())) {
            values.clear();
        }
        change.config().forEach((key, value) -> {
            if (value == null) {
                values.remove(key);
            } else {
                values.put(key, value);
            }
        });
    }

    /** The values now. */
    Map<String, Object> values() {
        return Map.copyOf(values);
    }

    /** The configured {@code defaultShell}, or null; read under the sequence lock. */
    String runnableDefaultShellPath() {
        return values.get(DEFAULT_SHELL) instanceof String path ? path : null;
    }

    /**
     * The shell a client's terminal opens: {@code configured} where it is a file this machine can
     * run, else null for the system shell. Touches the file system: call outside the lock.
     */
    static String runnable(String configured) {
        if (configured == null) {
            return null;
        }
        Path file = Path.of(configured);
        return file.isAbsolute() && Files.isRegularFile(file) && Files.isExecutable(file) ? configured : null;
    }
}
