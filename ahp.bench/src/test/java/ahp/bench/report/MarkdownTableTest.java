package ahp.bench.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import ahp.bench.report.Results.Side;
import ahp.bench.stats.Spread;
import java.util.List;
import org.junit.jupiter.api.Test;

class MarkdownTableTest {

    private static final Metric THROUGHPUT = new Metric("throughput base64, 1 client", "MB/s", 1, new Target.RatioAtLeast(0.8));
    private static final Metric ECHO = new Metric("echo into cat, p50", "µs", 0, new Target.AtMost(150));
    private static final Metric LOST = new Metric("completeness: runs with bytes lost", "runs", 0, new Target.Zero());

    @Test
    void ratiosAreTakenRunByRunThenTheirMedian() {
        Results results = new Results();
        double[][] runs = {{20, 18}, {10, 9}, {30, 21}};
        for (int run = 0; run < runs.length; run++) {
            results.record(THROUGHPUT, run + 1, Side.RAW, runs[run][0]);
            results.record(THROUGHPUT, run + 1, Side.DAEMON, runs[run][1]);
        }
        Spread ratio = results.ratio(THROUGHPUT).orElseThrow();
        assertEquals(0.9, ratio.median(), 1e-9);
        assertEquals(0.7, ratio.min(), 1e-9);
        assertEquals(0.9, ratio.max(), 1e-9);
        String table = MarkdownTable.render(results, List.of(THROUGHPUT), true);
        assertTrue(table.contains("| throughput base64, 1 client | MB/s | 20.0 (10.0–30.0) | 18.0 (9.0–21.0) | 0.90 (0.70–0.90) | ≥ 0.80 × raw | yes |"), table);
    }

    @Test
    void aMissedTargetIsMarked() {
        Results results = new Results();
        results.record(ECHO, 1, Side.RAW, 17);
        results.record(ECHO, 1, Side.DAEMON, 337);
        results.record(LOST, 1, Side.DAEMON, 0);
        results.record(LOST, 2, Side.DAEMON, 1);
        String table = MarkdownTable.render(results, List.of(ECHO, LOST), true);
        assertTrue(table.contains("| echo into cat, p50 | µs | 17 | 337 | 19.82 | ≤ 150 | **no** |"), table);
        assertTrue(table.contains("| completeness: runs with bytes lost | runs | — | 1 (0–1) | — | 0 in every run | **no** |"), table);
    }

    @Test
    void aFigureOnlyTheDaemonHasShowsADashForTheRawReaderAndIsJudgedOnItsOwn() {
        Metric bang = new Metric("`!true` turn, p50", "ms", 2, new Target.AtMost(5));
        Results results = new Results();
        results.record(bang, 1, Side.DAEMON, 67.18);
        results.record(bang, 2, Side.DAEMON, 4.5);
        results.record(bang, 3, Side.DAEMON, 60);
        String table = MarkdownTable.render(results, List.of(bang), true);
        assertTrue(table.contains("| `!true` turn, p50 | ms | — | 60.00 (4.50–67.18) | — | ≤ 5 | **no** |"), table);
    }

    @Test
    void withoutTheDaemonItsCellsSaySo() {
        Results results = new Results();
        results.record(ECHO, 1, Side.RAW, 13);
        String table = MarkdownTable.render(results, List.of(ECHO, LOST), false);
        assertTrue(table.contains("| echo into cat, p50 | µs | 13 | not yet measured | — | ≤ 150 |  |"), table);
        assertTrue(table.contains("| completeness: runs with bytes lost | runs | — | not yet measured |"), table);
    }

    @Test
    void aFigureTheDaemonFailedToProduceSaysFailed() {
        Results results = new Results();
        results.record(ECHO, 1, Side.RAW, 13);
        assertTrue(MarkdownTable.render(results, List.of(ECHO), true).contains("| 13 | failed |"));
    }
}
