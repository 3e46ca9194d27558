package ahp.server.transport;

import java.util.ArrayDeque;
import java.util.concurrent.locks.Condition;
import java.util.concurrent.locks.ReentrantLock;

/**
 * A connection's messages waiting to be written, bounded in count and in characters so that a
 * peer that stops reading costs the daemon a fixed amount of memory. A message always fits an empty
 * queue, so one large snapshot never counts as falling behind. One thread takes (the connection's
 * writer); any number offer.
 */
final class OutboundQueue {

    /** What {@link #offer} did. */
    enum Offer {
        /** Queued. */
        QUEUED,
        /** Refused: the queue is at its bound. */
        FULL,
        /** Refused: the queue was closed or discarded. */
        CLOSED
    }

    private final int maxMessages;
    private final long maxChars;
    /**
     * A lock and a condition rather than a monitor: the writer is a virtual thread, and waking one
     * that waits on a monitor goes through the JDK's unblocker thread, one more hand-off per wake.
     */
    private final ReentrantLock lock = new ReentrantLock();
    private final Condition nonEmpty = lock.newCondition();
    private final ArrayDeque<String> messages = new ArrayDeque<>();
    private long chars;
    private boolean closed;

    OutboundQueue(int maxMessages, long maxChars) {
        if (maxMessages < 1 || maxChars < 1) {
            throw new IllegalArgumentException("bounds must be positive");
        }
        this.maxMessages = maxMessages;
        this.maxChars = maxChars;
    }

    /** Queues {@code message} unless the queue is closed or at its bound; never blocks. */
    Offer offer(String message) {
        lock.lock();
        try {
            if (closed) {
                return Offer.CLOSED;
            }
            if (!messages.isEmpty()
                    && (messages.size() >= maxMessages || chars + message.length() > maxChars)) {
                return Offer.FULL;
            }
            messages.add(message);
            chars += message.length();
            if (messages.size() == 1) {
                // The one writer waits only on an empty queue: wake it for the first message alone.
                nonEmpty.signal();
            }
            return Offer.QUEUED;
        } finally {
            lock.unlock();
        }
    }

    /**
     * The next message, waiting for one; null once the queue is closed and empty, or discarded.
     *
     * @throws InterruptedException when the waiting thread is interrupted
     */
    String take() throws InterruptedException {
        lock.lock();
        try {
            while (messages.isEmpty()) {
                if (closed) {
                    return null;
                }
                nonEmpty.await();
            }
            String next = messages.poll();
            chars -= next.length();
            return next;
        } finally {
            lock.unlock();
        }
    }

    /** Takes no more: what is queued is still handed out, then {@link #take} returns null. */
    void close() {
        lock.lock();
        try {
            closed = true;
            nonEmpty.signalAll();
        } finally {
            lock.unlock();
        }
    }

    /** Takes no more and drops what is queued. */
    void discard() {
        lock.lock();
        try {
            closed = true;
            messages.clear();
            chars = 0;
            nonEmpty.signalAll();
        } finally {
            lock.unlock();
        }
    }

    /** Messages waiting now. */
    int size() {
        lock.lock();
        try {
            return messages.size();
        } finally {
            lock.unlock();
        }
    }
}
