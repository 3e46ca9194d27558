package ahp.terminals.pty;

import ahp.terminals.api.spi.Utf8Stream;
import ahp.terminals.api.spi.ExitStatus;
import ahp.terminals.api.spi.ProcessOutput;
import ahp.terminals.pty.posix.CallState;
import ahp.terminals.pty.posix.Epoll;
import ahp.terminals.pty.posix.Libc;
import ahp.terminals.pty.posix.Signals;
import java.lang.System.Logger.Level;
import java.lang.foreign.MemorySegment;
import java.lang.foreign.ValueLayout;
import java.util.concurrent.atomic.AtomicBoolean;

/**
 * One pseudoterminal as the {@link PtyPoller} serves it, on the poller's thread: it reads the
 * master when it is readable and delivers the decoded text in order, finishes input the master
 * could not take at once when it has room, notices the shell's exit, ends the session when it must
 * ({@link Ending}), and reports the exit once, after the last byte.
 *
 * <p>The binding holds the slave open itself until the shell is gone, so the master cannot report
 * its end before the child has opened the slave, nor while the shell runs; once the shell is gone
 * it lets go, and the master ends as soon as nothing else holds the slave.
 *
 * <p>Not thread-safe, except {@link #claimAttention}: everything else runs on the poller's thread.
 */
final class PtyMaster {

    private static final System.Logger LOG = System.getLogger(PtyMaster.class.getName());
    private static final int READABLE = Epoll.IN | Epoll.HUP | Epoll.ERR;
    /**
     * This much output within {@link #HOLD_NANOS} means the program is streaming, not answering a
     * keystroke: a line-buffered program writes a line at a time, so single reads stay small.
     */
    static final int STREAMING = 2048;
    /** How long a streaming program's output is gathered before it is delivered. */
    static final long HOLD_NANOS = 1_000_000;
    /** Gathered output is delivered at once from this many bytes. */
    static final int HOLD_LIMIT = PtyPoller.CHUNK / 2;
    /**
     * What a rest should let the kernel keep for the next read. A pseudoterminal holds only about
     * 19 KB (less when its writer writes large blocks: 12 KB) before its writer blocks, so a rest
     * that let it fill would stop the program; half of the smaller is left as margin.
     */
    static final int REST_FILL = 6 * 1024;
    /** The shortest rest: below it, a wake-up costs more than the reads it saves. */
    static final long MIN_REST_NANOS = 100_000;

    private final long token;
    private final PtyPoller poller;
    private final PtyTerminalProcess process;
    private final ProcessOutput output;
    private final LeaderWatch leader;
    private final Ending ending;
    private final Utf8Stream decoder = new Utf8Stream();
    private final AtomicBoolean attention = new AtomicBoolean();

    private int slave;
    /** Whether the master is still read (and watched); false once its output ended or was abandoned. */
    private boolean reading = true;
    /** Whether the master is watched for room to write. */
    private boolean watchingRoom;
    private boolean watchingLeader;
    private long leaderGoneAt = -1;
    private boolean failed;
    private boolean finished;
    private boolean scheduled;
    private long scheduledAt;
    /**
     * A streaming program's output read but not delivered yet: once a terminal has printed
     * {@value #STREAMING} bytes within {@link #HOLD_NANOS}, what it prints next is gathered for up
     * to {@link #HOLD_NANOS} (or {@value #HOLD_LIMIT} bytes) and delivered as one chunk, since every
     * chunk costs a frame to each client and a parse in each. Output at a keystroke's pace (an echo,
     * a prompt) is delivered at once, with whatever was gathered before it. VS Code's pty host
     * gathers for 5 ms the same way.
     */
    private byte[] held;
    private int heldCount;
    private long heldSince;
    /**
     * Whether the master is left unread for a while as output is gathered: a line-buffered program
     * would otherwise wake the poller for every line it writes. The kernel keeps what it writes
     * meanwhile, and the next read takes it all. The kernel stops the program once its buffer is
     * full, so a rest lasts as long as the program takes to write {@value #REST_FILL} bytes, judged
     * from what the last rest gathered, between {@link #MIN_REST_NANOS} and {@link #HOLD_NANOS}.
     */
    private boolean resting;
    /** When the current rest ends ({@link System#nanoTime}). */
    private long restUntil;
    /** When the last rest began. */
    private long restBegan;
    /** Whether the next read is the first after a rest, which judges the program's pace by it. */
    private boolean paceDue;
    /** How long the next rest lasts. */
    private long restNanos = HOLD_NANOS;
    /** Bytes read since {@link #windowStart}, a window of {@link #HOLD_NANOS}: the terminal's pace. */
    private long windowBytes;
    private long windowStart;
    /** Whether the poller is to wake for this terminal's gathering at {@link #flushAt}: a rest's end, or the held output's due time. */
    private boolean flushScheduled;
    private long flushAt;
    /** The poller's round in which this terminal was last marked for {@link #settle}. */
    long round = -1;

    PtyMaster(long token, PtyPoller poller, PtyTerminalProcess process, ProcessOutput output, LeaderWatch leader,
            int slave, PtyTimings timings) {
        this.token = token;
        this.poller = poller;
        this.process = process;
        this.output = output;
        this.leader = leader;
        this.slave = slave;
        this.ending = new Ending(timings, process);
        this.watchingLeader = leader.pollDescriptor() >= 0;
    }

    long token() {
        return token;
    }

    int masterDescriptor() {
        return process.master();
    }

    /** The leader's pidfd, or -1 when a thread watches the leader instead. */
    int leaderDescriptor() {
        return leader.pollDescriptor();
    }

    /** Any thread: marks this terminal for a look; false when a look is already pending. */
    boolean claimAttention() {
        return attention.compareAndSet(false, true);
    }

    /** The pending look is being taken; a later {@link #claimAttention} asks for another. */
    void attentionTaken() {
        attention.set(false);
    }

    /** The master is ready: finishes waiting input, then reads one chunk at most. */
    void masterReady(int events, PollerBuffer buffer) {
        if (!reading) {
            return;
        }
        if ((events & Epoll.OUT) != 0) {
            process.flushWrites();
        }
        if ((events & READABLE) != 0) {
            read(buffer);
        }
    }

    /** The pidfd polled readable: the leader has exited (it is not reaped yet). */
    void leaderExited() {
        leader.exited();
        unwatchLeader();
    }

    /**
     * Reads what the master has now, up to {@value PtyPoller#CHUNK} bytes, and delivers it as one
     * chunk. EIO (or end of file) means nothing holds the slave any more: the end of the output.
     */
    private void read(PollerBuffer buffer) {
        CallState state = buffer.state();
        MemorySegment bytes = buffer.segment();
        int filled = 0;
        boolean ended = false;
        int room = PtyPoller.CHUNK - heldCount;
        while (filled < room) {
            long count = Libc.read(state, process.master(), bytes.asSlice(filled), room - filled);
            if (count > 0) {
                filled += (int) count;
                continue;
            }
            int errno = count < 0 ? state.errno() : 0;
            if (errno == Libc.EINTR) {
                continue;
            }
            if (errno == Libc.EAGAIN) {
                break;
            }
            if (errno != 0 && errno != Libc.EIO) {
                LOG.log(Level.WARNING, "reading pid " + process.pid() + ": errno " + errno);
            }
            ended = true;
            break;
        }
        long now = System.nanoTime();
        if (paceDue) {
            restNanos = nextRest(filled, now - restBegan);
            paceDue = false;
        }
        if (now - windowStart > HOLD_NANOS) {
            windowStart = now;
            windowBytes = 0;
        }
        windowBytes += filled;
        boolean streaming = windowBytes >= STREAMING;
        if (filled > 0 && heldCount == 0 && (!streaming || ended)) {
            MemorySegment.copy(bytes, ValueLayout.JAVA_BYTE, 0, buffer.array(), 0, filled);
            deliver(decoder.decode(buffer.array(), filled));
        } else if (filled > 0) {
            if (held == null) {
                held = new byte[PtyPoller.CHUNK];
            }
            MemorySegment.copy(bytes, ValueLayout.JAVA_BYTE, 0, held, heldCount, filled);
            if (heldCount == 0) {
                heldSince = now;
            }
            heldCount += filled;
            if (!streaming || ended || heldCount >= HOLD_LIMIT) {
                deliverHeld(!streaming);
            } else if (!resting) {
                resting = true;
                restBegan = now;
                paceDue = true;
                long due = heldSince + HOLD_NANOS;
                restUntil = due - (now + restNanos) < 0 ? due : now + restNanos;
                rearm();
            }
        }
        if (ended) {
            stopReading();
        }
    }

    /**
     * How long the next rest lasts, from the last one: {@code gathered} bytes came in
     * {@code rested} nanoseconds (a full buffer means the program was faster still, and the next
     * rest comes out shorter again).
     */
    static long nextRest(int gathered, long rested) {
        if (gathered <= 0) {
            return HOLD_NANOS;
        }
        long fits = (long) ((double) rested * REST_FILL / gathered);
        return Math.max(MIN_REST_NANOS, Math.min(HOLD_NANOS, fits));
    }

    /** Delivers what was gathered; {@code release}: the stream paused, so the array goes too. */
    private void deliverHeld(boolean release) {
        if (heldCount > 0) {
            int count = heldCount;
            heldCount = 0;
            deliver(decoder.decode(held, count));
        }
        if (release) {
            held = null;
            restNanos = HOLD_NANOS;
        }
    }

    /**
     * Takes whatever follows from what happened since the last look: the leader's exit, a kill, a
     * deadline of the {@link Ending}, input waiting for room; finishes the terminal once its
     * output has ended and its leader is gone.
     */
    void settle(long now) {
        if (finished) {
            return;
        }
        if (resting && (heldCount == 0 || now - restUntil >= 0 || !reading)) {
            resting = false;
            rearm();
        }
        if (heldCount > 0) {
            long due = heldSince + HOLD_NANOS;
            long next = resting ? restUntil : due;
            if (now - due >= 0 || !reading) {
                deliverHeld(false);
            } else if (!flushScheduled || flushAt != next) {
                flushScheduled = true;
                flushAt = next;
                poller.schedule(this, next);
            }
        }
        if (leaderGoneAt < 0 && leader.gone()) {
            leaderGoneAt = now;
            releaseSlave();
        }
        if (failed) {
            if (leaderGoneAt >= 0) {
                finish();
            }
            return;
        }
        ending.advance(now, leaderGoneAt, reading);
        if (ending.abandoned() && reading) {
            LOG.log(Level.INFO, "pid " + process.pid() + " exited; a process outside its session still"
                    + " holds its terminal, which is no longer read");
            stopReading();
        }
        if (!reading && leaderGoneAt >= 0) {
            finish();
            return;
        }
        if (!ending.waiting()) {
            scheduled = false;
        } else if (!scheduled || scheduledAt != ending.dueAt()) {
            scheduled = true;
            scheduledAt = ending.dueAt();
            poller.schedule(this, scheduledAt);
        }
        watchRoom(process.hasPendingWrites());
    }

    /** Whether {@code at} is one of this terminal's current deadlines: its ending's, or its gathered output's. */
    boolean isDue(long at) {
        return !finished && (scheduled && scheduledAt == at || flushScheduled && flushAt == at);
    }

    /** Takes the deadline {@code at} if it is still one of this terminal's current ones. */
    boolean takeDue(long at) {
        if (!isDue(at)) {
            return false;
        }
        if (flushScheduled && flushAt == at) {
            flushScheduled = false;
        } else {
            scheduled = false;
        }
        return true;
    }

    /**
     * Something went wrong serving this terminal: its session is killed, its output no longer read,
     * and it is finished once its leader is gone. The poller and every other terminal go on.
     */
    void fail(Throwable failure) {
        LOG.log(Level.ERROR, "serving pid " + process.pid() + " failed; ending its session", failure);
        if (failed || finished) {
            return;
        }
        failed = true;
        try {
            process.signalSession(Signals.SIGKILL);
        } catch (RuntimeException e) {
            LOG.log(Level.ERROR, "cannot kill the session of pid " + process.pid(), e);
        }
        if (reading) {
            stopReading();
        }
    }

    /** The poller itself is broken: kills the session and finishes now, waiting for the leader. */
    void abort(Throwable failure) {
        fail(failure);
        if (!finished) {
            finish();
        }
    }

    private void deliver(String text) {
        if (text.isEmpty()) {
            return;
        }
        try {
            output.onData(text);
        } catch (RuntimeException e) {
            LOG.log(Level.WARNING, "a listener of pid " + process.pid() + " failed on output", e);
        }
    }

    private void watchRoom(boolean wanted) {
        if (!reading || wanted == watchingRoom) {
            return;
        }
        watchingRoom = wanted;
        rearm();
    }

    /** Watches the master for output unless it rests, and for room to write while input waits. */
    private void rearm() {
        if (!reading) {
            return;
        }
        int events = (resting ? 0 : Epoll.IN) | (watchingRoom ? Epoll.OUT : 0);
        int errno = poller.epoll().modify(process.master(), events, PtyPoller.masterTag(token));
        if (errno != 0) {
            throw new IllegalStateException("cannot change what the master of pid " + process.pid()
                    + " is watched for: errno " + errno);
        }
    }

    private void stopReading() {
        reading = false;
        watchingRoom = false;
        poller.epoll().delete(process.master());
    }

    private void unwatchLeader() {
        if (watchingLeader) {
            watchingLeader = false;
            poller.epoll().delete(leader.pollDescriptor());
        }
    }

    private void releaseSlave() {
        if (slave >= 0) {
            Libc.close(slave);
            slave = -1;
        }
    }

    /**
     * Delivers what the decoder held, reaps the shell (which has exited, or was sent SIGKILL),
     * closes everything, and reports the exit. Nothing in it is allowed to stop it half way.
     */
    private void finish() {
        finished = true;
        poller.forget(this);
        if (reading) {
            stopReading();
        }
        unwatchLeader();
        releaseSlave();
        try {
            deliverHeld(true);
            deliver(decoder.finish());
        } catch (Throwable e) {
            LOG.log(Level.WARNING, "a listener of pid " + process.pid() + " failed on output", e);
        }
        ExitStatus status = process.reap();
        process.closeDescriptors();
        leader.close();
        try {
            output.onExit(status);
        } catch (Throwable e) {
            LOG.log(Level.WARNING, "a listener of pid " + process.pid() + " failed on exit", e);
        }
    }
}
