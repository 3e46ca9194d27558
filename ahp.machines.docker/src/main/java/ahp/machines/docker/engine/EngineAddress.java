package ahp.machines.docker.engine;

import java.net.URI;
import java.net.URISyntaxException;
import java.nio.file.Path;
import java.util.Locale;
import java.util.Optional;

/**
 * Where a Docker engine answers, written as the {@code docker} CLI writes it: {@code unix:///path}
 * (its socket), {@code tcp://host[:port]} (plain TCP, port 2375 when none is named) or
 * {@code ssh://[user@]host[:port]} (through {@code docker system dial-stdio} on that host).
 *
 * @param text the address as it was written, which every message names
 * @param scheme {@code unix}, {@code tcp} or {@code ssh}
 * @param socket the socket's path, for {@code unix}
 * @param user the ssh user, when one is named
 * @param host the host, for {@code tcp} and {@code ssh}
 * @param port the port, or -1 for ssh's own default
 */
public record EngineAddress(String text, String scheme, Path socket, String user, String host, int port) {

    /** Where a local engine listens when nothing else is named. */
    public static final String LOCAL = "unix:///var/run/docker.sock";

    /** The port of a plain {@code tcp://} address that names none. */
    static final int PLAIN_TCP_PORT = 2375;

    /**
     * Reads {@code text}.
     *
     * @return the address, or empty with {@code why} filled when it is not one this supports
     */
    public static Optional<EngineAddress> parse(String text, StringBuilder why) {
        int separator = text.indexOf("://");
        String scheme = separator < 0 ? "" : text.substring(0, separator).strip().toLowerCase(Locale.ROOT);
        switch (scheme) {
            case "unix", "tcp", "ssh" -> { }
            case "https" -> {
                why.append("TLS is not supported; reach the engine over ssh:// or a UNIX socket");
                return Optional.empty();
            }
            default -> {
                why.append("only unix://, tcp:// and ssh:// addresses are supported");
                return Optional.empty();
            }
        }
        URI uri;
        try {
            uri = new URI(text.strip());
        } catch (URISyntaxException malformed) {
            why.append("it is not an address (").append(malformed.getReason()).append(')');
            return Optional.empty();
        }
        if (scheme.equals("unix")) {
            String path = uri.getPath();
            if (path == null || !path.startsWith("/") || uri.getAuthority() != null) {
                why.append("a unix:// address names a socket by its absolute path: unix:///var/run/docker.sock");
                return Optional.empty();
            }
            return Optional.of(new EngineAddress(text, scheme, Path.of(path), null, null, -1));
        }
        if (uri.getHost() == null || uri.getHost().isEmpty()) {
            why.append("it names no host");
            return Optional.empty();
        }
        if (uri.getPath() != null && !uri.getPath().isEmpty() && !uri.getPath().equals("/")) {
            why.append("a ").append(scheme).append(":// address names a host and a port, no path");
            return Optional.empty();
        }
        int port = uri.getPort() >= 0 ? uri.getPort() : scheme.equals("tcp") ? PLAIN_TCP_PORT : -1;
        String user = scheme.equals("ssh") ? uri.getUserInfo() : null;
        return Optional.of(new EngineAddress(text, scheme, null, user, uri.getHost(), port));
    }

    /** Whether the engine is reached over plain TCP. */
    public boolean isTcp() {
        return scheme.equals("tcp");
    }

    @Override
    public String toString() {
        return text;
    }
}
