package ahp.machines.docker;

import java.time.Duration;
import java.util.concurrent.locks.LockSupport;
import java.util.function.BooleanSupplier;
import java.util.function.Supplier;

/** Waits for a condition, never for a time: a deadline only says when to give up. */
final class Await {

    /** Long enough for a loaded 2-core machine; a passing test never waits for it. */
    static final Duration DEADLINE = Duration.ofSeconds(60);

    private Await() {}

    /** Returns once {@code condition} holds; fails with {@code what} if it does not by {@code deadline}. */
    static void until(BooleanSupplier condition, Duration deadline, Supplier<String> what) {
        long end = System.nanoTime() + deadline.toNanos();
        while (!condition.getAsBoolean()) {
            if (System.nanoTime() - end > 0) {
                throw new AssertionError("not within " + deadline + ": " + what.get());
            }
            LockSupport.parkNanos(Duration.ofMillis(20).toNanos());
        }
    }

    /** {@link #until(BooleanSupplier, Duration, Supplier)} with the default deadline. */
    static void until(BooleanSupplier condition, Supplier<String> what) {
        until(condition, DEADLINE, what);
    }
}
