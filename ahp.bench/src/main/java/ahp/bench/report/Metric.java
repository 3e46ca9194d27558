package ahp.bench.report;

/**
 * One figure of the table.
 *
 * @param label what it is, as the table's first column says it
 * @param unit its unit
 * @param decimals how many decimals the table shows
 * @param target what it should reach
 */
public record Metric(String label, String unit, int decimals, Target target) {}
