package ahp.bench.stats;

import java.util.ArrayList;
import java.util.BitSet;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * What one connection learnt of the host's {@code serverSeq}, and whether any envelope went missing.
 *
 * <p>The host numbers every envelope from one global counter, so a connection sees only the numbers
 * of the channels it is subscribed to. Two checks follow from that. On each channel the numbers
 * rise, and start above the snapshot's {@code fromSeq}: a number at or below the last one is a
 * repeat, or an envelope the snapshot already held. And once the connection is subscribed to every
 * channel that can emit anything, every number the host hands out must reach it: from the moment
 * {@link #openWindow(long)} is called, the numbers it received must have no hole up to the highest.
 *
 * <p>Thread-safe; meant to be fed by the one thread that reads the connection.
 */
public final class SeqLedger {

    private static final int DESCRIBED = 10;

    private final Map<String, Long> lastByChannel = new HashMap<>();
    private final List<String> problems = new ArrayList<>();
    private int problemCount;
    private long highest = -1;
    private boolean windowOpen;
    private long windowAfter;
    private final BitSet window = new BitSet();
    private long missingTotal;
    private long disorder;

    /** Creates an empty ledger. */
    public SeqLedger() {}

    /** A snapshot of {@code channel} taken at {@code fromSeq}: its later envelopes are numbered above it. */
    public synchronized void snapshot(String channel, long fromSeq) {
        lastByChannel.merge(channel, fromSeq, Math::max);
    }

    /** An envelope numbered {@code seq} arrived on {@code channel}. */
    public synchronized void observe(String channel, long seq) {
        Long last = lastByChannel.get(channel);
        if (last != null && seq <= last) {
            disorder++;
            problem("serverSeq " + seq + " on " + channel + " after " + last + " (a repeat, or already in the snapshot)");
        }
        lastByChannel.merge(channel, seq, Math::max);
        highest = Math.max(highest, seq);
        if (windowOpen && seq > windowAfter) {
            long index = seq - windowAfter - 1;
            if (index > Integer.MAX_VALUE - 1) {
                disorder++;
                problem("serverSeq " + seq + " is too far past the window's start " + windowAfter);
            } else if (window.get((int) index)) {
                disorder++;
                problem("serverSeq " + seq + " arrived twice");
            } else {
                window.set((int) index);
            }
        }
    }

    /**
     * From now on every envelope the host numbers above {@code after} (or above the highest number
     * seen so far, if that is higher) must reach this connection: call it once the connection is
     * subscribed to every channel that can emit. An open window is closed first.
     */
    public synchronized void openWindow(long after) {
        closeWindow();
        windowOpen = true;
        windowAfter = Math.max(after, highest);
        window.clear();
    }

    /**
     * Ends the window, keeping the holes it has up to the highest number seen: call it before the
     * connection stops being subscribed to every channel that can emit (before it opens another
     * terminal, which emits before it can be subscribed to).
     */
    public synchronized void closeWindow() {
        if (!windowOpen) {
            return;
        }
        long missing = openMissing();
        if (missing > 0) {
            problem(missing + " serverSeq numbers missing after " + windowAfter + ", the first "
                    + (windowAfter + 1 + window.nextClearBit(0)));
            missingTotal += missing;
        }
        windowOpen = false;
        window.clear();
    }

    /** The highest number seen so far, or -1. */
    public synchronized long highest() {
        return highest;
    }

    /** How many numbers are missing from every window so far, each up to the highest number seen in it. */
    public synchronized long missing() {
        return missingTotal + openMissing();
    }

    /** How many envelopes came as repeats, out of order on their channel, or twice. */
    public synchronized long disorder() {
        return disorder;
    }

    /** Everything wrong so far: repeats, disorder, and the holes in the windows (the first few described). */
    public synchronized List<String> problems() {
        List<String> all = new ArrayList<>(problems);
        if (problemCount > problems.size()) {
            all.add("... and " + (problemCount - problems.size()) + " more");
        }
        long missing = openMissing();
        if (missing > 0) {
            all.add(missing + " serverSeq numbers missing after " + windowAfter + ", the first "
                    + (windowAfter + 1 + window.nextClearBit(0)));
        }
        return all;
    }

    private long openMissing() {
        if (!windowOpen || highest <= windowAfter) {
            return 0;
        }
        int span = (int) Math.min(highest - windowAfter, Integer.MAX_VALUE);
        return span - window.get(0, span).cardinality();
    }

    private void problem(String description) {
        problemCount++;
        if (problems.size() < DESCRIBED) {
            problems.add(description);
        }
    }
}
