package ahp.bench.stats;

import java.util.Collection;
import java.util.List;

/**
 * The median of a figure over several runs, with the smallest and the largest, because on a busy
 * machine the spread says as much as the middle.
 *
 * @param median the middle value; the mean of the two middle ones for an even count
 * @param min the smallest
 * @param max the largest
 * @param count how many runs
 */
public record Spread(double median, double min, double max, int count) {

    /** The spread of {@code values}; at least one is needed. */
    public static Spread of(Collection<Double> values) {
        if (values.isEmpty()) {
            throw new IllegalArgumentException("no values");
        }
        List<Double> sorted = values.stream().sorted().toList();
        int n = sorted.size();
        double median = n % 2 == 1 ? sorted.get(n / 2) : (sorted.get(n / 2 - 1) + sorted.get(n / 2)) / 2;
        return new Spread(median, sorted.getFirst(), sorted.getLast(), n);
    }
}
