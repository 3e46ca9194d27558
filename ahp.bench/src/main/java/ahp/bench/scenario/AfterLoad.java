package ahp.bench.scenario;

import ahp.bench.daemon.Daemon;
import ahp.bench.report.Metric;
import ahp.bench.report.Results.Side;
import ahp.bench.report.Target;
import ahp.bench.wire.AhpClient;
import ahp.bench.wire.ChannelWatch;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * What the throughput set leaves behind in the run's shared daemon (issue 16): the most it had
 * resident (its {@code VmHWM}: its start, warm-up and the whole set, 1 and 4 clients, every
 * command); its resident memory {@value #REST_SECONDS} s after the set ended, with no terminal open
 * and no client connected, against the same daemon's when it had just started; and, on that
 * worn daemon, what each of many idle {@code bash --norc --noprofile} terminals costs, read as the
 * footprint scenario reads it (after a full collection, once the RSS holds still).
 *
 * <p>Nothing is forced before the reading after the rest: a daemon that keeps the heap a burst of
 * output grew shows it there. When the daemon's JVM tracks its native memory, its summary is kept
 * beside its log at each reading ({@code nmt-fresh.txt}, {@code nmt-rested.txt},
 * {@code nmt-after-load-open.txt}).
 */
final class AfterLoad {

    /** How long the daemon rests after the throughput set before its RSS is read. */
    static final int REST_SECONDS = 30;

    private static final Metric PEAK = new Metric(
            "memory: daemon peak RSS from its start through the throughput set (VmHWM)", "MiB", 1, new Target.AtMost(200));
    private static final Metric FRESH = new Metric(
            "memory: daemon RSS just started (before its warm-up, no client)", "MiB", 1, new Target.None());
    private static final Metric RESTED = new Metric(
            "memory: daemon RSS " + REST_SECONDS + " s after the throughput set (no terminal, no client)", "MiB", 1,
            new Target.None());
    private static final Metric RESTED_RATIO = new Metric(
            "memory: RSS " + REST_SECONDS + " s after the throughput set / just started", "ratio", 2, new Target.AtMost(1.5));

    private final Sizes sizes;
    private final Metric perTerminal;
    private final Metric withTerminals;

    AfterLoad(Sizes sizes) {
        this.sizes = sizes;
        int n = sizes.scaleTerminals();
        this.perTerminal = new Metric("memory: daemon RSS per idle bash terminal after the throughput set (" + n + " open)",
                "KiB", 0, new Target.AtMost(200));
        this.withTerminals = new Metric("memory: daemon RSS with " + n + " idle terminals after the throughput set",
                "MiB", 0, new Target.None());
    }

    List<Metric> metrics() {
        return List.of(PEAK, FRESH, RESTED, RESTED_RATIO, perTerminal, withTerminals);
    }

    /** Reads the peak, rests, reads again, then weighs the idle terminals; every terminal opened is disposed of. */
    void measure(RunContext context, Daemon daemon) throws Exception {
        context.record(PEAK, Side.DAEMON, daemon.peakRssKib() / 1024.0);
        long fresh = context.sharedFreshRssKib();
        context.record(FRESH, Side.DAEMON, fresh / 1024.0);
        Thread.sleep(Duration.ofSeconds(REST_SECONDS));
        long rested = daemon.rssKib();
        Footprint.keepNativeMemory(daemon, "rested");
        context.record(RESTED, Side.DAEMON, rested / 1024.0);
        context.record(RESTED_RATIO, Side.DAEMON, rested / (double) fresh);

        long none = daemon.collectedRssKib();
        try (AhpClient client = context.client(daemon, "after-load");
             ExecutorService pool = Executors.newFixedThreadPool(Scale.PARALLEL, Thread.ofVirtual().factory())) {
            List<String> channels = new ArrayList<>();
            for (int i = 0; i < sizes.scaleTerminals(); i++) {
                channels.add(context.newChannel());
            }
            AtomicInteger unopened = new AtomicInteger();
            List<ChannelWatch> watches = Scale.open(context, client, pool, channels, unopened);
            long open = daemon.collectedRssKib();
            Footprint.keepNativeMemory(daemon, "after-load-open");
            if (unopened.get() == 0) {
                context.record(perTerminal, Side.DAEMON, (open - none) / (double) watches.size());
                context.record(withTerminals, Side.DAEMON, open / 1024.0);
            } else {
                context.note("after load: " + unopened.get() + " of " + channels.size() + " terminals did not open;"
                        + " their memory is not weighed");
            }
            Scale.inParallel(pool, channels, channel -> {
                try {
                    client.dispose(channel, RunContext.REQUEST_TIMEOUT);
                } catch (Exception e) {
                    // one that never opened has nothing to dispose of
                }
            });
            client.problems().forEach(p -> context.note("after load: " + p));
        }
    }
}
