package ahp.server.transport;

import java.net.URI;
import java.net.URISyntaxException;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;

/**
 * Which browser pages may open the daemon's WebSocket: a page of the daemon's own address (its
 * {@code Origin} names the host and port the request was sent to, its {@code Host}), and the
 * origins given with {@code --allowed-origin}. A port left out means the scheme's default (80 for
 * http, 443 for https) in the {@code Origin}; a {@code Host} without a port was sent to the default
 * port of whatever scheme the browser used, so it matches an origin on its scheme's default port
 * (a page at {@code https://host} through a TLS proxy). A request with no {@code Origin} (not a
 * browser) is not a page's and is not checked. Neither is VS Code's desktop app, whose windows open
 * the WebSocket from its Electron renderer with the origin {@value #VSCODE_DESKTOP}
 * ({@code src/vs/platform/agentHost/electron-browser/webSocketClientTransport.ts}): no web page can
 * send that origin, and the token is asked of it as of anyone.
 */
public final class OriginCheck {

    /** The origin of VS Code's desktop windows (its {@code vscode-file} protocol's one host). */
    public static final String VSCODE_DESKTOP = "vscode-file://vscode-app";

    private final Set<String> allowed;

    private OriginCheck(Set<String> allowed) {
        this.allowed = Set.copyOf(allowed);
    }

    /** Only the daemon's own address. */
    public static OriginCheck sameOriginOnly() {
        return new OriginCheck(Set.of());
    }

    /**
     * The daemon's own address and {@code origins} ({@code scheme://host[:port]}).
     *
     * @throws IllegalArgumentException naming an origin that is not an http or https origin
     */
    public static OriginCheck allowing(List<String> origins) {
        Set<String> normal = new LinkedHashSet<>();
        for (String origin : origins) {
            normal.add(normalise(origin).orElseThrow(() -> new IllegalArgumentException(
                    "--allowed-origin: \"" + origin + "\" is not an origin such as https://host or http://host:8080")));
        }
        return new OriginCheck(normal);
    }

    /** Whether a request with {@code origin} (null when it sent none) sent to {@code host} may upgrade. */
    boolean allows(String origin, String host) {
        if (origin == null || origin.strip().equalsIgnoreCase(VSCODE_DESKTOP)) {
            return true;
        }
        Optional<String> normal = normalise(origin);
        return normal.isPresent() && (allowed.contains(normal.get()) || sameOrigin(origin, host));
    }

    private static boolean sameOrigin(String originValue, String hostValue) {
        try {
            URI origin = new URI(originValue);
            URI host = new URI("http://" + (hostValue == null ? "" : hostValue));
            String scheme = scheme(origin);
            if (origin.getHost() == null || host.getHost() == null || defaultPort(scheme) < 0
                    || !origin.getHost().equalsIgnoreCase(host.getHost())) {
                return false;
            }
            int originPort = origin.getPort() >= 0 ? origin.getPort() : defaultPort(scheme);
            return host.getPort() >= 0 ? originPort == host.getPort() : originPort == defaultPort(scheme);
        } catch (URISyntaxException malformed) {
            return false;
        }
    }

    /** {@code scheme://host[:port]} in lower case with a default port left out; empty when not an http(s) origin. */
    static Optional<String> normalise(String value) {
        try {
            URI origin = new URI(value.strip());
            String scheme = scheme(origin);
            if (origin.getHost() == null || defaultPort(scheme) < 0
                    || !(origin.getRawPath() == null || origin.getRawPath().isEmpty() || origin.getRawPath().equals("/"))
                    || origin.getRawQuery() != null || origin.getRawUserInfo() != null) {
                return Optional.empty();
            }
            int port = origin.getPort() >= 0 ? origin.getPort() : defaultPort(scheme);
            String host = origin.getHost().toLowerCase(Locale.ROOT);
            return Optional.of(scheme + "://" + host + (port == defaultPort(scheme) ? "" : ":" + port));
        } catch (URISyntaxException malformed) {
            return Optional.empty();
        }
    }

    private static String scheme(URI uri) {
        return uri.getScheme() == null ? "" : uri.getScheme().toLowerCase(Locale.ROOT);
    }

    private static int defaultPort(String scheme) {
        return switch (scheme) {
            case "http" -> 80;
            case "https" -> 443;
            default -> -1;
        };
    }
}
