package ahp.agenttools;

import java.time.Duration;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.function.BooleanSupplier;
import java.util.function.Supplier;

/** Waits for a condition with a deadline, polling; never a sleep standing in for synchronisation. */
final class Await {

    /** How long a real shell on a busy 2-core machine may take for any one step. */
    static final Duration STEP = Duration.ofSeconds(30);

    private Await() {}

    /** Waits until {@code condition} holds; fails after {@link #STEP} with {@code what} and {@code state}. */
    static void until(String what, BooleanSupplier condition, Supplier<String> state) {
        long deadline = System.nanoTime() + STEP.toNanos();
        while (!condition.getAsBoolean()) {
            if (System.nanoTime() - deadline > 0) {
                throw new AssertionError("Timed out after " + STEP + " waiting for: " + what + " " + state.get());
            }
            try {
                Thread.sleep(10);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new AssertionError("Interrupted waiting for: " + what, e);
            }
        }
    }

    /** Waits until {@code condition} holds; fails after {@link #STEP}. */
    static void until(String what, BooleanSupplier condition) {
        until(what, condition, () -> "");
    }

    /** The value of {@code stage} once it completes; fails after {@link #STEP}. */
    static <T> T done(String what, CompletionStage<T> stage) {
        try {
            return stage.toCompletableFuture().get(STEP.toMillis(), TimeUnit.MILLISECONDS);
        } catch (TimeoutException e) {
            throw new AssertionError("Timed out after " + STEP + " waiting for: " + what, e);
        } catch (ExecutionException e) {
            throw new AssertionError(what + " failed", e.getCause());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new AssertionError("Interrupted waiting for: " + what, e);
        }
    }
}
