package ahp.server.daemon;

import ahp.server.tls.TlsContexts;
import ahp.server.transport.OriginCheck;
import ahp.server.transport.ServerSettings;
import java.io.IOException;
import java.net.InetAddress;
import java.net.UnknownHostException;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.List;

/**
 * How {@code ahpd serve} meets the network: TLS ({@code --tls-cert FILE --tls-key FILE}, PEM),
 * {@code --insecure-network}, {@code --allowed-origin ORIGIN} (repeatable) and
 * {@code --max-connections N}.
 *
 * @param tlsCert the certificate chain, or null for clear text
 * @param tlsKey its private key, or null
 * @param insecureNetwork listen on an address other than loopback without TLS all the same
 * @param allowedOrigins origins of pages served elsewhere that may open the WebSocket
 * @param maxConnections WebSocket connections open at once
 */
public record NetworkOptions(Path tlsCert, Path tlsKey, boolean insecureNetwork, List<String> allowedOrigins,
        int maxConnections) {

    /** No TLS, loopback only, same-origin pages, the default cap. */
    public static final NetworkOptions DEFAULT = new NetworkOptions(null, null, false, List.of(),
            ServerSettings.DEFAULT_MAX_CONNECTIONS);

    /** Checks that the TLS files come as a pair and the cap is positive; copies the origins. */
    public NetworkOptions {
        if ((tlsCert == null) != (tlsKey == null)) {
            throw new IllegalArgumentException("--tls-cert and --tls-key go together: give both, or neither");
        }
        if (maxConnections < 1) {
            throw new IllegalArgumentException("--max-connections must be at least 1");
        }
        allowedOrigins = List.copyOf(allowedOrigins);
        OriginCheck.allowing(allowedOrigins);
    }

    /** Whether the daemon serves TLS. */
    public boolean tls() {
        return tlsCert != null;
    }

    /**
     * Refuses to listen where the network reaches without TLS, unless told to.
     *
     * @throws IllegalArgumentException saying why and what to give
     */
    public void checkExposure(Listen listen) {
        if (tls() || insecureNetwork || isLoopback(listen.host())) {
            return;
        }
        throw new IllegalArgumentException("--listen " + listen.host() + ":" + listen.port() + " is not a loopback"
                + " address, and without TLS every token would cross the network in clear text: give --tls-cert FILE"
                + " --tls-key FILE, or --insecure-network to listen there without TLS all the same");
    }

    /** The server's settings: TLS read from the files, the origins, the cap. */
    public ServerSettings serverSettings() throws IOException {
        ServerSettings settings = ServerSettings.defaults()
                .withOrigins(OriginCheck.allowing(allowedOrigins))
                .withMaxConnections(maxConnections);
        try {
            return tls() ? settings.withTls(TlsContexts.server(tlsCert, tlsKey)) : settings;
        } catch (NoSuchFileException missing) {
            throw new IllegalArgumentException("TLS: " + missing.getFile() + ": no such file", missing);
        }
    }

    private static boolean isLoopback(String host) {
        try {
            for (InetAddress address : InetAddress.getAllByName(host)) {
                if (!address.isLoopbackAddress()) {
                    return false;
                }
            }
            return true;
        } catch (UnknownHostException unknown) {
            return false;
        }
    }
}
