package ahp.terminals.pty.posix;

import java.lang.foreign.Arena;
import java.lang.foreign.MemorySegment;
import java.lang.foreign.ValueLayout;

/**
 * A fixed array of {@code struct pollfd} ({@code int fd; short events; short revents;}) for
 * {@link Libc#poll}. A slot whose descriptor is negative is skipped by the kernel.
 */
public final class PollSet {

    private static final long SIZE = 8;

    private final MemorySegment fds;
    private final int count;

    /** {@code count} slots in {@code arena}, every one unused. */
    public PollSet(Arena arena, int count) {
        this.count = count;
        this.fds = arena.allocate(SIZE * count, 4);
        for (int slot = 0; slot < count; slot++) {
            set(slot, -1, (short) 0);
        }
    }

    /** Watches {@code fd} for {@code events} in {@code slot}; a negative fd leaves it unused. */
    public void set(int slot, int fd, short events) {
        long at = slot * SIZE;
        fds.set(ValueLayout.JAVA_INT, at, fd);
        fds.set(ValueLayout.JAVA_SHORT, at + 4, events);
        fds.set(ValueLayout.JAVA_SHORT, at + 6, (short) 0);
    }

    /** What the kernel reported for {@code slot} after the last poll. */
    public short returned(int slot) {
        return fds.get(ValueLayout.JAVA_SHORT, slot * SIZE + 6);
    }

    /**
     * Polls every slot, retrying when a signal interrupts it.
     *
     * @return how many slots have events, 0 on timeout
     * @throws IllegalStateException when poll fails for another reason
     */
    public int poll(CallState state, int timeoutMillis) {
        while (true) {
            int ready = Libc.poll(state, fds, count, timeoutMillis);
            if (ready >= 0) {
                return ready;
            }
            if (state.errno() != Libc.EINTR) {
                throw new IllegalStateException("poll failed: errno " + state.errno());
            }
        }
    }
}
