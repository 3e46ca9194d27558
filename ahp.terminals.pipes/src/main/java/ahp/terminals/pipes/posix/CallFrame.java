package ahp.terminals.pipes.posix;

import static java.lang.foreign.ValueLayout.JAVA_INT;

import java.lang.foreign.Arena;
import java.lang.foreign.MemorySegment;

/**
 * One thread's scratch memory for repeated calls: where {@code errno} is captured and the
 * {@code pollfd} array. Confined to the thread that made it; closing it frees both.
 */
public final class CallFrame implements AutoCloseable {

    private final Arena arena = Arena.ofConfined();
    private final MemorySegment state = Libc.callState(arena);
    private MemorySegment pollfds = arena.allocate(JAVA_INT, 4);

    /** Allocates memory of {@code bytes} that lives as long as this frame. */
    public MemorySegment allocate(long bytes) {
        return arena.allocate(bytes, 16);
    }

    MemorySegment state() {
        return state;
    }

    MemorySegment pollfds(int count) {
        if (pollfds.byteSize() < count * 8L) {
            pollfds = arena.allocate(JAVA_INT, count * 2L);
        }
        return pollfds;
    }

    @Override
    public void close() {
        arena.close();
    }
}
