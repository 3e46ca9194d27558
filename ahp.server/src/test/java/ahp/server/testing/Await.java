package ahp.server.testing;

import java.time.Duration;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.function.BooleanSupplier;
import java.util.function.Supplier;

/** Waits for a condition with a deadline, polling; never a sleep standing in for synchronisation. */
public final class Await {

    /** How long a test waits for anything by default. */
    public static final Duration DEFAULT = Duration.ofSeconds(20);

    /** How long a real shell on a busy 2-core machine may take for any one step. */
    public static final Duration STEP = Duration.ofSeconds(30);

    private Await() {}

    /** Waits until {@code condition} holds, failing with {@code what} after {@link #DEFAULT}. */
    public static void until(String what, BooleanSupplier condition) {
        until(what, DEFAULT, condition);
    }

    /** Waits until {@code condition} holds, failing with {@code what} after {@code timeout}. */
    public static void until(String what, Duration timeout, BooleanSupplier condition) {
        until(what, timeout, condition, () -> "");
    }

    /**
     * Waits until {@code condition} holds; fails after {@code timeout} with {@code what} and
     * {@code state} (read only then).
     */
    public static void until(String what, Duration timeout, BooleanSupplier condition, Supplier<String> state) {
        long deadline = System.nanoTime() + timeout.toNanos();
        while (!condition.getAsBoolean()) {
            if (System.nanoTime() - deadline > 0) {
                throw new AssertionError("Timed out after " + timeout + " waiting for: " + what + " " + state.get());
            }
            try {
                Thread.sleep(10);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new AssertionError("Interrupted waiting for: " + what, e);
            }
        }
    }

    /** The value of {@code stage} once it completes; fails after {@code timeout}. */
    public static <T> T done(String what, CompletionStage<T> stage, Duration timeout) {
        try {
            return stage.toCompletableFuture().get(timeout.toMillis(), TimeUnit.MILLISECONDS);
        } catch (TimeoutException e) {
            throw new AssertionError("Timed out after " + timeout + " waiting for: " + what, e);
        } catch (ExecutionException e) {
            throw new AssertionError(what + " failed", e.getCause());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new AssertionError("Interrupted waiting for: " + what, e);
        }
    }

    /** Waits until {@code value} gives non-null, and returns it. */
    public static <T> T value(String what, Supplier<T> value) {
        Object[] holder = new Object[1];
        until(what, () -> (holder[0] = value.get()) != null);
        @SuppressWarnings("unchecked")
        T found = (T) holder[0];
        return found;
    }
}
