package ahp.terminals.pty;

import ahp.terminals.pty.posix.CallState;
import ahp.terminals.pty.posix.Libc;
import java.lang.foreign.Arena;
import java.lang.foreign.MemorySegment;
import java.lang.foreign.ValueLayout;
import java.util.ArrayDeque;

/**
 * Input on its way to a non-blocking pseudoterminal master, in order. A write that does not fit
 * (the program is not reading its input) waits here rather than blocking its caller, and is
 * finished when the master has room. Not thread-safe: its owner guards it.
 */
final class WriteQueue {

    /** The most copied to native memory for one {@code write}: the master takes about 4 KiB at a time. */
    private static final int PIECE = 16 * 1024;

    private final ArrayDeque<byte[]> pending = new ArrayDeque<>();
    /** How much of the first pending array has been written. */
    private int written;
    /** How many bytes wait in all. */
    private long waiting;

    /** Whether anything waits for room. */
    boolean isEmpty() {
        return pending.isEmpty();
    }

    /** Queues {@code bytes} after everything already queued. */
    void add(byte[] bytes) {
        if (bytes.length > 0) {
            pending.addLast(bytes);
            waiting += bytes.length;
        }
    }

    /**
     * Writes as much as the master takes now.
     *
     * @return false when the master refused for good (its terminal is gone); the queue is emptied
     */
    boolean flush(int fd) {
        if (pending.isEmpty()) {
            return true;
        }
        try (Arena arena = Arena.ofConfined()) {
            CallState state = new CallState(arena);
            MemorySegment buffer = arena.allocate(Math.min(PIECE, waiting));
            while (!pending.isEmpty()) {
                byte[] head = pending.peekFirst();
                int length = (int) Math.min(buffer.byteSize(), head.length - written);
                MemorySegment.copy(head, written, buffer, ValueLayout.JAVA_BYTE, 0, length);
                long count = Libc.write(state, fd, buffer, length);
                if (count < 0) {
                    int errno = state.errno();
                    if (errno == Libc.EINTR) {
                        continue;
                    }
                    if (errno == Libc.EAGAIN) {
                        return true;
                    }
                    clear();
                    return false;
                }
                written += (int) count;
                waiting -= count;
                if (written == head.length) {
                    pending.removeFirst();
                    written = 0;
                }
            }
        }
        return true;
    }

    /** Drops everything queued. */
    void clear() {
        pending.clear();
        written = 0;
        waiting = 0;
    }
}
