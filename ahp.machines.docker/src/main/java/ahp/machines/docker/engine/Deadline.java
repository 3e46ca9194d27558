package ahp.machines.docker.engine;

import java.time.Duration;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.ScheduledThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;

/**
 * A limit on one exchange with the engine: when it passes before {@link #cancel}, what the exchange
 * blocks on is closed under it (a socket, the ssh process), so a read or a connect that would wait
 * forever ends with an exception and the exchange says there was no answer. One daemon thread serves
 * every deadline.
 */
final class Deadline {

    private static final ScheduledThreadPoolExecutor TIMER = timer();

    private final Duration limit;
    private final AtomicBoolean settled = new AtomicBoolean();
    private final ScheduledFuture<?> expiry;
    private volatile boolean passed;

    private Deadline(Duration limit, Runnable onExpiry) {
        this.limit = limit;
        this.expiry = TIMER.schedule(() -> {
            if (settled.compareAndSet(false, true)) {
                passed = true;
                onExpiry.run();
            }
        }, limit.toNanos(), TimeUnit.NANOSECONDS);
    }

    /** Runs {@code onExpiry} (which must not block) once {@code limit} has passed, unless cancelled first. */
    static Deadline after(Duration limit, Runnable onExpiry) {
        return new Deadline(limit, onExpiry);
    }

    /** The exchange ended (in time or not): from now on nothing is closed by this deadline. */
    void cancel() {
        if (settled.compareAndSet(false, true)) {
            expiry.cancel(false);
        }
    }

    /** Whether the limit passed and closed what the exchange used. */
    boolean passed() {
        return passed;
    }

    /** The limit, for the words of a failure: "no answer within 10 s". */
    Duration limit() {
        return limit;
    }

    private static ScheduledThreadPoolExecutor timer() {
        ScheduledThreadPoolExecutor timer = new ScheduledThreadPoolExecutor(1,
                Thread.ofPlatform().daemon().name("ahp-docker-deadlines").factory());
        timer.setRemoveOnCancelPolicy(true);
        return timer;
    }
}
