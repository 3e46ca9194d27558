package ahp.server.stack;

import java.time.Duration;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.locks.LockSupport;
import java.util.function.BooleanSupplier;
import java.util.function.Supplier;

/** Waiting for a condition with a deadline, never for a guessed time. */
final class Await {

    /** How long a shell on this busy 2-core machine may take for any one step. */
    static final Duration STEP = Duration.ofSeconds(30);

    private Await() {}

    /**
     * Polls {@code condition} until it holds, for what nothing can notify a test of (the process
     * table); fails after {@code timeout} with what was awaited and {@code state}.
     */
    static void until(String what, Duration timeout, BooleanSupplier condition, Supplier<String> state) {
        long deadline = System.nanoTime() + timeout.toNanos();
        while (!condition.getAsBoolean()) {
            if (System.nanoTime() - deadline > 0) {
                throw new AssertionError("not within " + timeout + ": " + what + "; " + state.get());
            }
            LockSupport.parkNanos(5_000_000);
        }
    }

    /** The value of {@code stage} once it completes; fails after {@code timeout}. */
    static <T> T done(String what, CompletionStage<T> stage, Duration timeout) {
        try {
            return stage.toCompletableFuture().get(timeout.toMillis(), TimeUnit.MILLISECONDS);
        } catch (TimeoutException e) {
            throw new AssertionError("not within " + timeout + ": " + what, e);
        } catch (ExecutionException e) {
            throw new AssertionError(what + " failed", e.getCause());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new AssertionError("interrupted waiting for " + what, e);
        }
    }
}
