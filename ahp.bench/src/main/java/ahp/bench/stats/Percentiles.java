package ahp.bench.stats;

import java.util.Arrays;

/**
 * Percentiles of a set of samples by the nearest-rank method: the p-th percentile is the smallest
 * sample with at least p percent of the samples at or below it, so it is always a sample that was
 * really measured.
 */
public final class Percentiles {

    private final long[] sorted;

    private Percentiles(long[] sorted) {
        this.sorted = sorted;
    }

    /** The percentiles of {@code samples}; at least one sample is needed. */
    public static Percentiles of(long[] samples) {
        if (samples.length == 0) {
            throw new IllegalArgumentException("no samples");
        }
        long[] copy = samples.clone();
        Arrays.sort(copy);
        return new Percentiles(copy);
    }

    /** The p-th percentile, for p above 0 and at most 100. */
    public long at(double p) {
        if (!(p > 0 && p <= 100)) {
            throw new IllegalArgumentException("a percentile is above 0 and at most 100, not " + p);
        }
        int rank = (int) Math.ceil(p / 100 * sorted.length);
        return sorted[Math.max(rank, 1) - 1];
    }

    /** How many samples there are. */
    public int count() {
        return sorted.length;
    }
}
