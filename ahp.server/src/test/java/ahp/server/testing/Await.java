package ahp.server.testing;

import java.time.Duration;
import java.util.function.BooleanSupplier;
import java.util.function.Supplier;

/** Waits for a condition with a deadline, polling; never a sleep standing in for synchronisation. */
public final class Await {

    /** How long a test waits for anything by default. */
    public static final Duration DEFAULT = Duration.ofSeconds(20);

    private Await() {}

    /** Waits until {@code condition} holds, failing with {@code what} after {@link #DEFAULT}. */
    public static void until(String what, BooleanSupplier condition) {
        until(what, DEFAULT, condition);
    }

    /** Waits until {@code condition} holds, failing with {@code what} after {@code timeout}. */
    public static void until(String what, Duration timeout, BooleanSupplier condition) {
        long deadline = System.nanoTime() + timeout.toNanos();
        while (!condition.getAsBoolean()) {
            if (System.nanoTime() > deadline) {
                throw new AssertionError("Timed out after " + timeout + " waiting for: " + what);
            }
            try {
                Thread.sleep(10);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new AssertionError("Interrupted waiting for: " + what, e);
            }
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
