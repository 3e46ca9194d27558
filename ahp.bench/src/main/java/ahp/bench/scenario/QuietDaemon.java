package ahp.bench.scenario;

import ahp.bench.daemon.ProcStatus;
import java.io.IOException;
import java.time.Duration;

/**
 * Waiting, between two timed turns, until the daemon has finished the work a turn leaves behind (its
 * end kept in the session store off the calls' path, the collector after it), so that the next turn's
 * first calls do not share the machine with it: until the daemon used at most {@value #QUIET_TICKS}
 * clock ticks of CPU (10 ms each) in a window of {@link #WINDOW}, or until a deadline.
 */
final class QuietDaemon {

    static final long QUIET_TICKS = 2;
    static final Duration WINDOW = Duration.ofMillis(500);

    private QuietDaemon() {}

    /** Whether daemon {@code pid} went quiet before {@code deadline} passed. */
    static boolean await(long pid, Duration deadline) throws IOException, InterruptedException {
        long end = System.nanoTime() + deadline.toNanos();
        ProcStatus.CpuTicks before = ProcStatus.cpu(pid);
        while (System.nanoTime() < end) {
            Thread.sleep(WINDOW);
            ProcStatus.CpuTicks now = ProcStatus.cpu(pid);
            if (now.since(before).total() <= QUIET_TICKS) {
                return true;
            }
            before = now;
        }
        return false;
    }
}
