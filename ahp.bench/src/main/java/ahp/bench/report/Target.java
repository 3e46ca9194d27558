package ahp.bench.report;

import ahp.bench.stats.Spread;
import java.util.Locale;

/** What a figure should reach, judged on the daemon's median, or on its worst run for a count that must be zero. */
public sealed interface Target {

    /** How the table states it; nothing by default. */
    default String describe() {
        return "";
    }

    /**
     * Whether the figure met it; null when it cannot be judged.
     *
     * @param daemon the daemon's figure over the runs
     * @param ratio the daemon's figure as a ratio to the raw reader's, or null
     */
    default Boolean met(Spread daemon, Spread ratio) {
        return null;
    }

    /** No target: the figure is reported for what it tells. */
    record None() implements Target {}

    /** No target, and no daemon figure: a reference the raw reader alone measures. */
    record RawReference() implements Target {}

    /** The median ratio to the raw reader at least {@code value}. */
    record RatioAtLeast(double value) implements Target {
        @Override
        public String describe() {
            return String.format(Locale.ROOT, "≥ %.2f × raw", value);
        }

        @Override
        public Boolean met(Spread daemon, Spread ratio) {
            return ratio == null ? null : ratio.median() >= value;
        }
    }

    /** The median at most {@code value} (in the figure's unit). */
    record AtMost(double value) implements Target {
        @Override
        public String describe() {
            return "≤ " + plain(value);
        }

        @Override
        public Boolean met(Spread daemon, Spread ratio) {
            return daemon.median() <= value;
        }
    }

    /** The median at least {@code value} (in the figure's unit). */
    record AtLeast(double value) implements Target {
        @Override
        public String describe() {
            return "≥ " + plain(value);
        }

        @Override
        public Boolean met(Spread daemon, Spread ratio) {
            return daemon.median() >= value;
        }
    }

    /** Zero in every run. */
    record Zero() implements Target {
        @Override
        public String describe() {
            return "0 in every run";
        }

        @Override
        public Boolean met(Spread daemon, Spread ratio) {
            return daemon.max() == 0;
        }
    }

    private static String plain(double value) {
        return value == Math.rint(value) ? Long.toString((long) value) : Double.toString(value);
    }
}
