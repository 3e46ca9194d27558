package ahp.server.daemon;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.Set;
import tools.jackson.core.JacksonException;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.JsonNodeFactory;
import tools.jackson.databind.node.ObjectNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * The daemon's own keys from {@code --config FILE}, a JSON object. Paths in it are relative to the
 * file's folder. Every key is optional; a key this daemon does not know is refused, so a typo never
 * passes silently.
 *
 * <pre>{@code
 * {"listen": "127.0.0.1:8787", "users": "users.json", "stateDir": "/var/lib/ahpd",
 *  "terminals": "auto", "zshFolder": "checked", "defaultShell": "/bin/zsh", "enableCustomTerminalTool": true,
 *  "agents": [{"id": "gemini", "displayName": "Gemini CLI", "command": "gemini", "args": ["--acp"]}],
 *  "machines": [{"id": "box", "kind": "docker", "image": "ahp-shells:bookworm"}]}
 * }</pre>
 *
 * <p>{@code machines} is read by {@link ahp.server.machines.MachinesConfig} (docs/machines.md).
 *
 * <p>{@code agents} belongs to the ACP backend (docs/backends.md): this class only carries it, in the
 * whole file's object handed to every backend provider.
 *
 * @param listen {@code HOST:PORT}, or null
 * @param users the users file, or null
 * @param stateDir the state folder, or null
 * @param terminals {@code auto}, {@code pty} or {@code pipes}, or null
 * @param zshFolderAsFound whether {@code zshFolder} is {@code asFound} rather than {@code checked}
 * @param defaultShell the root config's {@code defaultShell} at start (an absolute path), or null
 * @param enableCustomTerminalTool the root config's {@code enableCustomTerminalTool} at start
 * @param whole the whole file's object, for the backend providers (empty without a file)
 * @param folder the file's folder, or null without a file
 */
public record DaemonConfig(
        String listen, String users, String stateDir, String terminals, boolean zshFolderAsFound, String defaultShell,
        boolean enableCustomTerminalTool, ObjectNode whole, Path folder) {

    /** No file: every default. */
    public static final DaemonConfig EMPTY = new DaemonConfig(null, null, null, null, false, null, false,
            JsonNodeFactory.instance.objectNode(), null);

    private static final Set<String> KEYS = Set.of("listen", "users", "stateDir", "terminals", "zshFolder", "defaultShell",
            "enableCustomTerminalTool", "agents", "machines");

    /** The keys whose values are not strings: the backends' and the booleans, checked on their own. */
    private static final Set<String> NON_STRING_KEYS = Set.of("agents", "enableCustomTerminalTool", "machines");

    /**
     * Reads {@code file}.
     *
     * @throws IllegalArgumentException naming the file and the key that is wrong
     */
    public static DaemonConfig read(Path file) throws IOException {
        JsonNode root;
        try {
            root = JsonMapper.builder().build().readTree(Files.readString(file));
        } catch (JacksonException notJson) {
            throw new IllegalArgumentException(file + ": not JSON: " + notJson.getOriginalMessage(), notJson);
        }
        if (root == null || !root.isObject()) {
            throw new IllegalArgumentException(file + ": expected a JSON object");
        }
        for (Map.Entry<String, JsonNode> entry : root.properties()) {
            if (!KEYS.contains(entry.getKey())) {
                throw new IllegalArgumentException(file + ": unknown key \"" + entry.getKey() + "\" (known: "
                        + String.join(", ", KEYS.stream().sorted().toList()) + ")");
            }
            if (!NON_STRING_KEYS.contains(entry.getKey()) && !entry.getValue().isString()) {
                throw new IllegalArgumentException(file + ": \"" + entry.getKey() + "\" must be a string");
            }
        }
        Path folder = file.toAbsolutePath().getParent();
        String zshFolder = text(root, "zshFolder");
        if (zshFolder != null && !zshFolder.equals("checked") && !zshFolder.equals("asFound")) {
            throw new IllegalArgumentException(file + ": \"zshFolder\" must be \"checked\" or \"asFound\"");
        }
        String defaultShell = text(root, "defaultShell");
        if (defaultShell != null && !Path.of(defaultShell).isAbsolute()) {
            throw new IllegalArgumentException(file + ": \"defaultShell\" must be an absolute path");
        }
        JsonNode agentTools = root.get("enableCustomTerminalTool");
        if (agentTools != null && !agentTools.isBoolean()) {
            throw new IllegalArgumentException(file + ": \"enableCustomTerminalTool\" must be true or false");
        }
        return new DaemonConfig(
                text(root, "listen"),
                resolve(folder, text(root, "users")),
                resolve(folder, text(root, "stateDir")),
                text(root, "terminals"),
                "asFound".equals(zshFolder),
                defaultShell,
                agentTools != null && agentTools.asBoolean(),
                (ObjectNode) root,
                folder);
    }

    private static String text(JsonNode root, String key) {
        JsonNode value = root.get(key);
        return value == null ? null : value.asString();
    }

    private static String resolve(Path folder, String path) {
        return path == null ? null : folder.resolve(path).toString();
    }
}
