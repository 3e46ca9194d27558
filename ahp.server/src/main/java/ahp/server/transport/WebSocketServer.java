package ahp.server.transport;

import ahp.server.auth.Users;
import io.helidon.http.HeaderNames;
import io.helidon.http.Status;
import io.helidon.webserver.WebServer;
import io.helidon.webserver.http.HttpRouting;
import io.helidon.webserver.websocket.WsConfig;
import io.helidon.webserver.websocket.WsRouting;
import java.net.URI;
import java.time.Duration;
import java.util.Objects;

/**
 * AHP over WebSocket on Helidon SE: one JSON-RPC message per text frame at {@code ws://host:port/}.
 * An upgrade without a known token is answered 401 before any WebSocket exists; every other
 * connection is handed to the {@link Endpoint}.
 */
public final class WebSocketServer implements AutoCloseable {

    /** The path the endpoint is served at. */
    public static final String PATH = "/";

    private final WebServer server;
    private final String host;

    private WebSocketServer(WebServer server, String host) {
        this.server = server;
        this.host = host;
    }

    /**
     * Starts listening.
     *
     * @param host the address to bind, such as {@code 127.0.0.1}
     * @param port the port, 0 for any free one
     */
    public static WebSocketServer start(String host, int port, Users users, Endpoint endpoint, TransportLimits limits) {
        Objects.requireNonNull(users, "users");
        Objects.requireNonNull(endpoint, "endpoint");
        WebServer server = WebServer.builder()
                .host(host)
                .port(port)
                // An attached person may read for an hour without typing; the client pings meanwhile.
                .idleConnectionTimeout(Duration.ofHours(1))
                .shutdownGracePeriod(Duration.ofMillis(500))
                // Terminal output and echoes are small frames that must not wait for Nagle's timer.
                .connectionOptions(options -> options.tcpNoDelay(true))
                .addProtocol(WsConfig.builder().maxFrameLength(limits.maxFrameBytes()).build())
                .routing(routing -> routing.addFilter((chain, request, response) -> {
                    String authorization = request.headers().first(HeaderNames.AUTHORIZATION).orElse(null);
                    String queryToken = request.query().contains("token") ? request.query().get("token") : null;
                    if (UpgradeToken.find(authorization, queryToken).flatMap(users::signIn).isPresent()) {
                        chain.proceed();
                    } else {
                        response.status(Status.UNAUTHORIZED_401)
                                .header(HeaderNames.WWW_AUTHENTICATE, "Bearer")
                                .send("A token is needed: Authorization: Bearer <token>, or ?token=<token>\n");
                    }
                }))
                .addRouting(WsRouting.builder().endpoint(PATH, () -> new SessionListener(users, endpoint, limits)))
                .build()
                .start();
        return new WebSocketServer(server, host);
    }

    /** The port listened on (the real one when 0 was asked for). */
    public int port() {
        return server.port();
    }

    /** The address a client connects to, such as {@code ws://127.0.0.1:8787/}. */
    public URI address() {
        String shown = host.contains(":") && !host.startsWith("[") ? "[" + host + "]" : host;
        return URI.create("ws://" + shown + ":" + port() + PATH);
    }

    /** Stops listening and closes every connection. */
    @Override
    public void close() {
        server.stop();
    }
}
