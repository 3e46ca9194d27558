package ahp.server.memory;

/**
 * When a full collection would give memory back: the heap has grown since the last one this asked
 * for (or since the daemon started), and the daemon has since allocated next to nothing for
 * {@code quietReadings} readings in a row, so the burst that grew it is over and nothing it made is
 * still being worked on; or, busy or not, the heap has grown by {@code busyGrowth} since, which the
 * serial collector would otherwise let it do up to its ceiling before it collects the old
 * generation (output queued for a slow client lives long enough to be promoted, and dies there). A
 * heap that has not grown is left alone, however much garbage it holds,
 * since its pages are resident either way; and after a collection that could not shrink it (its
 * contents are alive) the heap it kept is the new baseline, so an idle daemon is never collected
 * twice for the same heap. Not thread-safe: one thread reads the heap and asks.
 */
final class QuietHeap {

    private final long growth;
    private final long busyGrowth;
    private final long quietAllocation;
    private final int quietReadings;
    private long baseline;
    private long lastUsed;
    private int quiet;

    /**
     * @param committed the heap's committed size now, the first baseline
     * @param used the heap in use now
     * @param growth how far the committed heap must have grown past the baseline for a quiet daemon, in bytes
     * @param busyGrowth how far it must have grown for a busy one, in bytes
     * @param quietAllocation at most this many bytes allocated between two readings is quiet
     * @param quietReadings quiet readings in a row before a collection is due
     */
    QuietHeap(long committed, long used, long growth, long busyGrowth, long quietAllocation, int quietReadings) {
        if (growth < 0 || busyGrowth < growth || quietAllocation < 0 || quietReadings < 1) {
            throw new IllegalArgumentException("bounds must be positive");
        }
        this.baseline = committed;
        this.lastUsed = used;
        this.growth = growth;
        this.busyGrowth = busyGrowth;
        this.quietAllocation = quietAllocation;
        this.quietReadings = quietReadings;
    }

    /**
     * Takes one reading of the heap; true when a full collection is due now. The heap in use falls
     * only at a collection, which something allocating set off: so a fall is not quiet either.
     */
    boolean due(long committed, long used) {
        boolean busy = used < lastUsed || used - lastUsed > quietAllocation;
        lastUsed = used;
        quiet = busy ? 0 : quiet + 1;
        baseline = Math.min(baseline, committed);
        long grown = committed - baseline;
        return grown > busyGrowth || quiet >= quietReadings && grown > growth;
    }

    /** The collection ran and left the heap at {@code committed}, {@code used} in use: the new baseline. */
    void collected(long committed, long used) {
        baseline = committed;
        lastUsed = used;
        quiet = 0;
    }
}
