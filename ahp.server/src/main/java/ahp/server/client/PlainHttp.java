package ahp.server.client;

import java.net.URI;
import java.net.http.HttpClient;
import java.security.GeneralSecurityException;
import java.time.Duration;
import javax.net.ssl.KeyManager;
import javax.net.ssl.SSLContext;
import javax.net.ssl.TrustManager;

/**
 * The HTTP client a connection is opened with. For a plain {@code ws://} address it is given a TLS
 * context that trusts nothing and holds no key, since it never speaks TLS: the JDK's default one
 * reads the whole system trust store at start, a third of what {@code ahp list} cost (BENCHMARKS.md,
 * "Startup").
 */
final class PlainHttp {

    private PlainHttp() {}

    /** A client for {@code uri}. */
    static HttpClient clientFor(URI uri, Duration connectTimeout) {
        HttpClient.Builder builder = HttpClient.newBuilder().connectTimeout(connectTimeout);
        if ("ws".equalsIgnoreCase(uri.getScheme())) {
            try {
                SSLContext none = SSLContext.getInstance("TLS");
                none.init(new KeyManager[0], new TrustManager[0], null);
                builder.sslContext(none);
            } catch (GeneralSecurityException unavailable) {
                // the default context, then: slower to make, never used
            }
        }
        return builder.build();
    }
}
