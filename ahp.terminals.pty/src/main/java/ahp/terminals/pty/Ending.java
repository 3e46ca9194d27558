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
 * poller owns it.
 */
final class Ending {

    private enum Step { RUNNING, HUNG_UP, KILLED, ABANDONED }

    private final PtyTimings timings;
    private final PtyTerminalProcess process;
    private Step step = Step.RUNNING;
    /** When the current step's grace ends ({@link System#nanoTime}). */
    private long stepEnds;
    private boolean waiting;
    private long dueAt;

    Ending(PtyTimings timings, PtyTerminalProcess process) {
        this.timings = timings;
        this.process = process;
    }

    /**
     * Takes whatever step is due at {@code now}; afterwards {@link #waiting()} says whether
     * another step falls due at a known time, and {@link #dueAt()} when.
     *
     * @param leaderGoneAt when the shell was seen gone ({@link System#nanoTime}), or -1
     * @param outputOpen whether the terminal still has a writer
     */
    void advance(long now, long leaderGoneAt, boolean outputOpen) {
        waiting = false;
        if (step == Step.RUNNING) {
            long killAskedAt = process.killAskedAt();
            if (killAskedAt >= 0) {
                // kill() has hung up the session already.
                step = Step.HUNG_UP;
                stepEnds = killAskedAt + timings.hangupGrace().toNanos();
            } else if (leaderGoneAt >= 0 && outputOpen) {
                long graceEnd = leaderGoneAt + timings.orphanGrace().toNanos();
                if (now - graceEnd < 0) {
                    waitUntil(graceEnd);
                    return;
                }
                process.signalSession(Signals.SIGHUP);
                step = Step.HUNG_UP;
                stepEnds = now + timings.hangupGrace().toNanos();
            } else {
                return;
            }
        }
        if (step == Step.HUNG_UP) {
            if (now - stepEnds < 0) {
                waitUntil(stepEnds);
                return;
            }
            process.signalSession(Signals.SIGKILL);
            step = Step.KILLED;
            stepEnds = now + timings.killGrace().toNanos();
        }
        if (step == Step.KILLED) {
            if (leaderGoneAt < 0) {
                // The leader's exit is watched; nothing is due before it.
                return;
            }
            long afterLeader = leaderGoneAt + timings.killGrace().toNanos();
            long due = afterLeader - stepEnds > 0 ? afterLeader : stepEnds;
            if (now - due < 0) {
                waitUntil(due);
                return;
            }
            step = Step.ABANDONED;
        }
    }

    private void waitUntil(long due) {
        waiting = true;
        dueAt = due;
    }

    /** Whether a step falls due at {@link #dueAt()} (as of the last {@link #advance}). */
    boolean waiting() {
        return waiting;
    }

    /** When the next step falls due ({@link System#nanoTime}); meaningful while {@link #waiting()}. */
    long dueAt() {
        return dueAt;
    }

    /** Whether the poller should stop reading a terminal that nothing it can signal still holds. */
    boolean abandoned() {
        return step == Step.ABANDONED;
    }
}
