package ahp.terminals.pty.posix;

import java.io.IOException;
import java.lang.foreign.Arena;
import java.lang.foreign.MemorySegment;
import java.lang.foreign.ValueLayout;
import java.util.Locale;

/**
 * One epoll instance and the array its waits fill. Every registration carries a 64-bit tag of the
 * caller's choosing, which comes back with its events. Registrations are level-triggered: a
 * descriptor that stays ready is reported at every wait until it is read, or deleted.
 *
 * <p>{@link #add}, {@link #modify} and {@link #delete} may be called from any thread, also while
 * another waits (the kernel allows it); {@link #await} and the accessors of its results belong to
 * the one thread that waits.
 */
public final class Epoll {

    /** Data to read. */
    public static final int IN = 0x1;
    /** Room to write. */
    public static final int OUT = 0x4;
    /** An error condition (always reported). */
    public static final int ERR = 0x8;
    /** The other end hung up (always reported). */
    public static final int HUP = 0x10;

    private static final int CLOEXEC = 0x80000;
    private static final int CTL_ADD = 1;
    private static final int CTL_DEL = 2;
    private static final int CTL_MOD = 3;
    /** {@code struct epoll_event} is packed on x86-64 only: 12 bytes there, 16 elsewhere. */
    private static final boolean PACKED = switch (System.getProperty("os.arch", "").toLowerCase(Locale.ROOT)) {
        case "amd64", "x86_64" -> true;
        default -> false;
    };
    private static final long EVENT_SIZE = PACKED ? 12 : 16;
    private static final long DATA_OFFSET = PACKED ? 4 : 8;

    /** Whether the kernel has {@code epoll_pwait2}; false once it said it has not (before Linux 5.11). */
    private static volatile boolean nanosecondWaits = true;

    /** The instance, or -1 once closed (every call then fails with EBADF rather than reach another descriptor). */
    private volatile int fd;
    private final int capacity;
    private final MemorySegment events;
    /** The {@code struct timespec} of a wait with a timeout: two longs on every 64-bit Linux. */
    private final MemorySegment timeout;

    private Epoll(int fd, int capacity, MemorySegment events, MemorySegment timeout) {
        this.fd = fd;
        this.capacity = capacity;
        this.events = events;
        this.timeout = timeout;
    }

    /**
     * A new instance (closed on exec) whose waits report up to {@code capacity} events each. It
     * lives as long as the JVM: its array is never freed.
     *
     * @throws IOException when the kernel refuses one
     */
    public static Epoll open(int capacity) throws IOException {
        try (Arena arena = Arena.ofConfined()) {
            CallState state = new CallState(arena);
            int fd = Libc.epollCreate1(state, CLOEXEC);
            if (fd < 0) {
                throw new IOException("cannot create an epoll instance: errno " + state.errno());
            }
            return new Epoll(fd, capacity, Arena.global().allocate(EVENT_SIZE * capacity, 8),
                    Arena.global().allocate(16, 8));
        }
    }

    /** Watches {@code target} for {@code interest} ({@link #IN}, {@link #OUT}), tagged {@code tag}; 0 or the errno. */
    public int add(int target, int interest, long tag) {
        return control(CTL_ADD, target, interest, tag);
    }

    /** Changes what {@code target} is watched for; 0 or the errno. */
    public int modify(int target, int interest, long tag) {
        return control(CTL_MOD, target, interest, tag);
    }

    /** Stops watching {@code target}, which must still be open; 0 or the errno. */
    public int delete(int target) {
        return control(CTL_DEL, target, 0, 0);
    }

    private int control(int op, int target, int interest, long tag) {
        try (Arena arena = Arena.ofConfined()) {
            CallState state = new CallState(arena);
            MemorySegment event = arena.allocate(EVENT_SIZE, 8);
            event.set(ValueLayout.JAVA_INT_UNALIGNED, 0, interest);
            event.set(ValueLayout.JAVA_LONG_UNALIGNED, DATA_OFFSET, tag);
            return Libc.epollCtl(state, fd, op, target, event) == 0 ? 0 : state.errno();
        }
    }

    /**
     * Waits until something watched is ready or {@code timeoutNanos} passed (negative: no limit).
     * The timeout is kept to the nanosecond where the kernel can ({@code epoll_pwait2}, Linux 5.11),
     * and rounded up to the millisecond where it cannot.
     *
     * @return how many events {@link #tag} and {@link #events} now describe; 0 on a timeout or
     *     when a signal interrupted the wait
     * @throws IllegalStateException when the wait fails for another reason (this instance is broken)
     */
    public int await(CallState state, long timeoutNanos) {
        int ready;
        if (timeoutNanos > 0 && timeoutNanos % 1_000_000 != 0 && nanosecondWaits) {
            timeout.set(ValueLayout.JAVA_LONG, 0, timeoutNanos / 1_000_000_000);
            timeout.set(ValueLayout.JAVA_LONG, 8, timeoutNanos % 1_000_000_000);
            ready = Libc.epollPwait2(state, fd, events, capacity, timeout);
            if (ready < 0 && state.errno() == Libc.ENOSYS) {
                nanosecondWaits = false;
                return await(state, timeoutNanos);
            }
        } else {
            int millis = timeoutNanos < 0 ? -1 : (int) Math.min(Integer.MAX_VALUE, (timeoutNanos + 999_999) / 1_000_000);
            ready = Libc.epollWait(state, fd, events, capacity, millis);
        }
        if (ready >= 0) {
            return ready;
        }
        if (state.errno() == Libc.EINTR) {
            return 0;
        }
        throw new IllegalStateException("epoll_wait failed: errno " + state.errno());
    }

    /**
     * Closes the instance. A wait already under way goes on until something it watches is ready;
     * every later call fails.
     */
    public void close() {
        int open = fd;
        fd = -1;
        if (open >= 0) {
            Libc.close(open);
        }
    }

    /** The tag of the {@code index}th event of the last wait. */
    public long tag(int index) {
        return events.get(ValueLayout.JAVA_LONG_UNALIGNED, index * EVENT_SIZE + DATA_OFFSET);
    }

    /** What the {@code index}th event of the last wait reports ({@link #IN}, {@link #OUT}, {@link #HUP}, {@link #ERR}). */
    public int events(int index) {
        return events.get(ValueLayout.JAVA_INT_UNALIGNED, index * EVENT_SIZE);
    }
}
