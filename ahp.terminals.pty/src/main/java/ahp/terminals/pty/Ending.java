package ahp.terminals.pty;

import ahp.terminals.pty.posix.Signals;

/**
 * How a terminal's output is brought to its end once the shell is gone or a kill was asked.
 *
 * <p>A shell that exited on its own may leave processes behind that still hold the terminal, and
 * still print: they get {@link PtyTimings#orphanGrace()} to finish. Then the session is hung up
 * (SIGHUP), then killed (SIGKILL) after {@link PtyTimings#hangupGrace()}. A kill starts at the
 * hangup. If the terminal is still held {@link PtyTimings#killGrace()} after SIGKILL, only a
 * process outside the session can hold it (one that made a session of its own): the binding
 * stops reading and reports the exit, having delivered everything it read. Not thread-safe: the
 * loop owns it.
 */
final class Ending {

    private enum Step { RUNNING, HUNG_UP, KILLED, ABANDONED }

    private final PtyTimings timings;
    private final PtyTerminalProcess process;
    private Step step = Step.RUNNING;
    private long dueAt;

    Ending(PtyTimings timings, PtyTerminalProcess process) {
        this.timings = timings;
        this.process = process;
    }

    /**
     * Takes whatever step is due at {@code now}.
     *
     * @param leaderGoneAt when the shell was seen gone, or -1
     * @param outputOpen whether the terminal still has a writer
     * @return how long the loop may wait before the next step is due, in milliseconds; -1 for as
     *     long as it likes
     */
    int advance(long now, long leaderGoneAt, boolean outputOpen) {
        if (step == Step.RUNNING) {
            long killAskedAt = process.killAskedAt();
            if (killAskedAt >= 0) {
                // kill() has hung up the session already.
                step = Step.HUNG_UP;
                dueAt = killAskedAt + timings.hangupGrace().toNanos();
            } else if (leaderGoneAt >= 0 && outputOpen) {
                long graceEnd = leaderGoneAt + timings.orphanGrace().toNanos();
                if (now - graceEnd < 0) {
                    return millisUntil(graceEnd, now);
                }
                process.signalSession(Signals.SIGHUP);
                step = Step.HUNG_UP;
                dueAt = now + timings.hangupGrace().toNanos();
            } else {
                return -1;
            }
        }
        if (step == Step.HUNG_UP) {
            if (now - dueAt < 0) {
                return millisUntil(dueAt, now);
            }
            process.signalSession(Signals.SIGKILL);
            step = Step.KILLED;
            dueAt = now + timings.killGrace().toNanos();
        }
        if (step == Step.KILLED) {
            if (leaderGoneAt < 0) {
                return -1;
            }
            long due = Math.max(dueAt, leaderGoneAt + timings.killGrace().toNanos());
            if (now - due < 0) {
                return millisUntil(due, now);
            }
            step = Step.ABANDONED;
        }
        return -1;
    }

    /** Whether the loop should stop reading a terminal that nothing it can signal still holds. */
    boolean abandoned() {
        return step == Step.ABANDONED;
    }

    private static int millisUntil(long due, long now) {
        return (int) Math.min(Integer.MAX_VALUE, Math.max(1, (due - now + 999_999) / 1_000_000));
    }
}
