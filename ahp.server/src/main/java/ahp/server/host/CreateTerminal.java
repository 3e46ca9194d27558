package ahp.server.host;

import ahp.protocol.command.CreateTerminalParams;
import ahp.protocol.jsonrpc.ErrorCode;
import ahp.protocol.jsonrpc.RpcException;
import ahp.protocol.terminal.TerminalClaim;
import java.net.URI;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;
import java.util.Map;

/**
 * A client's {@code createTerminal}, resolved: the channel URI it chose, the claim as it sent it (a
 * client claim with an empty {@code clientId} when it sent none), and the folder the shell starts in
 * (the home folder where it named none, or one that is not a folder here).
 *
 * @param uri the terminal's channel URI
 * @param claim who holds it
 * @param name its title, or null for the shell's basename
 * @param directory where the shell starts
 * @param cols columns, or 0 for the default
 * @param rows rows, or 0 for the default
 * @param command this host's extension {@code _meta["ahp.command"]}: a line of shell syntax the
 *     terminal runs ({@code shell -c}) and exits with; null for a shell to sit in
 * @param shell this host's extension {@code _meta["ahp.shell"]}: an absolute path to an executable
 *     to open instead of {@code defaultShell}; null for the default
 */
record CreateTerminal(
        String uri, TerminalClaim claim, String name, Path directory, int cols, int rows, String command, String shell) {

    /** The {@code _meta} key of a command to run: what a client could type, so the same grant covers it. */
    static final String COMMAND_KEY = "ahp.command";

    /** The {@code _meta} key of the shell to open for this one terminal. */
    static final String SHELL_KEY = "ahp.shell";

    /**
     * How the names of a tool call's retained terminal begin: VS Code's link
     * {@code agenthost-terminal://shell/<session id>/<tool call>?<JSON query>}, which this host
     * mints for a chat's terminals. VS Code's own terminals, {@code agenthost-terminal:/<id>}, have no
     * authority and open like any other name.
     */
    static final String RETAINED_PREFIX = "agenthost-terminal://";

    /**
     * Resolves the request.
     *
     * @param home the home folder, where a shell starts when the client names no usable folder
     * @throws RpcException {@code -32602} naming a wrong field; {@code -32003} for a name reserved for
     *     a tool call's terminal
     */
    static CreateTerminal resolve(CreateTerminalParams params, Path home) {
        String uri = channel(params.channel());
        return new CreateTerminal(
                uri,
                params.claim() == null ? new TerminalClaim.Client("") : params.claim(),
                params.name(),
                directory(params.cwd(), home),
                size("cols", params.cols()),
                size("rows", params.rows()),
                command(params.meta()),
                shell(params.meta()));
    }

    private static String command(Map<String, Object> meta) {
        String line = text(meta, COMMAND_KEY);
        if (line != null && line.indexOf('\0') >= 0) {
            throw invalid("'params._meta." + COMMAND_KEY + "' holds a NUL character");
        }
        return line;
    }

    private static String shell(Map<String, Object> meta) {
        String shell = text(meta, SHELL_KEY);
        if (shell == null) {
            return null;
        }
        Path path;
        try {
            path = Path.of(shell);
        } catch (IllegalArgumentException unusable) {
            throw invalid("'params._meta." + SHELL_KEY + "' is not a path");
        }
        if (!path.isAbsolute() || !Files.isRegularFile(path) || !Files.isExecutable(path)) {
            throw invalid("'params._meta." + SHELL_KEY + "' must be an absolute path to an executable file here");
        }
        return shell;
    }

    private static String text(Map<String, Object> meta, String key) {
        if (meta == null || !meta.containsKey(key)) {
            return null;
        }
        if (meta.get(key) instanceof String value) {
            return value;
        }
        throw invalid("'params._meta." + key + "' must be a string");
    }

    private static String channel(String uri) {
        if (uri.regionMatches(true, 0, RETAINED_PREFIX, 0, RETAINED_PREFIX.length())) {
            throw new RpcException(ErrorCode.SESSION_ALREADY_EXISTS,
                    "Terminal URI reserved for a tool call's terminal: " + uri);
        }
        URI parsed;
        try {
            parsed = new URI(uri);
        } catch (URISyntaxException notAUri) {
            throw invalid("'params.channel' is not a URI: " + notAUri.getMessage());
        }
        if (parsed.getScheme() == null) {
            throw invalid("'params.channel' needs a scheme, such as ahp-terminal:/<id>");
        }
        String scheme = parsed.getScheme().toLowerCase(Locale.ROOT);
        if (scheme.equals("ahp-root")) {
            throw invalid("'params.channel' is the root channel");
        }
        return uri;
    }

    private static int size(String field, Integer value) {
        if (value == null) {
            return 0;
        }
        if (value < 1 || value > ClientAction.MAX_SIZE) {
            throw invalid("'params." + field + "' must be from 1 to " + ClientAction.MAX_SIZE);
        }
        return value;
    }

    /** The folder {@code cwd} names when it is one here, else {@code home}. */
    static Path directory(String cwd, Path home) {
        if (cwd == null || cwd.isBlank()) {
            return home;
        }
        Path path;
        try {
            if (cwd.regionMatches(true, 0, "file:", 0, 5)) {
                URI uri = new URI(cwd);
                String host = uri.getHost();
                if (host != null && !host.isEmpty() && !host.equalsIgnoreCase("localhost")) {
                    return home;
                }
                path = Path.of(new URI("file", null, uri.getPath(), null));
            } else if (cwd.matches("^[A-Za-z][A-Za-z0-9+.-]*:.*")) {
                return home;
            } else {
                path = home.resolve(cwd);
            }
        } catch (URISyntaxException | IllegalArgumentException unusable) {
            return home;
        }
        return Files.isDirectory(path) ? path.normalize() : home;
    }

    private static RpcException invalid(String message) {
        return new RpcException(ErrorCode.INVALID_PARAMS, "Invalid params: " + message);
    }
}
