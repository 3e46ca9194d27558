package ahp.machines.ssh;

import static org.junit.jupiter.api.Assertions.fail;

import java.time.Duration;
import java.util.concurrent.locks.LockSupport;
import java.util.function.BooleanSupplier;
import java.util.function.Supplier;

/** Waits for a condition the test cannot be told about (a port that listens, a process table), with a deadline. */
final class Await {

    private Await() {}

    /** Polls {@code condition} every 50 ms until it holds; fails with {@code what} after {@code timeout}. */
    static void until(BooleanSupplier condition, Duration timeout, Supplier<String> what) {
        long deadline = System.nanoTime() + timeout.toNanos();
        while (!condition.getAsBoolean()) {
            if (System.nanoTime() - deadline > 0) {
                fail("not within " + timeout + ": " + what.get());
            }
            LockSupport.parkNanos(50_000_000);
        }
    }
}
