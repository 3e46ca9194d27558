package ahp.bench.scenario;

import ahp.bench.report.Metric;
import ahp.bench.report.Results.Side;
import ahp.bench.report.Target;
import ahp.bench.stats.Percentiles;
import ahp.bench.wire.AhpClient;
import java.time.Duration;
import java.util.List;

/**
 * Echo latency: single characters typed into {@code cat} and into {@code bash --norc --noprofile},
 * one at a time, each timed until it comes back in {@code terminal/data}; p50 and p99.
 */
public final class EchoLatency implements Scenario {

    private static final int WARMUP = 20;
    private static final Duration RAW_TIMEOUT = Duration.ofMinutes(5);

    private record Shell(String name, String line, Metric p50, Metric p99) {
        Shell(String name, String line) {
            this(name, line,
                    new Metric("echo into " + name + ", p50", "µs", 0, new Target.AtMost(150)),
                    new Metric("echo into " + name + ", p99", "µs", 0, new Target.AtMost(1500)));
        }
    }

    private static final List<Shell> SHELLS = List.of(
            new Shell("cat", Commands.CAT),
            new Shell("bash", Commands.BASH));

    private final Sizes sizes;

    /** The scenario with {@code sizes.echoProbes()} probes per shell. */
    public EchoLatency(Sizes sizes) {
        this.sizes = sizes;
    }

    @Override
    public String name() {
        return "echo";
    }

    @Override
    public List<Metric> metrics() {
        return SHELLS.stream().flatMap(s -> List.of(s.p50(), s.p99()).stream()).toList();
    }

    @Override
    public void run(RunContext context) throws Exception {
        int count = sizes.echoProbes();
        for (Shell shell : SHELLS) {
            record(context, shell, Side.RAW, context.raw().echo(count, WARMUP, shell.line(), RAW_TIMEOUT));
            if (context.daemonEnabled()) {
                try (AhpClient client = context.client(context.sharedDaemon(), "echo-" + shell.name())) {
                    record(context, shell, Side.DAEMON, Probes.run(client, context.newChannel(), shell.line(), count, WARMUP,
                            Commands::echoProbe, Commands::echoProbe));
                    client.problems().forEach(p -> context.note("echo into " + shell.name() + ": " + p));
                }
            }
        }
    }

    private static void record(RunContext context, Shell shell, Side side, long[] nanos) {
        Percentiles percentiles = Percentiles.of(nanos);
        context.record(shell.p50(), side, percentiles.at(50) / 1e3);
        context.record(shell.p99(), side, percentiles.at(99) / 1e3);
    }
}
