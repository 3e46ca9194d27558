package ahp.server.transport;

import ahp.server.auth.User;
import java.lang.System.Logger.Level;
import java.util.Objects;
import java.util.concurrent.atomic.AtomicBoolean;

/**
 * A {@link Connection} whose messages go out through a bounded {@link OutboundQueue} drained by
 * one virtual thread of its own. Nothing that sends ever waits for the peer: when the queue is at
 * its bound the peer is too far behind, its queue is dropped and it is cut off, and it may
 * {@code reconnect} and be replayed what it missed.
 */
public final class QueuedConnection implements Connection {

    private static final System.Logger LOG = System.getLogger(QueuedConnection.class.getName());

    /** Messages a connection may have waiting before it counts as too far behind. */
    public static final int DEFAULT_MAX_MESSAGES = 10_000;

    /** Characters a connection may have waiting before it counts as too far behind (8 Mi). */
    public static final long DEFAULT_MAX_CHARS = 8L * 1024 * 1024;

    private final String id;
    private final User user;
    private final FrameSink sink;
    private final OutboundQueue queue;
    private final AtomicBoolean open = new AtomicBoolean(true);
    private final Thread writer;
    private volatile int closeCode = NORMAL_CLOSURE;
    private volatile String closeReason = "";

    /** A connection writing to {@code sink}, bounded by the defaults. */
    public QueuedConnection(String id, User user, FrameSink sink) {
        this(id, user, sink, DEFAULT_MAX_MESSAGES, DEFAULT_MAX_CHARS);
    }

    /** A connection writing to {@code sink}, with its queue bounded at the given sizes. */
    public QueuedConnection(String id, User user, FrameSink sink, int maxMessages, long maxChars) {
        this.id = Objects.requireNonNull(id, "id");
        this.user = Objects.requireNonNull(user, "user");
        this.sink = Objects.requireNonNull(sink, "sink");
        this.queue = new OutboundQueue(maxMessages, maxChars);
        this.writer = Thread.ofVirtual().name("ahp-writer-" + id).unstarted(this::drain);
    }

    /** Starts writing. */
    public QueuedConnection start() {
        writer.start();
        return this;
    }

    @Override
    public String id() {
        return id;
    }

    @Override
    public User user() {
        return user;
    }

    @Override
    public boolean send(String message) {
        return switch (queue.offer(message)) {
            case QUEUED -> true;
            case CLOSED -> false;
            case FULL -> {
                tooFarBehind();
                yield false;
            }
        };
    }

    @Override
    public void close(int code, String reason) {
        if (open.compareAndSet(true, false)) {
            closeCode = code;
            closeReason = reason;
            queue.close();
        }
    }

    @Override
    public boolean isOpen() {
        return open.get();
    }

    /** The transport saw the connection end: stop writing and drop what waits. */
    public void closed() {
        open.set(false);
        queue.discard();
        writer.interrupt();
    }

    /** Messages waiting to be written now. */
    public int pending() {
        return queue.size();
    }

    private void tooFarBehind() {
        if (open.compareAndSet(true, false)) {
            LOG.log(Level.WARNING, "Connection {0} ({1}) is too far behind; cutting it off (it may reconnect)",
                    id, user.name());
            closeCode = TRY_AGAIN_LATER;
            closeReason = "Too far behind: reconnect";
            queue.discard();
            // The writer is most likely blocked writing to a peer that does not read; interrupting a
            // virtual thread blocked on a socket closes the socket.
            writer.interrupt();
            sink.abort();
        }
    }

    private void drain() {
        try {
            String message;
            while ((message = queue.take()) != null) {
                sink.sendText(message);
            }
            sink.close(closeCode, closeReason);
        } catch (InterruptedException cut) {
            sink.abort();
        } catch (Exception failed) {
            LOG.log(Level.DEBUG, "Connection {0}: write failed: {1}", id, failed.toString());
            open.set(false);
            queue.discard();
            sink.abort();
        }
    }
}
