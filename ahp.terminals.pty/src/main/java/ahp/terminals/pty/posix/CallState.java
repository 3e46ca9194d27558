package ahp.terminals.pty.posix;

import java.lang.foreign.Arena;
import java.lang.foreign.MemoryLayout.PathElement;
import java.lang.foreign.MemorySegment;
import java.lang.foreign.StructLayout;
import java.lang.invoke.VarHandle;
import java.lang.foreign.Linker;

/**
 * Where one thread's libc calls leave {@code errno}. Not thread-safe: each thread that calls
 * {@link Libc} holds its own, or makes one for the call.
 */
public final class CallState {

    private static final StructLayout LAYOUT = Linker.Option.captureStateLayout();
    private static final VarHandle ERRNO = LAYOUT.varHandle(PathElement.groupElement("errno"));

    private final MemorySegment segment;

    /** A state allocated in {@code arena}, which must outlive every call made with it. */
    public CallState(Arena arena) {
        this.segment = arena.allocate(LAYOUT);
    }

    MemorySegment segment() {
        return segment;
    }

    /** The {@code errno} the last failed call left. */
    public int errno() {
        return (int) ERRNO.get(segment, 0L);
    }
}
