package ahp.server.transport;

import java.util.Objects;
import javax.net.ssl.SSLContext;

/**
 * How the {@link WebSocketServer} meets the network.
 *
 * @param tls the server's TLS (its certificate and key), or null for clear text
 * @param origins which browser pages may open the WebSocket
 * @param maxConnections WebSocket connections open at once; a signed-in upgrade over it is answered 503
 * @param upgrades what sockets in their upgrade may hold
 * @param pages what answers a request that asks for no WebSocket (the daemon's web client)
 */
public record ServerSettings(SSLContext tls, OriginCheck origins, int maxConnections, UpgradeLimits upgrades,
        Pages pages) {

    /** The default cap on open connections: each has a thread of its own. */
    public static final int DEFAULT_MAX_CONNECTIONS = 1_000;

    /** Checks the values. */
    public ServerSettings {
        Objects.requireNonNull(origins, "origins");
        Objects.requireNonNull(upgrades, "upgrades");
        Objects.requireNonNull(pages, "pages");
        if (maxConnections < 1) {
            throw new IllegalArgumentException("--max-connections must be at least 1");
        }
    }

    /** Settings that serve no pages. */
    public ServerSettings(SSLContext tls, OriginCheck origins, int maxConnections, UpgradeLimits upgrades) {
        this(tls, origins, maxConnections, upgrades, Pages.NONE);
    }

    /** These settings with {@code pages}. */
    public ServerSettings withPages(Pages pages) {
        return new ServerSettings(tls, origins, maxConnections, upgrades, pages);
    }

    /** Clear text, same-origin pages only, {@value #DEFAULT_MAX_CONNECTIONS} connections, the default upgrade limits. */
    public static ServerSettings defaults() {
        return new ServerSettings(null, OriginCheck.sameOriginOnly(), DEFAULT_MAX_CONNECTIONS, UpgradeLimits.defaults());
    }

    /** These settings with {@code tls}. */
    public ServerSettings withTls(SSLContext tls) {
        return new ServerSettings(tls, origins, maxConnections, upgrades, pages);
    }

    /** These settings with {@code origins}. */
    public ServerSettings withOrigins(OriginCheck origins) {
        return new ServerSettings(tls, origins, maxConnections, upgrades, pages);
    }

    /** These settings with at most {@code maxConnections} open. */
    public ServerSettings withMaxConnections(int maxConnections) {
        return new ServerSettings(tls, origins, maxConnections, upgrades, pages);
    }

    /** These settings with {@code upgrades}. */
    public ServerSettings withUpgrades(UpgradeLimits upgrades) {
        return new ServerSettings(tls, origins, maxConnections, upgrades, pages);
    }
}
