package ahp.terminals.pty;

import java.util.PriorityQueue;
import java.util.function.Consumer;

/**
 * When the poller must next wake for a terminal: its {@link Ending}'s deadline, or the end of a rest
 * or of a gathering of its output; earliest first. A terminal
 * rescheduled or finished leaves its old entry behind; {@link PtyMaster#takeDue} tells a live
 * entry from a stale one as it comes up. Only terminals that are ending or gathering have entries. Not
 * thread-safe: the poller owns it.
 */
final class Deadlines {

    private record Entry(long at, PtyMaster master) {}

    private final PriorityQueue<Entry> entries = new PriorityQueue<>((a, b) -> Long.signum(a.at - b.at));

    /** Wakes the poller for {@code master} at {@code at} ({@link System#nanoTime}). */
    void schedule(PtyMaster master, long at) {
        entries.add(new Entry(at, master));
    }

    /** Hands every terminal whose deadline has come by {@code now} to {@code due}. */
    void expire(long now, Consumer<PtyMaster> due) {
        while (!entries.isEmpty() && entries.peek().at - now <= 0) {
            Entry entry = entries.poll();
            if (entry.master.takeDue(entry.at)) {
                due.accept(entry.master);
            }
        }
    }

    /** How long the poller may wait from {@code now}, in nanoseconds; -1 for as long as it likes. */
    long timeoutNanos(long now) {
        while (!entries.isEmpty() && !entries.peek().master.isDue(entries.peek().at)) {
            entries.poll();
        }
        if (entries.isEmpty()) {
            return -1;
        }
        long left = entries.peek().at - now;
        if (left <= 0) {
            return 0;
        }
        return left;
    }
}
