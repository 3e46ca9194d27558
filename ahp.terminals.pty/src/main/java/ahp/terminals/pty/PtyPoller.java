package ahp.terminals.pty;

import ahp.terminals.pty.posix.CallState;
import ahp.terminals.pty.posix.Epoll;
import ahp.terminals.pty.posix.Libc;
import java.io.IOException;
import java.lang.System.Logger.Level;
import java.lang.foreign.Arena;
import java.lang.foreign.MemorySegment;
import java.lang.foreign.ValueLayout;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Queue;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicLong;

/**
 * The one platform thread ({@value #THREAD_NAME}) that serves every pseudoterminal of this JVM,
 * as tmux's server and VS Code's pty host serve theirs from one event loop. It waits in
 * {@code epoll_wait} on every live terminal's master (for input, and for room to write only while
 * that terminal has input waiting), every shell's pidfd and one eventfd, with the earliest
 * deadline of any terminal's {@link Ending} as its timeout; and it drives each terminal's
 * {@link PtyMaster}. A wake costs what is ready, not how many terminals there are.
 *
 * <p>Output is delivered on this thread, inline, so a keystroke's echo costs one wake-up. Each
 * round reads at most one {@value #CHUNK}-byte chunk per ready terminal before it serves the next
 * (epoll is level-triggered, so a terminal with more is simply ready again), so a terminal that
 * floods cannot hold back another's echo. A listener therefore must not block.
 *
 * <p>Other threads reach it only through {@link #register} and {@link #attend} (a write that must
 * wait for room, a kill, a shell seen gone by a fallback thread): those mark the terminal and write
 * the eventfd. A failure while serving one terminal ends that terminal's session and finishes it;
 * the thread never dies of it. One per JVM, started with the first terminal: it idles in its wait,
 * costing one thread and two descriptors, when there is none.
 */
final class PtyPoller {

    /** The poller thread's name. */
    static final String THREAD_NAME = "ahp-pty-poller";
    /** The most read from one terminal in one round, and delivered as one chunk. */
    static final int CHUNK = 64 * 1024;

    private static final System.Logger LOG = System.getLogger(PtyPoller.class.getName());
    private static final int MAX_EVENTS = 256;
    /** The eventfd's tag; a terminal's tags are its token (from 1) shifted left, plus 1 for its pidfd. */
    private static final long WAKE_TAG = 0;
    private static PtyPoller shared;

    private final Epoll epoll;
    private final int wakeFd;
    private final AtomicLong tokens = new AtomicLong();
    private final Map<Long, PtyMaster> terminals = new ConcurrentHashMap<>();
    private final Queue<PtyMaster> attention = new ConcurrentLinkedQueue<>();
    private final AtomicBoolean wakePending = new AtomicBoolean();
    private volatile boolean retired;

    // The poller thread's own.
    private final Deadlines deadlines = new Deadlines();
    private final List<PtyMaster> touched = new ArrayList<>();
    private long round;

    private PtyPoller(Epoll epoll, int wakeFd) {
        this.epoll = epoll;
        this.wakeFd = wakeFd;
    }

    /**
     * The JVM's poller, started on first use (and again if the last one broke).
     *
     * @throws IOException when the kernel refuses the epoll instance or the eventfd
     */
    static synchronized PtyPoller shared() throws IOException {
        if (shared == null || shared.retired) {
            shared = start();
        }
        return shared;
    }

    private static PtyPoller start() throws IOException {
        Epoll epoll = Epoll.open(MAX_EVENTS);
        int wakeFd;
        try (Arena arena = Arena.ofConfined()) {
            CallState state = new CallState(arena);
            wakeFd = Libc.eventfd(state, 0, Libc.EFD_CLOEXEC | Libc.EFD_NONBLOCK);
            if (wakeFd < 0) {
                throw new IOException("cannot make an eventfd: errno " + state.errno());
            }
        }
        int errno = epoll.add(wakeFd, Epoll.IN, WAKE_TAG);
        if (errno != 0) {
            throw new IOException("cannot watch the poller's eventfd: errno " + errno);
        }
        PtyPoller poller = new PtyPoller(epoll, wakeFd);
        Thread.ofPlatform().daemon().name(THREAD_NAME).start(poller::run);
        return poller;
    }

    static long masterTag(long token) {
        return token << 1;
    }

    private static long leaderTag(long token) {
        return token << 1 | 1;
    }

    /** A token for a terminal about to be registered, so that its process can {@link #attend} to it. */
    long newToken() {
        return tokens.incrementAndGet();
    }

    Epoll epoll() {
        return epoll;
    }

    /**
     * Serves {@code master} from now on, and takes a first look at it (its shell may have exited
     * already). Any thread.
     *
     * @throws IOException when the kernel refuses to watch its descriptors; nothing is left watched
     */
    void register(PtyMaster master) throws IOException {
        long token = master.token();
        int errno = epoll.add(master.masterDescriptor(), Epoll.IN, masterTag(token));
        if (errno != 0) {
            throw new IOException("cannot watch the pseudoterminal: errno " + errno);
        }
        if (master.leaderDescriptor() >= 0) {
            errno = epoll.add(master.leaderDescriptor(), Epoll.IN, leaderTag(token));
            if (errno != 0) {
                epoll.delete(master.masterDescriptor());
                throw new IOException("cannot watch the shell's pidfd: errno " + errno);
            }
        }
        synchronized (this) {
            if (retired) {
                epoll.delete(master.masterDescriptor());
                if (master.leaderDescriptor() >= 0) {
                    epoll.delete(master.leaderDescriptor());
                }
                throw new IOException("the pty poller has stopped");
            }
            terminals.put(token, master);
        }
        attend(token);
    }

    /** Any thread: asks the poller to look at terminal {@code token} soon (nothing if it is gone). */
    void attend(long token) {
        PtyMaster master = terminals.get(token);
        if (master != null && master.claimAttention()) {
            attention.add(master);
            wake();
        }
    }

    private void wake() {
        if (wakePending.getAndSet(true)) {
            return;
        }
        try (Arena arena = Arena.ofConfined()) {
            MemorySegment one = arena.allocate(ValueLayout.JAVA_LONG);
            one.set(ValueLayout.JAVA_LONG, 0, 1L);
            Libc.write(new CallState(arena), wakeFd, one, 8);
        }
    }

    /** Poller thread: wakes for {@code master} at {@code at} ({@link System#nanoTime}). */
    void schedule(PtyMaster master, long at) {
        deadlines.schedule(master, at);
    }

    /** Poller thread: {@code master} is finished; its stale events are ignored from now on. */
    void forget(PtyMaster master) {
        terminals.remove(master.token());
    }

    private void run() {
        try (Arena arena = Arena.ofConfined()) {
            CallState state = new CallState(arena);
            PollerBuffer buffer = new PollerBuffer(state, arena.allocate(CHUNK), new byte[CHUNK]);
            MemorySegment counter = arena.allocate(ValueLayout.JAVA_LONG);
            while (true) {
                int ready;
                try {
                    ready = epoll.await(state, deadlines.timeoutNanos(System.nanoTime()));
                } catch (IllegalStateException broken) {
                    retire(broken);
                    return;
                }
                try {
                    serve(ready, buffer, counter);
                } catch (Throwable unexpected) {
                    LOG.log(Level.ERROR, "the pty poller failed outside any one terminal; it goes on", unexpected);
                }
            }
        }
    }

    /**
     * One round: every ready descriptor, then every terminal woken or due, each looked at once. The
     * list of the terminals it served is emptied at its end, so that between rounds the poller holds
     * no terminal it no longer serves (the last one to end, with its listener and screen).
     */
    private void serve(int ready, PollerBuffer buffer, MemorySegment counter) {
        round++;
        try {
            serveRound(ready, buffer, counter);
        } finally {
            touched.clear();
        }
    }

    private void serveRound(int ready, PollerBuffer buffer, MemorySegment counter) {
        boolean woken = false;
        for (int i = 0; i < ready; i++) {
            long tag = epoll.tag(i);
            if (tag == WAKE_TAG) {
                woken = true;
                continue;
            }
            PtyMaster master = terminals.get(tag >>> 1);
            if (master == null) {
                continue; // Finished earlier in this round.
            }
            try {
                if ((tag & 1) != 0) {
                    master.leaderExited();
                } else {
                    master.masterReady(epoll.events(i), buffer);
                }
            } catch (Throwable failure) {
                master.fail(failure);
            }
            touch(master);
        }
        if (woken) {
            Libc.read(buffer.state(), wakeFd, counter, 8);
            wakePending.set(false);
            for (PtyMaster master; (master = attention.poll()) != null; ) {
                master.attentionTaken();
                touch(master);
            }
        }
        long now = System.nanoTime();
        deadlines.expire(now, this::touch);
        for (PtyMaster master : touched) {
            try {
                master.settle(now);
            } catch (Throwable failure) {
                master.fail(failure);
                try {
                    master.settle(now);
                } catch (Throwable again) {
                    LOG.log(Level.ERROR, "a failed terminal could not be settled; it waits for its shell's exit", again);
                }
            }
        }
    }

    private void touch(PtyMaster master) {
        if (master.round != round) {
            master.round = round;
            touched.add(master);
        }
    }

    /**
     * The wait itself failed, which leaves nothing to serve terminals with: every one is killed and
     * finished, and the next terminal starts a new poller. The eventfd and the epoll instance are
     * left open, as a late {@link #attend} may still write to the eventfd.
     */
    private void retire(RuntimeException broken) {
        LOG.log(Level.ERROR, "the pty poller cannot wait any more; every terminal it served is ended", broken);
        List<PtyMaster> left;
        synchronized (this) {
            retired = true;
            left = List.copyOf(terminals.values());
        }
        for (PtyMaster master : left) {
            try {
                master.abort(broken);
            } catch (Throwable failure) {
                LOG.log(Level.ERROR, "ending a terminal of a broken poller failed", failure);
            }
        }
    }
}
