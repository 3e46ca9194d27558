package ahp.terminals.pty;

import ahp.terminals.api.spi.ExitStatus;
import ahp.terminals.api.spi.ProcessOutput;
import ahp.terminals.pty.posix.CallState;
import ahp.terminals.pty.posix.Libc;
import ahp.terminals.pty.posix.PollSet;
import ahp.terminals.pty.posix.Signals;
import java.lang.System.Logger.Level;
import java.lang.foreign.Arena;
import java.lang.foreign.MemorySegment;
import java.lang.foreign.ValueLayout;
import java.util.Arrays;

/**
 * The one platform thread of a pseudoterminal: it reads the master (its reads and polls block in
 * native code, which is why it is not a virtual thread), delivers the decoded text in order,
 * finishes input the master could not take at once, notices the shell's exit, ends the session
 * when it must, and reports the exit once, after the last byte.
 *
 * <p>The binding holds the slave open itself until the shell is gone, so the master cannot report
 * its end before the child has opened the slave, nor while the shell runs; once the shell is gone
 * it lets go, and the master ends as soon as nothing else holds the slave.
 */
final class MasterLoop implements Runnable {

    private static final System.Logger LOG = System.getLogger(MasterLoop.class.getName());
    /** Native bytes per read: small, so an idle terminal holds little. */
    private static final int READ = 16 * 1024;
    /** The most delivered as one chunk: reads go on while the master has more, up to this. */
    private static final int CHUNK = 64 * 1024;
    private static final short READABLE = Libc.POLLIN | Libc.POLLHUP | Libc.POLLERR | Libc.POLLNVAL;

    private final PtyTerminalProcess process;
    private final ProcessOutput output;
    private final LeaderWatch leader;
    private final Ending ending;
    private final Utf8Stream decoder = new Utf8Stream();
    private byte[] bytes = new byte[1024];
    private int slave;
    private boolean outputOpen = true;
    private long leaderGoneAt = -1;

    MasterLoop(PtyTerminalProcess process, ProcessOutput output, LeaderWatch leader, int slave, PtyTimings timings) {
        this.process = process;
        this.output = output;
        this.leader = leader;
        this.slave = slave;
        this.ending = new Ending(timings, process);
    }

    @Override
    public void run() {
        try {
            loop();
        } catch (Throwable failure) {
            LOG.log(Level.ERROR, "reading pid " + process.pid() + " failed; ending its session", failure);
            process.signalSession(Signals.SIGKILL);
        }
        finish();
    }

    private void loop() {
        try (Arena arena = Arena.ofConfined()) {
            CallState state = new CallState(arena);
            MemorySegment buffer = arena.allocate(READ);
            MemorySegment counter = arena.allocate(ValueLayout.JAVA_LONG);
            PollSet polls = new PollSet(arena, 3);
            while (true) {
                long now = System.nanoTime();
                if (leaderGoneAt < 0 && leader.gone()) {
                    leaderGoneAt = now;
                    releaseSlave();
                }
                int timeout = ending.advance(now, leaderGoneAt, outputOpen);
                if (ending.abandoned() && outputOpen) {
                    LOG.log(Level.INFO, "pid " + process.pid() + " exited; a process outside its session still"
                            + " holds its terminal, which is no longer read");
                    outputOpen = false;
                }
                if (!outputOpen && leaderGoneAt >= 0) {
                    return;
                }
                short masterEvents = (short) (Libc.POLLIN | (process.hasPendingWrites() ? Libc.POLLOUT : 0));
                polls.set(0, outputOpen ? process.master() : -1, masterEvents);
                polls.set(1, process.wakeDescriptor(), Libc.POLLIN);
                polls.set(2, leader.pollDescriptor(), Libc.POLLIN);
                polls.poll(state, timeout);
                if (polls.returned(1) != 0) {
                    Libc.read(state, process.wakeDescriptor(), counter, 8);
                }
                if (polls.returned(2) != 0) {
                    leader.exited();
                }
                short returned = polls.returned(0);
                if ((returned & Libc.POLLOUT) != 0) {
                    process.flushWrites();
                }
                if ((returned & READABLE) != 0) {
                    read(state, buffer);
                }
            }
        }
    }

    /** Reads what the master has now, up to {@value #CHUNK} bytes, and delivers it as one chunk. */
    private void read(CallState state, MemorySegment buffer) {
        int filled = 0;
        while (filled < CHUNK) {
            long count = Libc.read(state, process.master(), buffer, Math.min(READ, CHUNK - filled));
            if (count > 0) {
                if (bytes.length < filled + count) {
                    // Grows with what the terminal prints; a quiet one keeps a small array.
                    bytes = Arrays.copyOf(bytes, Math.min(CHUNK, Math.max(bytes.length * 2, filled + (int) count)));
                }
                MemorySegment.copy(buffer, ValueLayout.JAVA_BYTE, 0, bytes, filled, (int) count);
                filled += (int) count;
                continue;
            }
            if (count < 0 && state.errno() == Libc.EINTR) {
                continue;
            }
            if (count < 0 && state.errno() == Libc.EAGAIN) {
                break;
            }
            if (count < 0 && state.errno() != Libc.EIO) {
                LOG.log(Level.WARNING, "reading pid " + process.pid() + ": errno " + state.errno());
            }
            // EIO (or 0): nothing holds the slave any more. This is the end of the output.
            outputOpen = false;
            break;
        }
        if (filled > 0) {
            deliver(decoder.decode(bytes, filled));
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

    private void releaseSlave() {
        if (slave >= 0) {
            Libc.close(slave);
            slave = -1;
        }
    }

    /** Delivers what the decoder held, reaps the shell, closes everything, and reports the exit. */
    private void finish() {
        releaseSlave();
        deliver(decoder.finish());
        ExitStatus status = process.reap();
        process.closeDescriptors();
        leader.close();
        try {
            output.onExit(status);
        } catch (RuntimeException e) {
            LOG.log(Level.WARNING, "a listener of pid " + process.pid() + " failed on exit", e);
        }
    }
}
