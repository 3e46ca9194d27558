package ahp.server.memory;

import java.lang.System.Logger.Level;
import java.time.Duration;

/**
 * Gives the heap a burst of work grew back to the system once the daemon is quiet again: it reads
 * the heap every {@link #PERIOD} and, when {@link QuietHeap} says so (the committed heap grew by
 * more than {@link #GROWTH} and at most {@link #QUIET_ALLOCATION} was allocated per reading for
 * {@link #QUIET_READINGS} readings, or it grew by more than {@link #BUSY_GROWTH} whatever the daemon
 * does), runs one full collection ({@link System#gc()}), after which the serial collector shrinks its
 * generations to the launcher's {@code -XX:MaxHeapFreeRatio} (at once,
 * with {@code -XX:-ShrinkHeapInSteps}). This is what G1's {@code G1PeriodicGCInterval} does for
 * G1, which the serial collector lacks; G1 with it, measured instead, started larger and peaked
 * higher (bench/NOTES.md, <i>Memory under load</i>). A JVM started with
 * {@code -XX:+DisableExplicitGC} ignores the request.
 */
public final class IdleCollector {

    /** How often the heap is read. */
    static final Duration PERIOD = Duration.ofSeconds(1);
    /** Quiet readings in a row before a collection: 10 s after a burst ends. */
    static final int QUIET_READINGS = 10;
    /** At most this much allocated between two readings is quiet: streaming output allocates tens of MiB a second. */
    static final long QUIET_ALLOCATION = 1L << 20;
    /** A heap grown by less than this is not worth a full collection. */
    static final long GROWTH = 8L << 20;
    /** A heap grown by more than this is collected even while the daemon is busy. */
    static final long BUSY_GROWTH = 64L << 20;

    private static final System.Logger LOG = System.getLogger(IdleCollector.class.getName());

    private IdleCollector() {}

    /** Starts watching the heap on a virtual thread of its own, for as long as the JVM runs. */
    public static void start() {
        Thread.ofVirtual().name("ahpd-idle-collector").start(IdleCollector::watch);
    }

    private static void watch() {
        Runtime runtime = Runtime.getRuntime();
        QuietHeap heap = new QuietHeap(runtime.totalMemory(), used(runtime), GROWTH, BUSY_GROWTH,
                QUIET_ALLOCATION, QUIET_READINGS);
        try {
            while (true) {
                Thread.sleep(PERIOD);
                long committed = runtime.totalMemory();
                if (heap.due(committed, used(runtime))) {
                    long started = System.nanoTime();
                    System.gc();
                    heap.collected(runtime.totalMemory(), used(runtime));
                    LOG.log(Level.DEBUG, () -> "quiet: heap " + (committed >> 20) + " MiB -> " + (runtime.totalMemory() >> 20)
                            + " MiB in " + (System.nanoTime() - started) / 1_000_000 + " ms");
                }
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    private static long used(Runtime runtime) {
        return runtime.totalMemory() - runtime.freeMemory();
    }
}
