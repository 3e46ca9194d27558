package ahp.client;

import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/**
 * What the commands that connect to a running daemon ({@code ahp}, {@code ahpd mcp}) read from
 * their command lines alike: a flag's value, the daemon's {@code ws://} or {@code wss://} URL, and
 * the owner token file the daemon writes when it runs without a users file.
 */
public final class DaemonArguments {

    private DaemonArguments() {}

    /** The argument after {@code flag}, at {@code at}; a clear error when there is none. */
    public static String value(List<String> arguments, int at, String flag) {
        if (at >= arguments.size()) {
            throw new IllegalArgumentException(flag + " needs a value");
        }
        return arguments.get(at);
    }

    /** {@code url} as the daemon's address: a {@code ws://} or {@code wss://} URI, else a clear error. */
    public static URI daemonUrl(String url) {
        URI uri;
        try {
            uri = URI.create(url);
        } catch (IllegalArgumentException bad) {
            throw new IllegalArgumentException("--url: \"" + url + "\" is not a URL");
        }
        if (!"ws".equals(uri.getScheme()) && !"wss".equals(uri.getScheme())) {
            throw new IllegalArgumentException("--url: expected ws://HOST:PORT/, not \"" + url + "\"");
        }
        return uri;
    }

    /**
     * The owner token file under {@code stateDir}, when it can be read; else an error that names
     * {@code howToGiveOne} (the command's own ways to give a token) and the file.
     */
    public static Path ownerTokenFile(Path stateDir, String howToGiveOne) {
        Path file = stateDir.resolve(LocalDaemon.OWNER_TOKEN_FILE);
        if (!Files.isReadable(file)) {
            throw new IllegalArgumentException("no token: give " + howToGiveOne + ", or run the daemon"
                    + " on this machine without --users so it writes " + file);
        }
        return file;
    }
}
