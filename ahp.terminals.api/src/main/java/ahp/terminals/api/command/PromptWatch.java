package ahp.terminals.api.command;

import ahp.protocol.terminal.TerminalAction;
import ahp.protocol.terminal.TerminalState;
import java.time.Duration;
import java.util.concurrent.locks.ReentrantLock;

/**
 * Waits for a shell to be at its prompt: {@link Readiness} told what the terminal does, and woken
 * by its alarms (the quiet moment, the deadline). Tells its owner once, with the owner's lock held.
 * A quiet-moment alarm is set once per quiet period, not once per chunk.
 */
final class PromptWatch {

    private final Readiness readiness;
    private final ReentrantLock lock;
    private final Runnable onReady;
    private OffThread.Alarm quietAlarm;
    private OffThread.Alarm deadlineAlarm;
    private boolean told;
    private boolean stopped;

    /**
     * A watch that runs {@code onReady} under {@code lock}.
     *
     * @param lock the owner's lock, held by whoever calls this watch
     */
    PromptWatch(Readiness readiness, ReentrantLock lock, Runnable onReady) {
        this.readiness = readiness;
        this.lock = lock;
        this.onReady = onReady;
    }

    /** The state the subscription started from; the lock is held. */
    void subscribed(TerminalState state, boolean editorReading) {
        if (readiness.subscribed(state, editorReading, System.nanoTime())) {
            tell();
            return;
        }
        deadlineAlarm = OffThread.after(Readiness.DEADLINE, () -> locked(this::deadlinePassed));
        armQuietAlarm();
    }

    /** An action while waiting; the lock is held. */
    void onAction(TerminalAction action) {
        if (readiness.onAction(action, System.nanoTime())) {
            tell();
        } else if (action instanceof TerminalAction.Data) {
            armQuietAlarm();
        }
    }

    /** Whether the shell has marked a command boundary. */
    boolean marked() {
        return readiness.marked();
    }

    /** The line the shell is on. */
    String prompt() {
        return readiness.prompt();
    }

    /** Waits no more; the lock is held. */
    void stop() {
        stopped = true;
        cancel(quietAlarm);
        cancel(deadlineAlarm);
    }

    private void armQuietAlarm() {
        if (quietAlarm != null || stopped) {
            return;
        }
        long left = readiness.quietIn(System.nanoTime());
        if (left == 0) {
            tell();
        } else if (left > 0) {
            quietAlarm = OffThread.after(Duration.ofNanos(left), () -> locked(() -> {
                quietAlarm = null;
                armQuietAlarm();
            }));
        }
    }

    private void deadlinePassed() {
        readiness.deadlinePassed();
        tell();
    }

    private void tell() {
        if (told || stopped) {
            return;
        }
        told = true;
        stop();
        onReady.run();
    }

    private void locked(Runnable task) {
        lock.lock();
        try {
            if (!stopped) {
                task.run();
            }
        } finally {
            lock.unlock();
        }
    }

    private static void cancel(OffThread.Alarm alarm) {
        if (alarm != null) {
            alarm.cancel();
        }
    }
}
