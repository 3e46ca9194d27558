package ahp.bench.report;

import ahp.bench.stats.Spread;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import java.util.concurrent.ConcurrentHashMap;

/** Every figure of every run, by metric, run and side; and the notes the runs left. */
public final class Results {

    /** Who produced a figure. */
    public enum Side {
        /** The raw reference reader. */
        RAW,
        /** The daemon, as a client saw it. */
        DAEMON
    }

    private final Map<Metric, Map<Side, TreeMap<Integer, Double>>> figures = new ConcurrentHashMap<>();
    private final List<String> notes = new ArrayList<>();

    /** Creates empty results. */
    public Results() {}

    /** Records {@code value} of {@code metric} for {@code side} in run {@code run} (a second one replaces the first). */
    public synchronized void record(Metric metric, int run, Side side, double value) {
        figures.computeIfAbsent(metric, m -> new ConcurrentHashMap<>())
                .computeIfAbsent(side, s -> new TreeMap<>())
                .put(run, value);
    }

    /** Adds a note: a failed check, an error, a finding. */
    public synchronized void note(String note) {
        notes.add(note);
    }

    /** The notes, in order. */
    public synchronized List<String> notes() {
        return List.copyOf(notes);
    }

    /** The spread of one side's figures over the runs, if it has any. */
    public synchronized Optional<Spread> spread(Metric metric, Side side) {
        TreeMap<Integer, Double> runs = runs(metric, side);
        return runs.isEmpty() ? Optional.empty() : Optional.of(Spread.of(runs.values()));
    }

    /** The spread over the runs of the daemon's figure divided by the raw reader's of the same run. */
    public synchronized Optional<Spread> ratio(Metric metric) {
        TreeMap<Integer, Double> raw = runs(metric, Side.RAW);
        List<Double> ratios = new ArrayList<>();
        runs(metric, Side.DAEMON).forEach((run, daemon) -> {
            Double reference = raw.get(run);
            if (reference != null && reference != 0) {
                ratios.add(daemon / reference);
            }
        });
        return ratios.isEmpty() ? Optional.empty() : Optional.of(Spread.of(ratios));
    }

    private TreeMap<Integer, Double> runs(Metric metric, Side side) {
        return figures.getOrDefault(metric, Map.of()).getOrDefault(side, new TreeMap<>());
    }
}
