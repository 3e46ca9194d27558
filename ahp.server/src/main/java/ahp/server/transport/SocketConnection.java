package ahp.server.transport;

import ahp.server.auth.User;
import java.io.IOException;
import java.lang.System.Logger.Level;
import java.nio.ByteBuffer;
import java.nio.channels.CancelledKeyException;
import java.nio.channels.SelectionKey;
import java.nio.channels.Selector;
import java.nio.channels.SocketChannel;
import java.time.Duration;
import java.util.Objects;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.locks.ReentrantLock;

/**
 * One WebSocket connection after its upgrade, on a non-blocking socket.
 *
 * <p><b>In:</b> the connection's own platform thread waits in the kernel for the peer's bytes (a
 * selector of its own), reads frames and hands each whole message to the host core on that same
 * thread, so nothing stands between the socket and the handler. <b>Out:</b> a message is queued;
 * a small one is then written at once by the thread that sent it, as far as the socket takes it
 * without waiting, and anything larger, or what the socket does not take, is written by the
 * connection's thread. So a keystroke's echo goes from the terminal's reader to the socket with no
 * hand-off, streaming output is written in parallel with the reading of the next, and nothing that
 * sends ever waits for a peer: when the queue reaches its bound the peer is too far
 * behind, its queue is dropped and it is cut off, and it may {@code reconnect} and be replayed what
 * it missed.
 */
final class SocketConnection implements Connection {

    private static final System.Logger LOG = System.getLogger(SocketConnection.class.getName());
    /** How much is copied out of the queue for one write. */
    private static final int WRITE_BUFFER_BYTES = 64 * 1024;
    private static final int READ_BUFFER_BYTES = 16 * 1024;
    /**
     * The most another thread writes itself; more is left to the connection's thread. A keystroke's
     * echo goes out from the thread that produced it, with no hand-off; streaming output and
     * snapshots are written by the connection's thread while the producer (for terminal output, the
     * one thread that reads every pty) goes on with its own work.
     */
    private static final int MOST_WRITTEN_BY_SENDER = 8 * 1024;
    /** How long the peer has to answer our close frame before the socket is cut. */
    private static final Duration CLOSE_GRACE = Duration.ofSeconds(5);

    private final String id;
    private final User user;
    private final SocketChannel channel;
    private final Selector selector;
    private final SelectionKey key;
    private final TransportLimits limits;
    private final long idleNanos;
    private final OutboundQueue queue;
    private final ByteBuffer out = ByteBuffer.allocateDirect(WRITE_BUFFER_BYTES).flip();
    /** Held while writing; the connection's thread waits for it, any other thread only tries. */
    private final ReentrantLock writing = new ReentrantLock();
    /** Something was queued since a writer last looked at the queue. */
    private final AtomicBoolean queued = new AtomicBoolean();
    private final AtomicBoolean open = new AtomicBoolean(true);
    private final AtomicBoolean ended = new AtomicBoolean();
    /** Whether the connection's thread is to write when the socket has room; changed while writing. */
    private volatile boolean writeInterest;
    private volatile boolean closeWritten;
    private volatile boolean closeReceived;
    private volatile long closeDeadline = Long.MAX_VALUE;
    /** The connection's own thread: it made the connection, reads it and may write any amount. */
    private final Thread reader = Thread.currentThread();

    /**
     * A connection on {@code channel}, non-blocking and registered for reading with {@code selector}
     * as {@code key}. Made on the thread that will {@linkplain #serve serve} it.
     */
    SocketConnection(String id, User user, SocketChannel channel, Selector selector, SelectionKey key,
            TransportLimits limits, Duration idleTimeout) {
        this.id = Objects.requireNonNull(id, "id");
        this.user = Objects.requireNonNull(user, "user");
        this.channel = channel;
        this.selector = selector;
        this.key = key;
        this.limits = limits;
        this.idleNanos = idleTimeout.toNanos();
        this.queue = new OutboundQueue(limits.maxQueuedMessages(), limits.maxQueuedBytes());
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
    public boolean send(TextFrame frame) {
        switch (queue.offer(frame)) {
            case QUEUED -> {
                flush();
                return true;
            }
            case FULL -> {
                tooFarBehind();
                return false;
            }
            default -> {
                return false;
            }
        }
    }

    @Override
    public void close(int code, String reason) {
        if (open.compareAndSet(true, false)) {
            queue.closeWith(Frames.close(code, reason));
            closeDeadline = System.nanoTime() + CLOSE_GRACE.toNanos();
            selector.wakeup();
            flush();
        }
    }

    @Override
    public boolean isOpen() {
        return open.get();
    }

    /** Cuts the connection now, without a close handshake. Any thread; never blocks. */
    void abort() {
        open.set(false);
        queue.discard();
        try {
            channel.close();
        } catch (IOException ignored) {
            // closing is all that was wanted
        }
        selector.wakeup();
    }

    /**
     * Reads frames until the connection ends, however it ends, handing messages to {@code handler},
     * and then tells it once. Runs on the connection's own thread.
     *
     * @param early bytes that came after the upgrade request, already read
     */
    void serve(MessageHandler handler, ByteBuffer early) {
        MessageHandler guarded = new GuardedHandler(handler, id);
        IncomingText text = new IncomingText(new MessageAssembler(limits.maxMessageChars()));
        FrameReader frames = new FrameReader(limits.maxFrameBytes(), new Inbound(guarded, text));
        try {
            read(frames, early);
            ByteBuffer in = ByteBuffer.allocate(READ_BUFFER_BYTES);
            long lastHeard = System.nanoTime();
            while (channel.isOpen()) {
                long now = System.nanoTime();
                long deadline = Math.min(closeDeadline, lastHeard + idleNanos);
                if (deadline - now <= 0) {
                    if (closeDeadline - now <= 0) {
                        LOG.log(Level.DEBUG, "Connection {0}: no answer to the close; cutting it", id);
                        break;
                    }
                    close(GOING_AWAY, "Idle for too long");
                    continue;
                }
                selector.select(Math.max(1, (deadline - now) / 1_000_000));
                selector.selectedKeys().clear();
                if (!key.isValid()) {
                    break;
                }
                if (writeInterest) {
                    flush();
                }
                int count = channel.read(in);
                if (count < 0) {
                    break;
                }
                if (count > 0) {
                    lastHeard = System.nanoTime();
                    in.flip();
                    read(frames, in);
                    in.clear();
                }
            }
        } catch (WebSocketViolation violation) {
            LOG.log(Level.DEBUG, "Connection {0}: {1}", id, violation.getMessage());
            failWith(violation);
        } catch (IOException | CancelledKeyException gone) {
            LOG.log(Level.DEBUG, "Connection {0}: {1}", id, gone.toString());
        } finally {
            end(guarded);
        }
    }

    private void read(FrameReader frames, ByteBuffer bytes) throws WebSocketViolation {
        if (!closeReceived) {
            frames.feed(bytes);
        }
    }

    /**
     * RFC 6455 §7.1.7: send a close frame with the code, if one can still be sent, and end without
     * reading further. The close frame gets the grace period to go out.
     */
    private void failWith(WebSocketViolation violation) {
        closeReceived = true;
        close(violation.code(), violation.getMessage());
        long deadline = closeDeadline;
        try {
            while (channel.isOpen() && !closeWritten && deadline - System.nanoTime() > 0) {
                selector.select(Math.max(1, (deadline - System.nanoTime()) / 1_000_000));
                selector.selectedKeys().clear();
                flush();
            }
        } catch (IOException | CancelledKeyException gone) {
            LOG.log(Level.DEBUG, "Connection {0}: {1}", id, gone.toString());
        }
    }

    private void end(MessageHandler handler) {
        if (!ended.compareAndSet(false, true)) {
            return;
        }
        abort();
        try {
            selector.close();
        } catch (IOException ignored) {
            // the connection is over either way
        }
        handler.onClosed();
        LOG.log(Level.DEBUG, "Connection {0} ended", id);
    }

    private void tooFarBehind() {
        if (open.compareAndSet(true, false)) {
            LOG.log(Level.WARNING, "Connection {0} ({1}) is too far behind; cutting it off (it may reconnect)",
                    id, user.name());
            abort();
        }
    }

    /**
     * Writes what is queued, as far as the socket takes it now and as much as this thread may write:
     * the connection's own thread writes everything, any other thread a little at most and only when
     * no one else is writing. Never waits for the peer.
     */
    private void flush() {
        queued.set(true);
        boolean mayWriteAll = Thread.currentThread() == reader;
        // Whoever holds the lock looks at the queue again after letting go, so nothing queued while
        // it wrote is left behind with no writer.
        while (queued.get() && (mayWriteAll ? lockWriting() : writing.tryLock())) {
            try {
                queued.set(false);
                drain(mayWriteAll);
            } finally {
                writing.unlock();
            }
        }
    }

    private boolean lockWriting() {
        writing.lock();
        return true;
    }

    /** While writing: writes until the queue is empty, the socket full, or the rest is not this thread's to write. */
    private void drain(boolean mayWriteAll) {
        try {
            while (channel.isOpen()) {
                if (out.remaining() > MOST_WRITTEN_BY_SENDER && !mayWriteAll) {
                    setWriteInterest(true); // the connection's thread writes it when it wakes
                    return;
                }
                if (out.hasRemaining()) {
                    channel.write(out);
                    if (out.hasRemaining()) {
                        setWriteInterest(true);
                        return;
                    }
                }
                out.clear();
                queue.fill(out);
                out.flip();
                if (!out.hasRemaining()) {
                    setWriteInterest(false);
                    if (!closeWritten && queue.finished()) {
                        closeWritten = true;
                        if (closeReceived) {
                            abort(); // both closes are through: the server ends the TCP connection (§7.1.1)
                        }
                    }
                    return;
                }
            }
        } catch (IOException | CancelledKeyException failed) {
            LOG.log(Level.DEBUG, "Connection {0}: write failed: {1}", id, failed.toString());
            abort();
        }
    }

    /** While writing: whether the connection's thread is to wake when the socket has room. */
    private void setWriteInterest(boolean wanted) {
        if (wanted != writeInterest) {
            writeInterest = wanted;
            key.interestOps(wanted ? SelectionKey.OP_READ | SelectionKey.OP_WRITE : SelectionKey.OP_READ);
            if (wanted) {
                selector.wakeup();
            }
        }
    }

    /** The peer's close arrived: answer it (unless ours went first), then end once both are through. */
    private void closeReceived(int code) {
        closeReceived = true;
        if (open.compareAndSet(true, false)) {
            queue.closeWith(Frames.close(code, ""));
            closeDeadline = System.nanoTime() + CLOSE_GRACE.toNanos();
        }
        flush();
        if (closeWritten) {
            abort();
        }
    }

    /** Frames as they are read: messages to the handler, pings answered, the close handshake. */
    private final class Inbound implements FrameReader.Events {

        private final MessageHandler handler;
        private final IncomingText text;

        Inbound(MessageHandler handler, IncomingText text) {
            this.handler = handler;
            this.text = text;
        }

        @Override
        public void text(ByteBuffer piece, boolean messageEnds) throws WebSocketViolation {
            text.accept(piece, messageEnds, handler);
        }

        @Override
        public void binary(long length) {
            handler.onBinary(length);
        }

        @Override
        public void ping(byte[] payload) {
            if (queue.offerControl(Frames.control(Frames.PONG, payload)) == OutboundQueue.Offer.QUEUED) {
                flush();
            }
        }

        @Override
        public void close(byte[] payload) throws WebSocketViolation {
            closeReceived(CloseCodes.answerTo(payload));
        }
    }
}
