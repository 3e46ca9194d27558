package ahp.server.transport;

import java.util.ArrayDeque;

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
    synchronized Offer offer(String message) {
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
            notify();
        }
        return Offer.QUEUED;
    }

    /**
     * The next message, waiting for one; null once the queue is closed and empty, or discarded.
     *
     * @throws InterruptedException when the waiting thread is interrupted
     */
    synchronized String take() throws InterruptedException {
        while (messages.isEmpty()) {
            if (closed) {
                return null;
            }
            wait();
        }
        String next = messages.poll();
        chars -= next.length();
        return next;
    }

    /** Takes no more: what is queued is still handed out, then {@link #take} returns null. */
    synchronized void close() {
        closed = true;
        notifyAll();
    }

    /** Takes no more and drops what is queued. */
    synchronized void discard() {
        closed = true;
        messages.clear();
        chars = 0;
        notifyAll();
    }

    /** Messages waiting now. */
    synchronized int size() {
        return messages.size();
    }
}
