package ahp.terminals.pty;

import ahp.terminals.pty.posix.CallState;
import ahp.terminals.pty.posix.Libc;
import java.lang.foreign.Arena;
import java.lang.foreign.MemorySegment;

/**
 * Notices that a shell has exited without reaping it, so that its wait status stays there to be
 * read and its process id stays its own while what it left behind is dealt with.
 *
 * <p>On Linux 5.3 and later this is a {@code pidfd}, which the {@link PtyPoller} watches beside the
 * master. On an older kernel a platform thread per shell waits in {@code waitid(WEXITED | WNOWAIT)}
 * and then wakes the poller for its terminal.
 */
final class LeaderWatch implements AutoCloseable {

    private final int pidfd;
    private volatile boolean gone;

    private LeaderWatch(int pidfd) {
        this.pidfd = pidfd;
    }

    /**
     * Starts watching {@code pid}; {@code wake} is called once it is gone, when no pidfd could be
     * had (or {@code usePidfd} is false, as for a kernel before 5.3).
     */
    static LeaderWatch start(int pid, Runnable wake, boolean usePidfd) {
        int pidfd = -1;
        if (usePidfd) {
            try (Arena arena = Arena.ofConfined()) {
                pidfd = Libc.pidfdOpen(new CallState(arena), pid);
            }
        }
        LeaderWatch watch = new LeaderWatch(pidfd);
        if (pidfd < 0) {
            Thread.ofPlatform().daemon().name("ahp-pty-wait-" + pid).start(() -> {
                waitWithoutReaping(pid);
                watch.gone = true;
                wake.run();
            });
        }
        return watch;
    }

    private static void waitWithoutReaping(int pid) {
        try (Arena arena = Arena.ofConfined()) {
            CallState state = new CallState(arena);
            MemorySegment info = arena.allocate(128);
            while (Libc.waitid(state, Libc.P_PID, pid, info, Libc.WEXITED | Libc.WNOWAIT) < 0
                    && state.errno() == Libc.EINTR) {
                // A signal interrupted the wait; wait again.
            }
        }
    }

    /** The pidfd to watch for the exit (it stays readable once the leader exited), or -1 when a thread watches instead. */
    int pollDescriptor() {
        return pidfd;
    }

    /** The pidfd polled readable: the leader has exited. */
    void exited() {
        gone = true;
    }

    /** Whether the leader has exited. */
    boolean gone() {
        return gone;
    }

    @Override
    public void close() {
        if (pidfd >= 0) {
            Libc.close(pidfd);
        }
    }
}
