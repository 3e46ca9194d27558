package ahp.server.transport;

import java.io.IOException;
import java.lang.System.Logger.Level;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.StandardSocketOptions;
import java.nio.channels.ClosedSelectorException;
import java.nio.channels.SelectionKey;
import java.nio.channels.Selector;
import java.nio.channels.ServerSocketChannel;
import java.nio.channels.SocketChannel;
import java.time.Duration;
import java.util.ArrayDeque;
import java.util.HashMap;
import java.util.Iterator;
import java.util.LinkedHashSet;
import java.util.Map;
import javax.net.ssl.SSLContext;

/**
 * The one thread that accepts and upgrades: every socket in its upgrade (TLS handshake, request
 * head, answer) is served here, on one selector, without a thread of its own. So no number of idle
 * or slow sockets can hold threads, and a person who sends a whole request is answered at once.
 *
 * <p>What they may hold is bounded, newest first: at most {@link UpgradeLimits#perPeer()} sockets
 * from one address and {@link UpgradeLimits#total()} in all may be upgrading at once; a newcomer
 * over a bound closes the oldest upgrading socket that has sent nothing yet (else the oldest), of
 * that address or of all, rather than being refused. So sockets an attacker opens and leaves idle
 * are the ones pushed out, and a person's upgrade, which is through within a round trip or two,
 * goes on. Each turn of the loop serves the sockets that are ready before it accepts at most
 * {@value #ACCEPTS_PER_TURN} new ones, so a flood of connections cannot push out a request that
 * has already arrived. Every socket has
 * {@link UpgradeLimits#deadline()} from its accept to the end of its answer.
 *
 * <p>When accepting fails (out of file descriptors, most likely) the loop says so once, stops
 * accepting for {@value #ACCEPT_PAUSE_MILLIS} ms so it does not spin, and goes on.
 */
final class UpgradeLoop {

    /** Connections accepted between two looks at the sockets already upgrading. */
    static final int ACCEPTS_PER_TURN = 8;

    /** How long accepting rests after it failed. */
    static final long ACCEPT_PAUSE_MILLIS = 100;

    private static final System.Logger LOG = System.getLogger(UpgradeLoop.class.getName());

    private final ServerSocketChannel listener;
    private final Selector selector;
    private final SelectionKey acceptKey;
    private final UpgradeLimits limits;
    private final SSLContext tls;
    private final Outcomes outcomes;
    /** Every upgrading socket, oldest first. */
    private final LinkedHashSet<Upgrading> upgrading = new LinkedHashSet<>();
    private final Map<InetAddress, ArrayDeque<Upgrading>> byPeer = new HashMap<>();
    private final BurstLog acceptFailures = new BurstLog(LOG);
    private final BurstLog pushedOut = new BurstLog(LOG);
    private long acceptResumes;

    /** What the server does with the upgrades, called on the loop's thread. */
    interface Outcomes {

        /** How a whole request head is answered. */
        UpgradeAnswer decide(UpgradeRequest request);

        /** A socket whose answer accepted it, all written: the WebSocket goes on. */
        void upgraded(Upgrading socket);

        /** A socket whose answer accepted it but that was closed before the answer was out. */
        void abandoned(Upgrading socket);
    }

    UpgradeLoop(ServerSocketChannel listener, UpgradeLimits limits, SSLContext tls, Outcomes outcomes) throws IOException {
        this.listener = listener;
        this.limits = limits;
        this.tls = tls;
        this.outcomes = outcomes;
        this.selector = Selector.open();
        listener.configureBlocking(false);
        this.acceptKey = listener.register(selector, SelectionKey.OP_ACCEPT);
    }

    /** Runs until the listener is closed; then closes every socket still upgrading. */
    void run() {
        try {
            while (listener.isOpen()) {
                long now = System.nanoTime();
                long wait = Math.max(1, (nextWake(now) - now) / 1_000_000);
                selector.select(wait);
                boolean acceptable = false;
                // Sockets already taken first, then new ones: a burst of newcomers cannot push out a
                // socket whose request is in before it was read.
                for (Iterator<SelectionKey> keys = selector.selectedKeys().iterator(); keys.hasNext(); ) {
                    SelectionKey key = keys.next();
                    keys.remove();
                    if (!key.isValid()) {
                        continue;
                    }
                    if (key == acceptKey) {
                        acceptable = true;
                    } else {
                        Upgrading socket = (Upgrading) key.attachment();
                        socket.heard |= key.isReadable();
                        advance(socket);
                    }
                }
                if (acceptable) {
                    acceptSome();
                }
                expire(System.nanoTime());
            }
        } catch (IOException | ClosedSelectorException stopped) {
            if (listener.isOpen()) {
                LOG.log(Level.ERROR, "The upgrade loop failed; no more connections are taken", stopped);
            }
        } finally {
            new ArrayDeque<>(upgrading).forEach(this::drop);
            try {
                selector.close();
            } catch (IOException ignored) {
                // stopping either way
            }
        }
    }

    /** Wakes the loop (it then sees the listener closed). */
    void wakeup() {
        selector.wakeup();
    }

    private long nextWake(long now) {
        long wake = now + 1_000_000_000L;
        if (!upgrading.isEmpty()) {
            wake = Math.min(wake, upgrading.getFirst().deadline);
        }
        if (acceptResumes != 0) {
            wake = Math.min(wake, acceptResumes);
        }
        return wake;
    }

    /** Accepts up to {@value #ACCEPTS_PER_TURN} waiting connections, then serves the ready sockets again. */
    private void acceptSome() {
        for (int i = 0; i < ACCEPTS_PER_TURN; i++) {
            SocketChannel channel;
            try {
                channel = listener.accept();
            } catch (IOException failed) {
                acceptFailures.start("Cannot accept connections: {0}; resting " + ACCEPT_PAUSE_MILLIS + " ms between tries",
                        failed.getMessage());
                acceptKey.interestOps(0);
                acceptResumes = System.nanoTime() + Duration.ofMillis(ACCEPT_PAUSE_MILLIS).toNanos();
                return;
            }
            if (channel == null) {
                acceptFailures.end("Accepting connections again ({0} failed tries)");
                return;
            }
            take(channel);
        }
        selector.wakeup(); // more may be waiting: look again at once, after the sockets that are ready
    }

    private void take(SocketChannel channel) {
        Upgrading socket;
        try {
            tune(channel);
            InetAddress peer = ((InetSocketAddress) channel.getRemoteAddress()).getAddress();
            socket = new Upgrading(channel, peer, System.nanoTime() + limits.deadline().toNanos(), tls);
        } catch (IOException | RuntimeException failed) {
            LOG.log(Level.DEBUG, "A connection failed at once: {0}", failed.toString());
            closeQuietly(channel);
            return;
        }
        ArrayDeque<Upgrading> fromPeer = byPeer.computeIfAbsent(socket.peer, peer -> new ArrayDeque<>());
        if (fromPeer.size() >= limits.perPeer()) {
            pushOut(oldestQuiet(fromPeer), "from one address");
        } else if (upgrading.size() >= limits.total()) {
            pushOut(oldestQuiet(upgrading), "in all");
        }
        upgrading.add(socket);
        fromPeer.addLast(socket);
        try {
            socket.key = channel.register(selector, SelectionKey.OP_READ, socket);
        } catch (IOException failed) {
            drop(socket);
            return;
        }
        advance(socket);
    }

    /**
     * How every accepted socket is set up: non-blocking, and with {@code TCP_NODELAY}. Each write is
     * whole frames already ({@link SocketWriter} copies its queue into one buffer), so Nagle's
     * algorithm could only hold a frame back until the peer's delayed ACK, 40 ms on Linux, whenever
     * the frame before it was not yet acknowledged (it did, once: every {@code !} turn took 43 ms).
     */
    static void tune(SocketChannel channel) throws IOException {
        channel.configureBlocking(false);
        channel.setOption(StandardSocketOptions.TCP_NODELAY, true);
    }

    /** The oldest socket that has sent nothing yet, else the oldest. */
    private static Upgrading oldestQuiet(Iterable<Upgrading> oldestFirst) {
        Upgrading oldest = null;
        for (Upgrading socket : oldestFirst) {
            if (!socket.heard) {
                return socket;
            }
            if (oldest == null) {
                oldest = socket;
            }
        }
        return oldest;
    }

    private void pushOut(Upgrading oldest, String bound) {
        pushedOut.start("More sockets are upgrading " + bound + " than allowed ({0}); the oldest are closed to"
                + " make room (said once per burst)", oldest.peer.getHostAddress());
        drop(oldest);
    }

    private void advance(Upgrading socket) {
        int wanted;
        try {
            wanted = socket.advance(outcomes::decide);
        } catch (IOException | RuntimeException failed) {
            LOG.log(Level.DEBUG, "An upgrade from {0} ended: {1}", socket.peer.getHostAddress(), failed.toString());
            drop(socket);
            return;
        }
        if (wanted != 0) {
            socket.key.interestOps(wanted);
            return;
        }
        forget(socket);
        socket.key.cancel();
        if (socket.answer().accepted()) {
            outcomes.upgraded(socket);
        } else {
            LOG.log(Level.DEBUG, "An upgrade from {0} was refused {1}", socket.peer.getHostAddress(),
                    socket.answer().status());
            socket.close();
        }
    }

    private void expire(long now) {
        while (!upgrading.isEmpty() && upgrading.getFirst().deadline - now <= 0) {
            Upgrading late = upgrading.getFirst();
            LOG.log(Level.DEBUG, "An upgrade from {0} ran out of time", late.peer.getHostAddress());
            drop(late);
        }
        if (upgrading.isEmpty()) {
            pushedOut.end("Upgrades are within their bounds again ({0} sockets were pushed out)");
        }
        if (acceptResumes != 0 && acceptResumes - now <= 0 && listener.isOpen()) {
            acceptResumes = 0;
            acceptKey.interestOps(SelectionKey.OP_ACCEPT);
        }
    }

    private void drop(Upgrading socket) {
        forget(socket);
        if (socket.answer() != null && socket.answer().accepted()) {
            outcomes.abandoned(socket);
        }
        if (socket.key != null) {
            socket.key.cancel();
        }
        socket.close();
    }

    private void forget(Upgrading socket) {
        upgrading.remove(socket);
        ArrayDeque<Upgrading> fromPeer = byPeer.get(socket.peer);
        if (fromPeer != null) {
            fromPeer.remove(socket);
            if (fromPeer.isEmpty()) {
                byPeer.remove(socket.peer);
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
