package ahp.server.transport;

import java.io.IOException;
import java.lang.System.Logger.Level;
import java.nio.ByteBuffer;
import java.nio.channels.CancelledKeyException;
import java.nio.channels.SelectionKey;
import java.nio.channels.Selector;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.locks.ReentrantLock;

/**
 * The outbound side of one connection: its bounded queue, and who writes from it. A thread that
 * sends a message writes up to {@value #MOST_WRITTEN_BY_SENDER} bytes itself when nobody else is
 * writing, as far as the socket takes it without waiting: a keystroke's echo, and a streaming
 * terminal's gathered chunk (32 to 64 KiB of output), whole. What the socket did not take, and
 * whatever is queued beyond that, is left to the connection's own thread, woken through its
 * selector when the socket has room. A large frame fanned out to several connections is written to
 * the second and later by {@link FanOutWriter}, a sender like any other. So no sender ever waits
 * for a peer, and a peer that keeps up costs no hand-off to its connection's thread: each such
 * hand-off is a selector wake-up and two changes of interest per connection per chunk, which with
 * four clients on one terminal cost the daemon more than the writes themselves (bench/NOTES.md,
 * "Four clients: the driver's parsing, the sender's hand-off and the JIT").
 */
final class SocketWriter {

    private static final System.Logger LOG = System.getLogger(SocketWriter.class.getName());
    /** How much is copied out of the queue for one write. */
    private static final int WRITE_BUFFER_BYTES = 64 * 1024;
    /**
     * The most a thread other than the connection's writes itself: a terminal's largest chunk (64
     * KiB of output) in a frame, with room for its escapes.
     */
    static final int MOST_WRITTEN_BY_SENDER = 2 * WRITE_BUFFER_BYTES;

    private final String id;
    private final Wire channel;
    private final Selector selector;
    private final SelectionKey key;
    private final Thread owner;
    private final OutboundQueue queue;
    private final Runnable closeFrameWritten;
    private final Runnable failed;
    private final ByteBuffer out = ByteBuffer.allocateDirect(WRITE_BUFFER_BYTES).flip();
    /** Held while writing; the connection's thread waits for it, any other thread only tries. */
    private final ReentrantLock writing = new ReentrantLock();
    /** Something was queued since a writer last looked at the queue. */
    private final AtomicBoolean queued = new AtomicBoolean();
    /** Waiting for the fan-out thread ({@link FanOutWriter}). */
    private final AtomicBoolean fanOutPending = new AtomicBoolean();
    /** Whether the connection's thread is to write when the socket has room; changed while writing. */
    private volatile boolean writeInterest;
    private volatile boolean closeWritten;

    /**
     * A writer for {@code channel}, registered with {@code selector} as {@code key} and served by
     * {@code owner}, the connection's thread.
     *
     * @param closeFrameWritten run once the queue's close frame has gone out whole
     * @param failed run when a write fails: the connection is to be cut
     */
    SocketWriter(String id, Wire channel, Selector selector, SelectionKey key, Thread owner,
            OutboundQueue queue, Runnable closeFrameWritten, Runnable failed) {
        this.id = id;
        this.channel = channel;
        this.selector = selector;
        this.key = key;
        this.owner = owner;
        this.queue = queue;
        this.closeFrameWritten = closeFrameWritten;
        this.failed = failed;
    }

    /** Marks this writer as waiting for the fan-out thread; false when it already was. */
    boolean claimFanOut() {
        return fanOutPending.compareAndSet(false, true);
    }

    /** The fan-out thread takes it up: what is queued from now on asks for it again. */
    void releaseFanOut() {
        fanOutPending.set(false);
    }

    /** Whether the connection's thread has writing to do once the socket has room. */
    boolean wantsToWrite() {
        return writeInterest;
    }

    /** Whether the close frame has gone out. */
    boolean closeWritten() {
        return closeWritten;
    }

    /**
     * Writes what is queued, as far as the socket takes it now and as much as this thread may write:
     * the connection's own thread writes everything, any other thread a little at most and only when
     * no one else is writing. Never waits for the peer. Any thread.
     */
    void flush() {
        queued.set(true);
        boolean mayWriteAll = Thread.currentThread() == owner;
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

    /**
     * While writing: until the queue is empty, the socket full, or the rest not this thread's to
     * write. Another thread copies out of the queue no more than it may write, so the pty reader
     * never copies a large frame only to leave it to the connection's thread.
     */
    private void drain(boolean mayWriteAll) {
        long budget = mayWriteAll ? Long.MAX_VALUE : MOST_WRITTEN_BY_SENDER;
        try {
            while (channel.isOpen()) {
                if (!out.hasRemaining()) {
                    if (budget > 0) {
                        out.clear().limit((int) Math.min(out.capacity(), budget));
                        queue.fill(out);
                        out.flip();
                        budget -= out.remaining();
                    }
                    if (!out.hasRemaining()) {
                        if (!queue.isEmpty() || !channel.flushPending()) {
                            setWriteInterest(true); // this thread's share is out; the connection's thread writes the rest
                            return;
                        }
                        setWriteInterest(false);
                        if (!closeWritten && queue.finished()) {
                            closeWritten = true;
                            closeFrameWritten.run();
                        }
                        return;
                    }
                } else if (out.remaining() > budget) {
                    setWriteInterest(true); // what the connection's thread left: still its to write
                    return;
                }
                channel.write(out);
                if (out.hasRemaining()) {
                    setWriteInterest(true);
                    return;
                }
            }
        } catch (IOException | CancelledKeyException failure) {
            LOG.log(Level.DEBUG, "Connection {0}: write failed: {1}", id, failure.toString());
            failed.run();
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
}
