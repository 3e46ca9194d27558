package ahp.bench.scenario;

import ahp.bench.raw.RawOutput;
import ahp.bench.report.Metric;
import ahp.bench.report.Results.Side;
import ahp.bench.report.Target;
import ahp.bench.wire.AhpClient;
import java.time.Duration;
import java.util.List;

/**
 * Completeness at exit: a command that prints about 2 MB and exits at once, run many times; each
 * time the client must receive to {@code terminal/exited} exactly the bytes the raw reader read
 * just before it.
 */
public final class Completeness implements Scenario {

    private static final Duration RAW_TIMEOUT = Duration.ofMinutes(1);

    private final Sizes sizes;
    private final Metric lostRuns;
    private final Metric mostLost;

    /** The scenario with {@code sizes.completenessRuns()} commands per run. */
    public Completeness(Sizes sizes) {
        this.sizes = sizes;
        this.lostRuns = new Metric("completeness: runs with bytes lost or extra (of " + sizes.completenessRuns() + ")",
                "runs", 0, new Target.Zero());
        this.mostLost = new Metric("completeness: most bytes lost or extra in one run", "bytes", 0, new Target.Zero());
    }

    @Override
    public String name() {
        return "completeness";
    }

    @Override
    public List<Metric> metrics() {
        return List.of(lostRuns, mostLost);
    }

    @Override
    public void run(RunContext context) throws Exception {
        String line = Commands.gated(Commands.TWO_MEGABYTES);
        if (!context.daemonEnabled()) {
            return;
        }
        int lossy = 0;
        long most = 0;
        try (AhpClient client = context.client(context.sharedDaemon(), "completeness")) {
            for (int i = 0; i < sizes.completenessRuns(); i++) {
                RawOutput.Drain raw = context.raw().drain(line, RAW_TIMEOUT);
                Drains.ClientDrain drain = Drains.run(List.of(client), context.newChannel(), line).getFirst();
                List<String> problems = drain.problems(raw.bytes());
                long off = Math.abs(raw.bytes() - drain.bytesAtExit()) + drain.bytesAfterExit();
                if (off != 0) {
                    lossy++;
                    most = Math.max(most, off);
                }
                problems.forEach(p -> context.note("completeness: " + p));
            }
            client.problems().forEach(p -> context.note("completeness: " + p));
        }
        context.record(lostRuns, Side.DAEMON, lossy);
        context.record(mostLost, Side.DAEMON, most);
    }
}
