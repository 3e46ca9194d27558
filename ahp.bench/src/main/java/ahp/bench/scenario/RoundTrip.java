package ahp.bench.scenario;

import ahp.bench.report.Metric;
import ahp.bench.report.Results.Side;
import ahp.bench.report.Target;
import ahp.bench.stats.Percentiles;
import ahp.bench.wire.AhpClient;
import java.time.Duration;
import java.util.List;

/**
 * Command round trip: {@code true; echo __S_$?__} typed into one {@code bash --norc --noprofile},
 * timed until {@code __S_0__} comes back; p50 and p99.
 */
public final class RoundTrip implements Scenario {

    private static final int WARMUP = 10;
    private static final Duration RAW_TIMEOUT = Duration.ofMinutes(5);

    private static final Metric P50 = new Metric("command round trip, p50", "µs", 0, new Target.AtMost(400));
    private static final Metric P99 = new Metric("command round trip, p99", "µs", 0, new Target.None());

    private final Sizes sizes;

    /** The scenario with {@code sizes.roundTrips()} timed commands. */
    public RoundTrip(Sizes sizes) {
        this.sizes = sizes;
    }

    @Override
    public String name() {
        return "roundtrip";
    }

    @Override
    public List<Metric> metrics() {
        return List.of(P50, P99);
    }

    @Override
    public void run(RunContext context) throws Exception {
        int count = sizes.roundTrips();
        record(context, Side.RAW, context.raw().line(count, WARMUP, Commands.BASH, Commands.ROUND_TRIP,
                Commands.ROUND_TRIP_DONE, RAW_TIMEOUT));
        if (context.daemonEnabled()) {
            try (AhpClient client = context.client(context.sharedDaemon(), "roundtrip")) {
                record(context, Side.DAEMON, Probes.run(client, context.newChannel(), Commands.BASH, count, WARMUP,
                        i -> Commands.ROUND_TRIP, i -> Commands.ROUND_TRIP_DONE));
                client.problems().forEach(p -> context.note("round trip: " + p));
            }
        }
    }

    private static void record(RunContext context, Side side, long[] nanos) {
        Percentiles percentiles = Percentiles.of(nanos);
        context.record(P50, side, percentiles.at(50) / 1e3);
        context.record(P99, side, percentiles.at(99) / 1e3);
    }
}
