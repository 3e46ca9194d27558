package ahp.mcp;

import ahp.client.DaemonArguments;
import ahp.client.LocalDaemon;
import java.io.IOException;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

/**
 * What {@code ahpd mcp} was told: the daemon to connect to, the token to sign in with, and where the
 * tools run: a session to join (its default chat), a chat a host-minted credential is bound to, or
 * (neither) a new session in {@code cwd}, named after the MCP client.
 *
 * @param url the daemon's WebSocket address
 * @param token the token
 * @param session the session to join, or null
 * @param chat the chat of a host-minted credential, or null
 * @param cwd the working directory of a new session
 * @param ca the certificates a {@code wss://} daemon's must be signed by, or null for the system's
 */
public record McpOptions(URI url, String token, String session, String chat, Path cwd, Path ca) {

    /** The usage text. */
    public static final String USAGE = """
            usage: ahpd mcp [--url ws://HOST:PORT/] [--ca FILE] [--token-file FILE] [--session URI] [--cwd DIR] [--state-dir DIR]
              Serves this host's shell tools (bash, read_bash, write_bash, bash_shutdown, list_bash, ...) to an MCP
              client on standard input and output. Every command runs in a terminal of the daemon's, which people
              see on its root list (./ahp list, ./ahp attach URI) and which stays readable after it ends.
              The token is --token-file, else $AHP_TOKEN, else the owner token of a daemon on this machine.
              Without --session, a new session is opened in --cwd (default: the current folder), named after the
              MCP client.""";

    /**
     * Parses the arguments.
     *
     * @throws IllegalArgumentException saying what is wrong
     * @throws IOException when a token file cannot be read
     */
    public static McpOptions parse(List<String> arguments, Map<String, String> environment) throws IOException {
        String url = environment.getOrDefault("AHP_URL", "ws://127.0.0.1:8787/");
        String token = environment.get("AHP_TOKEN");
        Path tokenFile = null;
        Path stateDir = LocalDaemon.defaultStateDir(environment);
        String session = null;
        String chat = null;
        Path cwd = Path.of(System.getProperty("user.dir"));
        Path ca = environment.containsKey("AHP_CA") ? Path.of(environment.get("AHP_CA")) : null;
        for (int i = 0; i < arguments.size(); i++) {
            String arg = arguments.get(i);
            switch (arg) {
                case "--url" -> url = DaemonArguments.value(arguments, ++i, arg);
                case "--token-file" -> tokenFile = Path.of(DaemonArguments.value(arguments, ++i, arg));
                case "--state-dir" -> stateDir = Path.of(DaemonArguments.value(arguments, ++i, arg));
                case "--session" -> session = DaemonArguments.value(arguments, ++i, arg);
                case "--chat" -> chat = DaemonArguments.value(arguments, ++i, arg);
                case "--cwd" -> cwd = Path.of(DaemonArguments.value(arguments, ++i, arg));
                case "--ca" -> ca = Path.of(DaemonArguments.value(arguments, ++i, arg));
                default -> throw new IllegalArgumentException("unknown argument \"" + arg + "\"\n" + USAGE);
            }
        }
        if (session != null && chat != null) {
            throw new IllegalArgumentException("--session and --chat cannot both be given");
        }
        if (tokenFile != null) {
            token = readToken(tokenFile, "--token-file");
        } else if (token == null || token.isBlank()) {
            token = readToken(DaemonArguments.ownerTokenFile(stateDir, "--token-file or $AHP_TOKEN"), "the owner token file");
        }
        return new McpOptions(DaemonArguments.daemonUrl(url), token, session, chat, cwd.toAbsolutePath().normalize(), ca);
    }

    private static String readToken(Path file, String what) throws IOException {
        String token = Files.readString(file).strip();
        if (token.isEmpty()) {
            throw new IllegalArgumentException(what + " " + file + " is empty");
        }
        return token;
    }
}
