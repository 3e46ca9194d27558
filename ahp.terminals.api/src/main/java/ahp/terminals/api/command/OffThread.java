package ahp.terminals.api.command;

import java.time.Duration;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Executor;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;

/**
 * Where a running command does what must not happen on the terminal's thread (typing, completing
 * its stages, unsubscribing), and its alarms. A virtual thread each: nothing here blocks, since a
 * terminal's {@code input} only queues its bytes.
 */
final class OffThread {

    /** Runs each task on a virtual thread of its own. */
    static final Executor EXECUTOR =
            Executors.newThreadPerTaskExecutor(Thread.ofVirtual().name("ahp-command-", 0).factory());

    private OffThread() {}

    /** Runs {@code task} off the caller's thread. */
    static void run(Runnable task) {
        EXECUTOR.execute(task);
    }

    /** Runs {@code task} off the caller's thread after {@code delay}, unless the alarm is cancelled first. */
    static Alarm after(Duration delay, Runnable task) {
        CompletableFuture<Void> due = new CompletableFuture<>();
        AtomicBoolean cancelled = new AtomicBoolean();
        due.thenRun(() -> {
            if (!cancelled.get()) {
                EXECUTOR.execute(task);
            }
        });
        // Completing the stage cancels the JDK's scheduled task, so nothing is kept until a long
        // timeout would have passed. A cancel completes it rather than cancelling it: every command
        // cancels its alarms, and a CancellationException (with its stack) each time is not free.
        due.completeOnTimeout(null, nanos(delay), TimeUnit.NANOSECONDS);
        return () -> {
            cancelled.set(true);
            due.complete(null);
        };
    }

    private static long nanos(Duration delay) {
        try {
            return Math.max(1, delay.toNanos());
        } catch (ArithmeticException tooLong) {
            return Long.MAX_VALUE;
        }
    }

    /** A task to run later. */
    @FunctionalInterface
    interface Alarm {
        /** It will not run (unless it has already started). */
        void cancel();
    }
}
