package ahp.terminals.pty;

import static org.junit.jupiter.api.Assertions.fail;

import java.time.Duration;
import java.util.concurrent.locks.LockSupport;
import java.util.function.BooleanSupplier;
import java.util.function.Supplier;

/** Waits for a condition the test cannot be told about (the process table), with a deadline. */
public final class Await {

    private Await() {}

    /** Polls {@code condition} every few milliseconds until it holds; fails with {@code what} after {@code timeout}. */
    public static void until(BooleanSupplier condition, Duration timeout, Supplier<String> what) {
        long deadline = System.nanoTime() + timeout.toNanos();
        while (!condition.getAsBoolean()) {
            if (System.nanoTime() - deadline > 0) {
                fail("not within " + timeout + ": " + what.get());
            }
            LockSupport.parkNanos(5_000_000);
        }
    }
}
