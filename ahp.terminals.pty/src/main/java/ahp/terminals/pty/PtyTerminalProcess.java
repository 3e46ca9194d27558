package ahp.terminals.pty;

import ahp.terminals.api.spi.ExitStatus;
import ahp.terminals.api.spi.TerminalProcess;
import ahp.terminals.pty.posix.CallState;
import ahp.terminals.pty.posix.Libc;
import ahp.terminals.pty.posix.Session;
import ahp.terminals.pty.posix.Signals;
import ahp.terminals.pty.posix.WaitStatus;
import java.io.IOException;
import java.lang.System.Logger.Level;
import java.lang.foreign.Arena;
import java.lang.foreign.MemorySegment;
import java.lang.foreign.ValueLayout;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.locks.ReentrantLock;

/**
 * One shell under a pseudoterminal, as its {@link PtyMaster} (on the poller's thread) and its
 * callers share it. The shell is a session leader, so "its whole process group" is its session:
 * every job it started.
 *
 * <p>Two locks keep the descriptors and the process id honest: descriptors are closed only under
 * {@link #fdLock}, so no write or resize reaches a number the system has given to something else;
 * and the leader is reaped only under {@link #reapLock}, so no signal reaches a session whose
 * number was given to another process. Until it is reaped, the exited leader holds that number.
 */
final class PtyTerminalProcess implements TerminalProcess {

    private static final System.Logger LOG = System.getLogger(PtyTerminalProcess.class.getName());

    private final PtyPair pair;
    private final int pid;
    private final int master;
    /** Asks the poller to look at this terminal. */
    private final Runnable wake;

    private final ReentrantLock fdLock = new ReentrantLock();
    private final WriteQueue writes = new WriteQueue();
    private boolean closed;

    private final Object reapLock = new Object();
    private boolean reaped;

    /** When {@link #kill} was first asked ({@link System#nanoTime}), or -1. */
    private final AtomicLong killAskedAt = new AtomicLong(-1);

    PtyTerminalProcess(PtyPair pair, int pid, Runnable wake) {
        this.pair = pair;
        this.pid = pid;
        this.master = pair.master();
        this.wake = wake;
    }

    @Override
    public long pid() {
        return pid;
    }

    int master() {
        return master;
    }

    @Override
    public void write(String data) {
        byte[] bytes = data.getBytes(StandardCharsets.UTF_8);
        boolean waiting;
        fdLock.lock();
        try {
            if (closed) {
                return;
            }
            boolean wasEmpty = writes.isEmpty();
            writes.add(bytes);
            if (wasEmpty) {
                writes.flush(master);
            }
            waiting = !writes.isEmpty();
        } finally {
            fdLock.unlock();
        }
        if (waiting) {
            wake();
        }
    }

    @Override
    public void resize(int cols, int rows) {
        if (cols < 1 || rows < 1 || cols > 0xffff || rows > 0xffff) {
            throw new IllegalArgumentException("a terminal size is 1 to 65535 each way, not " + cols + "x" + rows);
        }
        fdLock.lock();
        try {
            if (!closed) {
                pair.resize(cols, rows);
            }
        } catch (IOException e) {
            LOG.log(Level.DEBUG, "resize of pid " + pid + " failed", e);
        } finally {
            fdLock.unlock();
        }
    }

    /** Writes ^C: the line discipline turns it into SIGINT to the foreground group. */
    @Override
    public void interrupt() {
        write("\u0003");
    }

    /** Hangs up the whole session now; its {@link PtyMaster} sends SIGKILL if that is not enough. */
    @Override
    public void kill() {
        if (killAskedAt.compareAndSet(-1, System.nanoTime())) {
            signalSession(Signals.SIGHUP);
            wake();
        }
    }

    /** When {@link #kill} was asked ({@link System#nanoTime}), or -1. */
    long killAskedAt() {
        return killAskedAt.get();
    }

    /** Signals every process of the session, unless the leader was already reaped. */
    void signalSession(int signal) {
        synchronized (reapLock) {
            if (reaped) {
                return;
            }
            try (Arena arena = Arena.ofConfined()) {
                Session.signal(new CallState(arena), pid, signal);
            }
        }
    }

    /** Asks the poller to look at this terminal: input waits for room, a kill was asked, the shell is gone. */
    void wake() {
        wake.run();
    }

    /** Whether input waits for room in the master. */
    boolean hasPendingWrites() {
        fdLock.lock();
        try {
            return !writes.isEmpty();
        } finally {
            fdLock.unlock();
        }
    }

    /** Writes what the master takes now of the waiting input. */
    void flushWrites() {
        fdLock.lock();
        try {
            if (!closed) {
                writes.flush(master);
            }
        } finally {
            fdLock.unlock();
        }
    }

    /**
     * Reaps the leader, which has exited (or will, once signalled): its real wait status.
     * Blocks until it is gone; the poller calls it only once the leader was seen gone.
     */
    ExitStatus reap() {
        synchronized (reapLock) {
            try (Arena arena = Arena.ofConfined()) {
                CallState state = new CallState(arena);
                MemorySegment status = arena.allocate(ValueLayout.JAVA_INT);
                while (true) {
                    int result = Libc.waitpid(state, pid, status, 0);
                    if (result == pid) {
                        reaped = true;
                        return WaitStatus.toExit(status.get(ValueLayout.JAVA_INT, 0));
                    }
                    if (result < 0 && state.errno() == Libc.EINTR) {
                        continue;
                    }
                    reaped = true;
                    LOG.log(Level.ERROR, "pid " + pid + " was reaped by someone else (errno " + state.errno()
                            + "); something in this JVM waits for any child. Its exit status is lost.");
                    return ExitStatus.exited(-1);
                }
            }
        }
    }

    /** Closes the master; later writes and resizes are dropped. */
    void closeDescriptors() {
        fdLock.lock();
        try {
            if (closed) {
                return;
            }
            closed = true;
            writes.clear();
            pair.close();
        } finally {
            fdLock.unlock();
        }
    }
}
