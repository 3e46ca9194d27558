package ahp.server.transport;

import ahp.server.auth.User;
import ahp.websocket.CloseCodes;
import ahp.websocket.FrameReader;
import ahp.websocket.Frames;
import ahp.websocket.WebSocketViolation;
import java.io.IOException;
import java.lang.System.Logger.Level;
import java.nio.ByteBuffer;
import java.nio.channels.CancelledKeyException;
import java.nio.channels.SelectionKey;
import java.nio.channels.Selector;
import java.time.Duration;
import java.util.Objects;
import java.util.concurrent.atomic.AtomicBoolean;

/**
 * One WebSocket connection after its upgrade, on a non-blocking socket.
 *
 * <p>The connection's own platform thread waits in the kernel for the peer's bytes (a selector of
 * its own), reads frames and hands each whole message to the host core on that same thread, so
 * nothing stands between the socket and the handler; it also answers pings and keeps the close
 * handshake. Messages out go through the {@link SocketWriter}, and nothing that sends ever waits for
 * a peer: when the queue reaches its bound the peer is too far behind, its queue is dropped and it
 * is cut off, and it may {@code reconnect} and be replayed what it missed.
 */
final class SocketConnection implements Connection {

    private static final System.Logger LOG = System.getLogger(SocketConnection.class.getName());
    private static final int READ_BUFFER_BYTES = 16 * 1024;
    /**
     * A frame sent to several connections at most this long is written by its sender to each (a
     * keystroke's echo, with no hand-off); a longer one (streaming output), after the first
     * connection, by the fan-out thread.
     */
    private static final int FANNED_OUT_INLINE = 8 * 1024;
    /** How long the peer has to answer our close frame before the socket is cut. */
    private static final Duration CLOSE_GRACE = Duration.ofSeconds(5);

    private final String id;
    private final User user;
    private final Wire channel;
    private final Selector selector;
    private final SelectionKey key;
    private final TransportLimits limits;
    private final long idleNanos;
    private final OutboundQueue queue;
    private final SocketWriter writer;
    private final AtomicBoolean open = new AtomicBoolean(true);
    private final AtomicBoolean ended = new AtomicBoolean();
    private volatile boolean closeReceived;
    private volatile long closeDeadline = Long.MAX_VALUE;

    /**
     * A connection on {@code channel}, whose non-blocking socket is registered for reading with
     * {@code selector} as {@code key}. Made on the thread that will {@linkplain #serve serve} it.
     */
    SocketConnection(String id, User user, Wire channel, Selector selector, SelectionKey key,
            TransportLimits limits, Duration idleTimeout) {
        this.id = Objects.requireNonNull(id, "id");
        this.user = Objects.requireNonNull(user, "user");
        this.channel = channel;
        this.selector = selector;
        this.key = key;
        this.limits = limits;
        this.idleNanos = idleTimeout.toNanos();
        this.queue = new OutboundQueue(limits.maxQueuedMessages(), limits.maxQueuedBytes());
        this.writer = new SocketWriter(id, channel, selector, key, Thread.currentThread(), queue,
                this::closeFrameWritten, this::abort);
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
        return offer(frame, false);
    }

    @Override
    public boolean sendAmongMany(TextFrame frame) {
        return offer(frame, frame.payloadLength() > FANNED_OUT_INLINE);
    }

    private boolean offer(TextFrame frame, boolean byFanOut) {
        switch (queue.offer(frame)) {
            case QUEUED -> {
                if (byFanOut) {
                    FanOutWriter.flushSoon(writer);
                } else {
                    writer.flush();
                }
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
            writer.flush();
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
        FrameReader frames = FrameReader.ofClientFrames(limits.maxFrameBytes(), new Inbound(guarded, text));
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
                if (channel.hasBufferedInput()) {
                    selector.selectNow();
                } else {
                    selector.select(Math.max(1, (deadline - now) / 1_000_000));
                }
                selector.selectedKeys().clear();
                if (!key.isValid()) {
                    break;
                }
                if (writer.wantsToWrite()) {
                    writer.flush();
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
            while (channel.isOpen() && !writer.closeWritten() && deadline - System.nanoTime() > 0) {
                selector.select(Math.max(1, (deadline - System.nanoTime()) / 1_000_000));
                selector.selectedKeys().clear();
                writer.flush();
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

    /** The peer's close arrived: answer it (unless ours went first), then end once both are through. */
    private void closeReceived(int code) {
        closeReceived = true;
        if (open.compareAndSet(true, false)) {
            queue.closeWith(Frames.close(code, ""));
            closeDeadline = System.nanoTime() + CLOSE_GRACE.toNanos();
        }
        writer.flush();
        if (writer.closeWritten()) {
            abort();
        }
    }

    /** Our close frame is out: once the peer's is in too, the server ends the TCP connection (§7.1.1). */
    private void closeFrameWritten() {
        if (closeReceived) {
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
            switch (queue.offerControl(Frames.control(Frames.PONG, payload))) {
                case QUEUED -> writer.flush();
                case FULL -> tooFarBehind();
                default -> { } // closing: no pong is owed
            }
        }

        @Override
        public void close(byte[] payload) throws WebSocketViolation {
            closeReceived(CloseCodes.answerTo(payload));
        }
    }
}
