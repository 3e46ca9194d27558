package ahp.server.transport;

import java.nio.ByteBuffer;
import java.util.ArrayDeque;
import java.util.concurrent.locks.ReentrantLock;

/**
 * A connection's frames waiting to be written, bounded in count and in bytes so that a peer that
 * stops reading costs the daemon a fixed amount of memory. A frame always fits an empty queue, so
 * one large snapshot never counts as falling behind. Any number of threads offer; one at a time
 * (the connection's drainer) {@linkplain #fill fills} the socket's buffer from it. The lock is held
 * only to add or take an entry, never while writing.
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

    /** One frame: its header and payload, positioned at what is still to be copied out. */
    private record Entry(ByteBuffer header, ByteBuffer payload) {

        long remaining() {
            return header.remaining() + (long) payload.remaining();
        }
    }

    private final int maxMessages;
    private final long maxBytes;
    private final ReentrantLock lock = new ReentrantLock();
    private final ArrayDeque<Entry> entries = new ArrayDeque<>();
    private long bytes;
    private boolean closed;
    private boolean lastTaken;

    OutboundQueue(int maxMessages, long maxBytes) {
        if (maxMessages < 1 || maxBytes < 1) {
            throw new IllegalArgumentException("bounds must be positive");
        }
        this.maxMessages = maxMessages;
        this.maxBytes = maxBytes;
    }

    /** Queues {@code frame} unless the queue is closed or at its bound; never blocks. */
    Offer offer(TextFrame frame) {
        return add(new Entry(ByteBuffer.wrap(frame.header()), ByteBuffer.wrap(frame.payload())));
    }

    /**
     * Queues a control frame (a pong) unless the queue is closed or at its bound: a peer that pings
     * and never reads is as far behind as one that stops reading anything else.
     */
    Offer offerControl(byte[] frame) {
        return add(new Entry(ByteBuffer.wrap(frame), ByteBuffer.allocate(0)));
    }

    /**
     * Queues {@code closeFrame} as the last frame and takes no more: what is queued before it is
     * still written, then it, then {@link #finished} turns true. Does nothing once closed.
     *
     * @return whether the frame was queued
     */
    boolean closeWith(byte[] closeFrame) {
        lock.lock();
        try {
            if (closed) {
                return false;
            }
            entries.add(new Entry(ByteBuffer.wrap(closeFrame), ByteBuffer.allocate(0)));
            bytes += closeFrame.length;
            closed = true;
            return true;
        } finally {
            lock.unlock();
        }
    }

    private Offer add(Entry entry) {
        lock.lock();
        try {
            if (closed) {
                return Offer.CLOSED;
            }
            if (!entries.isEmpty()
                    && (entries.size() >= maxMessages || bytes + entry.remaining() > maxBytes)) {
                return Offer.FULL;
            }
            entries.add(entry);
            bytes += entry.remaining();
            return Offer.QUEUED;
        } finally {
            lock.unlock();
        }
    }

    /**
     * Copies frames into {@code out} until it is full or the queue empty; a frame that does not fit
     * whole is copied in part and the rest stays at the head. Only one thread at a time may fill.
     */
    void fill(ByteBuffer out) {
        while (out.hasRemaining()) {
            Entry head;
            lock.lock();
            try {
                head = entries.peek();
            } finally {
                lock.unlock();
            }
            if (head == null) {
                return;
            }
            long before = head.remaining();
            copy(head.header(), out);
            copy(head.payload(), out);
            long copied = before - head.remaining();
            lock.lock();
            try {
                bytes -= copied;
                if (head.remaining() == 0 && entries.peek() == head) {
                    entries.poll();
                    lastTaken = closed && entries.isEmpty();
                }
            } finally {
                lock.unlock();
            }
        }
    }

    private static void copy(ByteBuffer from, ByteBuffer to) {
        int count = Math.min(from.remaining(), to.remaining());
        if (count > 0) {
            to.put(to.position(), from, from.position(), count);
            to.position(to.position() + count);
            from.position(from.position() + count);
        }
    }

    /** Whether the queue was closed with a close frame and that frame has been taken. */
    boolean finished() {
        lock.lock();
        try {
            return lastTaken;
        } finally {
            lock.unlock();
        }
    }

    /** Takes no more and drops what is queued. */
    void discard() {
        lock.lock();
        try {
            closed = true;
            entries.clear();
            bytes = 0;
        } finally {
            lock.unlock();
        }
    }

    /** Whether nothing waits. */
    boolean isEmpty() {
        lock.lock();
        try {
            return entries.isEmpty();
        } finally {
            lock.unlock();
        }
    }

    /** Frames waiting now. */
    int size() {
        lock.lock();
        try {
            return entries.size();
        } finally {
            lock.unlock();
        }
    }
}
