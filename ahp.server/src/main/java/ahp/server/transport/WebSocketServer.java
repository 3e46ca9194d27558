package ahp.server.transport;

import ahp.server.auth.Users;
import java.io.IOException;
import java.lang.System.Logger.Level;
import java.net.InetSocketAddress;
import java.net.StandardSocketOptions;
import java.net.URI;
import java.nio.channels.ClosedChannelException;
import java.nio.channels.SelectionKey;
import java.nio.channels.Selector;
import java.nio.channels.ServerSocketChannel;
import java.nio.channels.SocketChannel;
import java.time.Duration;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.Semaphore;
import java.util.concurrent.atomic.AtomicLong;

/**
 * AHP over WebSocket (RFC 6455) on the JDK's non-blocking sockets: one JSON-RPC message per text
 * message at {@code ws://host:port/}. An upgrade without a known token is answered 401 before any
 * WebSocket exists; every other connection is handed to the {@link Endpoint}. A request that asks for
 * no WebSocket is answered by the {@link Pages} the server was started with (the daemon's web client). One thread accepts;
 * each connection has a thread of its own that reads it and runs the endpoint's handler (see
 * {@link SocketConnection} for how it writes).
 */
public final class WebSocketServer implements AutoCloseable {

    /** The path the endpoint is served at. */
    public static final String PATH = "/";

    /** How long a connection may go without a frame from the client before it is closed. */
    static final Duration IDLE_TIMEOUT = Duration.ofHours(1);

    /** Connections that may be in their upgrade at once; more are closed as they are accepted. */
    private static final int MAX_UPGRADING = 64;

    /** How long stopping waits for connections to answer their close before cutting them. */
    private static final Duration STOP_GRACE = Duration.ofMillis(500);

    private static final System.Logger LOG = System.getLogger(WebSocketServer.class.getName());
    private static final AtomicLong IDS = new AtomicLong();

    private final ServerSocketChannel listener;
    private final String host;
    private final Users users;
    private final Endpoint endpoint;
    private final TransportLimits limits;
    private final Pages pages;
    private final Semaphore upgrading = new Semaphore(MAX_UPGRADING);
    private final Set<SocketChannel> accepted = ConcurrentHashMap.newKeySet();
    private final Set<SocketConnection> connections = ConcurrentHashMap.newKeySet();
    private final Thread acceptor;

    private WebSocketServer(ServerSocketChannel listener, String host, Users users, Endpoint endpoint,
            TransportLimits limits, Pages pages) {
        this.listener = listener;
        this.host = host;
        this.users = users;
        this.endpoint = endpoint;
        this.limits = limits;
        this.pages = pages;
        this.acceptor = Thread.ofPlatform().name("ahp-accept").daemon(true).unstarted(this::acceptLoop);
    }

    /**
     * Starts listening.
     *
     * @param host the address to bind, such as {@code 127.0.0.1}
     * @param port the port, 0 for any free one
     * @throws IllegalStateException when the address cannot be bound
     */
    public static WebSocketServer start(String host, int port, Users users, Endpoint endpoint, TransportLimits limits) {
        return start(host, port, users, endpoint, limits, Pages.NONE);
    }

    /**
     * Starts listening, answering plain HTTP requests (those that ask for no WebSocket) with
     * {@code pages}.
     *
     * @throws IllegalStateException when the address cannot be bound
     */
    public static WebSocketServer start(String host, int port, Users users, Endpoint endpoint, TransportLimits limits,
            Pages pages) {
        Objects.requireNonNull(users, "users");
        Objects.requireNonNull(pages, "pages");
        Objects.requireNonNull(endpoint, "endpoint");
        Objects.requireNonNull(limits, "limits");
        try {
            ServerSocketChannel listener = ServerSocketChannel.open();
            listener.setOption(StandardSocketOptions.SO_REUSEADDR, true);
            listener.bind(new InetSocketAddress(host, port), 128);
            WebSocketServer server = new WebSocketServer(listener, host, users, endpoint, limits, pages);
            server.acceptor.start();
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

    /** The address a client connects to, such as {@code ws://127.0.0.1:8787/}. */
    public URI address() {
        String shown = host.contains(":") && !host.startsWith("[") ? "[" + host + "]" : host;
        return URI.create("ws://" + shown + ":" + port() + PATH);
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
        accepted.forEach(WebSocketServer::closeQuietly);
    }

    private void acceptLoop() {
        while (listener.isOpen()) {
            SocketChannel channel;
            try {
                channel = listener.accept();
            } catch (ClosedChannelException stopped) {
                return;
            } catch (IOException failed) {
                // Out of file descriptors, most likely: say so, and go on taking the others.
                LOG.log(Level.WARNING, "Accepting a connection failed: {0}", failed.toString());
                continue;
            }
            if (!upgrading.tryAcquire()) {
                LOG.log(Level.WARNING, "{0} connections are already upgrading; refusing another", MAX_UPGRADING);
                closeQuietly(channel);
                continue;
            }
            String id = Long.toString(IDS.incrementAndGet());
            accepted.add(channel);
            Thread.ofPlatform().name("ahp-connection-" + id).daemon(true).start(() -> {
                try {
                    serve(id, channel);
                } finally {
                    accepted.remove(channel);
                    closeQuietly(channel);
                }
            });
        }
    }

    private void serve(String id, SocketChannel channel) {
        Selector selector = null;
        try {
            Optional<UpgradeExchange.Outcome> outcome;
            SelectionKey key;
            try {
                selector = Selector.open();
                channel.configureBlocking(false);
                // Terminal output and echoes are small frames that must not wait for Nagle's timer.
                channel.setOption(StandardSocketOptions.TCP_NODELAY, true);
                channel.setOption(StandardSocketOptions.SO_KEEPALIVE, true);
                key = channel.register(selector, SelectionKey.OP_READ);
                outcome = UpgradeExchange.perform(channel, selector, key, users, pages);
            } finally {
                upgrading.release();
            }
            if (outcome.isEmpty() || !outcome.get().answer().accepted()) {
                outcome.ifPresent(refused -> LOG.log(Level.DEBUG, "Connection {0}: answered {1}, no WebSocket",
                        id, refused.answer().status()));
                return;
            }
            UpgradeExchange.Outcome upgraded = outcome.get();
            SocketConnection connection = new SocketConnection(id, upgraded.answer().user(), channel, selector, key,
                    limits, IDLE_TIMEOUT);
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
            if (selector != null) {
                try {
                    selector.close();
                } catch (IOException ignored) {
                    // the connection is over either way
                }
            }
        }
    }

    private static void closeQuietly(SocketChannel channel) {
        try {
            channel.close();
        } catch (IOException ignored) {
            // nothing more to do for it
        }
    }
}
