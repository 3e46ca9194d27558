package ahp.terminals.pipes.posix;

import static java.lang.foreign.ValueLayout.JAVA_INT;
import static java.lang.foreign.ValueLayout.JAVA_SHORT;

import java.lang.foreign.Arena;
import java.lang.foreign.MemorySegment;

/**
 * Raw file descriptors: pipes, blocking reads and writes, {@code poll} and {@code close}. A
 * thread that calls these repeatedly brings its own {@link CallFrame}, so nothing is allocated per
 * call on the hot path.
 */
public final class Fds {

    /** {@code O_CLOEXEC}: no process this one starts inherits the descriptor by accident. */
    private static final int O_CLOEXEC = 0x80000;
    private static final short POLLIN = 0x1;

    private Fds() {}

    /**
     * A new pipe, both ends close-on-exec.
     *
     * @return {@code {readEnd, writeEnd}}
     */
    public static int[] pipe() throws PosixException {
        try (Arena arena = Arena.ofConfined()) {
            MemorySegment state = Libc.callState(arena);
            MemorySegment fds = arena.allocate(JAVA_INT, 2);
            int result = (int) Libc.PIPE2.invokeExact(state, fds, O_CLOEXEC);
            if (result != 0) {
                throw new PosixException("pipe2", Libc.errno(state));
            }
            return new int[] {fds.getAtIndex(JAVA_INT, 0), fds.getAtIndex(JAVA_INT, 1)};
        } catch (PosixException failure) {
            throw failure;
        } catch (Throwable unexpected) {
            throw new IllegalStateException(unexpected);
        }
    }

    /**
     * Reads up to {@code buffer.byteSize()} bytes, retrying when a signal interrupts it.
     *
     * @return the bytes read; 0 at end of file
     */
    public static int read(CallFrame frame, int fd, MemorySegment buffer) throws PosixException {
        while (true) {
            long result;
            try {
                result = (long) Libc.READ.invokeExact(frame.state(), fd, buffer, buffer.byteSize());
            } catch (Throwable unexpected) {
                throw new IllegalStateException(unexpected);
            }
            if (result >= 0) {
                return (int) result;
            }
            int errno = Libc.errno(frame.state());
            if (errno != PosixException.EINTR) {
                throw new PosixException("read", errno);
            }
        }
    }

    /** Writes all of {@code data}, in as many calls as the pipe takes, retrying on a signal. */
    public static void writeFully(CallFrame frame, int fd, MemorySegment data) throws PosixException {
        long offset = 0;
        while (offset < data.byteSize()) {
            long result;
            try {
                result = (long) Libc.WRITE.invokeExact(frame.state(), fd, data.asSlice(offset), data.byteSize() - offset);
            } catch (Throwable unexpected) {
                throw new IllegalStateException(unexpected);
            }
            if (result >= 0) {
                offset += result;
            } else if (Libc.errno(frame.state()) != PosixException.EINTR) {
                throw new PosixException("write", Libc.errno(frame.state()));
            }
        }
    }

    /**
     * Waits until one of {@code fds} can be read (or its other end is gone), or {@code timeoutMillis}
     * passed ({@code -1}: no limit).
     *
     * @return for each descriptor, whether it is ready
     */
    public static boolean[] poll(CallFrame frame, int timeoutMillis, int... fds) throws PosixException {
        MemorySegment pollfds = frame.pollfds(fds.length);
        for (int i = 0; i < fds.length; i++) {
            pollfds.set(JAVA_INT, i * 8L, fds[i]);
            pollfds.set(JAVA_SHORT, i * 8L + 4, POLLIN);
            pollfds.set(JAVA_SHORT, i * 8L + 6, (short) 0);
        }
        while (true) {
            int result;
            try {
                result = (int) Libc.POLL.invokeExact(frame.state(), pollfds, (long) fds.length, timeoutMillis);
            } catch (Throwable unexpected) {
                throw new IllegalStateException(unexpected);
            }
            if (result >= 0) {
                break;
            }
            if (Libc.errno(frame.state()) != PosixException.EINTR) {
                throw new PosixException("poll", Libc.errno(frame.state()));
            }
        }
        boolean[] ready = new boolean[fds.length];
        for (int i = 0; i < fds.length; i++) {
            // Any event counts: data, the other end closed (POLLHUP), or an error a read will report.
            ready[i] = pollfds.get(JAVA_SHORT, i * 8L + 6) != 0;
        }
        return ready;
    }

    /** Closes {@code fd}; a negative one, or one already closed, is ignored. */
    public static void close(int fd) {
        if (fd < 0) {
            return;
        }
        try (Arena arena = Arena.ofConfined()) {
            int ignored = (int) Libc.CLOSE.invokeExact(Libc.callState(arena), fd);
        } catch (Throwable unexpected) {
            throw new IllegalStateException(unexpected);
        }
    }
}
