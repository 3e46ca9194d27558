package ahp.bench.report;

import ahp.bench.stats.Spread;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/** The table of medians, with the min–max over the runs and the ratio to the raw reader of the same run. */
public final class MarkdownTable {

    /** What a daemon cell says when the daemon was not measured. */
    public static final String NOT_MEASURED = "not yet measured";

    private MarkdownTable() {}

    /**
     * The table of {@code metrics} that have any figure, in that order.
     *
     * @param daemonMeasured whether the daemon took part; if not, its cells say {@value #NOT_MEASURED}
     */
    public static String render(Results results, List<Metric> metrics, boolean daemonMeasured) {
        StringBuilder table = new StringBuilder();
        table.append("| scenario | unit | raw reader | daemon | daemon / raw | target | met |\n");
        table.append("|---|---|---|---|---|---|---|\n");
        for (Metric metric : metrics) {
            Optional<Spread> raw = results.spread(metric, Results.Side.RAW);
            Optional<Spread> daemon = results.spread(metric, Results.Side.DAEMON);
            if (raw.isEmpty() && daemon.isEmpty() && daemonMeasured) {
                continue;
            }
            Optional<Spread> ratio = results.ratio(metric);
            Boolean met = daemon.map(d -> metric.target().met(d, ratio.orElse(null))).orElse(null);
            table.append("| ").append(metric.label())
                    .append(" | ").append(metric.unit())
                    .append(" | ").append(raw.map(s -> format(s, metric.decimals())).orElse("—"))
                    .append(" | ").append(daemon.map(s -> format(s, metric.decimals())).orElse(metric.target() instanceof Target.RawReference ? "—" : daemonMeasured ? "failed" : NOT_MEASURED))
                    .append(" | ").append(ratio.map(s -> format(s, 2)).orElse("—"))
                    .append(" | ").append(metric.target().describe())
                    .append(" | ").append(met == null ? "" : met ? "yes" : "**no**")
                    .append(" |\n");
        }
        return table.toString();
    }

    /** {@code median (min–max)}, or just the median when the runs do not differ at the decimals shown. */
    public static String format(Spread spread, int decimals) {
        String median = number(spread.median(), decimals);
        String min = number(spread.min(), decimals);
        String max = number(spread.max(), decimals);
        return min.equals(max) ? median : median + " (" + min + "–" + max + ")";
    }

    private static String number(double value, int decimals) {
        return String.format(Locale.ROOT, "%." + decimals + "f", value);
    }
}
