package ahp.server.transport;

import ahp.server.auth.Users;
import java.io.IOException;
import java.lang.System.Logger.Level;
import java.net.InetSocketAddress;
import java.net.StandardSocketOptions;
import java.net.URI;
import java.nio.channels.SelectionKey;
import java.nio.channels.Selector;
import java.nio.channels.ServerSocketChannel;
import java.time.Duration;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;

/**
 * AHP over WebSocket (RFC 6455) on the JDK's non-blocking sockets: one JSON-RPC message per text
 * message at {@code ws://host:port/}, or {@code wss://} with TLS. An upgrade without a known token
 * is answered 401 before any WebSocket exists; a request that asks for no WebSocket is answered by
 * the settings' {@link Pages} (the daemon's web client); every other connection is handed to the
 * {@link Endpoint}. One thread accepts and serves every upgrade ({@link UpgradeLoop}); each
 * connection then has a thread of its own that reads it and runs the endpoint's handler (see
 * {@link SocketConnection} for how it writes), up to {@link ServerSettings#maxConnections()}.
 */
public final class WebSocketServer implements AutoCloseable {

    /** The path the endpoint is served at. */
    public static final String PATH = "/";

    /** How long a connection may go without a frame from the client before it is closed. */
    static final Duration IDLE_TIMEOUT = Duration.ofHours(1);

    /** How long stopping waits for connections to answer their close before cutting them. */
    private static final Duration STOP_GRACE = Duration.ofMillis(500);

    private static final System.Logger LOG = System.getLogger(WebSocketServer.class.getName());
    private static final AtomicLong IDS = new AtomicLong();

    private final ServerSocketChannel listener;
    private final String host;
    private final Users users;
    private final Endpoint endpoint;
    private final TransportLimits limits;
    private final ServerSettings settings;
    private final Set<SocketConnection> connections = ConcurrentHashMap.newKeySet();
    /** Connections open or accepted and on their way to opening: what the cap counts. */
    private final AtomicInteger holding = new AtomicInteger();
    private final BurstLog full = new BurstLog(LOG);
    private final UpgradeLoop upgrades;

    private WebSocketServer(ServerSocketChannel listener, String host, Users users, Endpoint endpoint,
            TransportLimits limits, ServerSettings settings) throws IOException {
        this.listener = listener;
        this.host = host;
        this.users = users;
        this.endpoint = endpoint;
        this.limits = limits;
        this.settings = settings;
        this.upgrades = new UpgradeLoop(listener, settings.upgrades(), settings.tls(), new Outcomes());
    }

    /**
     * Starts listening in clear text with the default {@link ServerSettings}, answering requests that
     * ask for no WebSocket with {@code pages}.
     */
    public static WebSocketServer start(String host, int port, Users users, Endpoint endpoint, TransportLimits limits,
            Pages pages) {
        return start(host, port, users, endpoint, limits, ServerSettings.defaults().withPages(pages));
    }

    /** Starts listening in clear text with the default {@link ServerSettings}. */
    public static WebSocketServer start(String host, int port, Users users, Endpoint endpoint, TransportLimits limits) {
        return start(host, port, users, endpoint, limits, ServerSettings.defaults());
    }

    /**
     * Starts listening.
     *
     * @param host the address to bind, such as {@code 127.0.0.1}
     * @param port the port, 0 for any free one
     * @throws IllegalStateException when the address cannot be bound
     */
    public static WebSocketServer start(String host, int port, Users users, Endpoint endpoint, TransportLimits limits,
            ServerSettings settings) {
        Objects.requireNonNull(users, "users");
        Objects.requireNonNull(endpoint, "endpoint");
        Objects.requireNonNull(limits, "limits");
        Objects.requireNonNull(settings, "settings");
        try {
            ServerSocketChannel listener = ServerSocketChannel.open();
            listener.setOption(StandardSocketOptions.SO_REUSEADDR, true);
            listener.bind(new InetSocketAddress(host, port), 512);
            WebSocketServer server = new WebSocketServer(listener, host, users, endpoint, limits, settings);
            Thread.ofPlatform().name("ahp-accept").daemon(true).start(server.upgrades::run);
            return server;
        } catch (IOException failed) {
            throw new IllegalStateException("Cannot listen on " + host + ":" + port + ": " + failed.getMessage(), failed);
        }
    }

    /** The port listened on (the real one when 0 was asked for). */
    public int port() {
        try {
            return ((InetSocketAddress) listener.getLocalAddress()).getPort();
        } catch (IOException closed) {
            throw new IllegalStateException("the server is stopped", closed);
        }
    }

    /** The address a client connects to, such as {@code ws://127.0.0.1:8787/} or {@code wss://…} with TLS. */
    public URI address() {
        String shown = host.contains(":") && !host.startsWith("[") ? "[" + host + "]" : host;
        return URI.create((settings.tls() == null ? "ws" : "wss") + "://" + shown + ":" + port() + PATH);
    }

    /**
     * Stops listening, closes every connection with 1001 (Going Away) and cuts those that have not
     * answered within half a second.
     */
    @Override
    public void close() {
        try {
            listener.close();
        } catch (IOException ignored) {
            // stopping either way
        }
        upgrades.wakeup();
        connections.forEach(connection -> connection.close(Connection.GOING_AWAY, "The daemon is stopping"));
        long deadline = System.nanoTime() + STOP_GRACE.toNanos();
        synchronized (connections) {
            while (!connections.isEmpty() && deadline - System.nanoTime() > 0) {
                try {
                    connections.wait(Math.max(1, (deadline - System.nanoTime()) / 1_000_000));
                } catch (InterruptedException interrupted) {
                    Thread.currentThread().interrupt();
                    break;
                }
            }
        }
        connections.forEach(SocketConnection::abort);
    }

    /** A connection whose upgrade was accepted: a thread of its own serves it from here on. */
    private void serve(Upgrading upgraded) {
        String id = Long.toString(IDS.incrementAndGet());
        try {
            Thread.ofPlatform().name("ahp-connection-" + id).daemon(true).start(() -> serve(id, upgraded));
        } catch (OutOfMemoryError noThread) {
            LOG.log(Level.WARNING, "Connection {0}: no thread for it: {1}", id, noThread.getMessage());
            upgraded.close();
            release();
        }
    }

    private void serve(String id, Upgrading upgraded) {
        {
            Selector selector = null;
            try {
                selector = Selector.open();
                SelectionKey key = upgraded.channel.register(selector, SelectionKey.OP_READ);
                SocketConnection connection = new SocketConnection(id, upgraded.answer().user(), upgraded.wire(),
                        selector, key, limits, IDLE_TIMEOUT);
                connections.add(connection);
                try {
                    LOG.log(Level.DEBUG, "Connection {0}: {1} ({2}) signed in", id, connection.user().name(),
                            connection.user().role().wireName());
                    connection.serve(endpoint.open(connection), upgraded.early());
                } finally {
                    connections.remove(connection);
                    synchronized (connections) {
                        connections.notifyAll();
                    }
                }
            } catch (IOException | RuntimeException failed) {
                LOG.log(Level.DEBUG, "Connection {0}: {1}", id, failed.toString());
            } finally {
                upgraded.close();
                release();
                if (selector != null) {
                    try {
                        selector.close();
                    } catch (IOException ignored) {
                        // the connection is over either way
                    }
                }
            }
        }
    }

    private void release() {
        holding.decrementAndGet();
    }

    /** The server's side of the upgrades, on the upgrade loop's thread. */
    private final class Outcomes implements UpgradeLoop.Outcomes {

        @Override
        public UpgradeAnswer decide(UpgradeRequest request) {
            if (!request.headerLists("upgrade", "websocket")) {
                Optional<UpgradeAnswer> page = settings.pages().answer(new PageRequest(request.method(), request.path(),
                        request.headers())).map(served -> new UpgradeAnswer(null, served.status(), served.response()));
                if (page.isPresent()) {
                    return page.get();
                }
            }
            UpgradeAnswer answer = UpgradeAnswer.decide(request, users, settings.origins());
            if (!answer.accepted()) {
                return answer;
            }
            if (holding.get() >= settings.maxConnections()) {
                full.start("{0} connections are open, as many as --max-connections allows: new ones are answered 503"
                        + " (said once until one is taken again)", settings.maxConnections());
                return UpgradeAnswer.busy();
            }
            holding.incrementAndGet();
            full.end("Taking connections again ({0} were answered 503)");
            return answer;
        }

        @Override
        public void upgraded(Upgrading socket) {
            serve(socket);
        }

        @Override
        public void abandoned(Upgrading socket) {
            release();
        }
    }
}
