package ahp.bench.scenario;

import ahp.bench.daemon.Daemon;
import ahp.bench.report.Metric;
import ahp.bench.report.Results.Side;
import ahp.bench.report.Target;
import ahp.bench.stats.Percentiles;
import ahp.bench.wire.AhpClient;
import ahp.bench.wire.EchoServer;
import ahp.bench.wire.WebSocketClient;
import java.io.IOException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;

/**
 * Echo latency: single characters typed into {@code cat} and into {@code bash --norc --noprofile},
 * one at a time, each timed until it comes back in {@code terminal/data}; p50 and p99. The daemon's
 * probes come in two batches in one terminal: the first straight after whatever the run did before
 * (the throughput set and its thousand terminals, in a full run), and the second once the daemon has
 * been quiet for a moment after it ({@link QuietDaemon}), which is the keystroke of a daemon whose
 * input path is compiled: the rows with targets. The first batch is kept beside it. On two cores the
 * optimising compiler falls behind through the warm-up, so the input path's methods were still on the
 * JIT's profiling tier when the echo began, and were compiled during the first batch, the compiler
 * thread taking a CPU from the pty's poller (bench/NOTES.md, "The keystroke's tail"). Before both, a
 * daemon of its own types the same probes with nothing before them: a fresh daemon's first
 * keystrokes, which its start-up cache's method profiles speed up (bin/aot-train).
 *
 * <p>Beside them, the floor: the same client sending a frame of the same size to a bare echo server
 * ({@link EchoServer}) and reading it back, which is what the client and loopback cost with no host;
 * and the raw reader again, idle {@value #PAUSE_MICROS} µs before each probe into {@code cat}, as the
 * CPUs are between two of the daemon's probes: what the kernel's own echo costs then.
 */
public final class EchoLatency implements Scenario {

    private static final int WARMUP = 20;
    private static final Duration RAW_TIMEOUT = Duration.ofMinutes(5);

    private record Shell(String name, String line, Metric p50, Metric p99, Metric firstP50, Metric firstP99, Metric quiet,
            Metric freshP50, Metric freshP99) {
        Shell(String name, String line) {
            this(name, line,
                    new Metric("echo into " + name + ", p50", "µs", 0, new Target.AtMost(150)),
                    new Metric("echo into " + name + ", p99", "µs", 0, new Target.AtMost(1000)),
                    new Metric("echo into " + name + ", p50 of the first batch, straight after what ran before", "µs", 0,
                            new Target.None()),
                    new Metric("echo into " + name + ", p99 of the first batch, straight after what ran before", "µs", 0,
                            new Target.None()),
                    new Metric("echo into " + name + ": the daemon quiet again after the first batch", "s", 1,
                            new Target.None()),
                    new Metric("echo into " + name + ", p50 of a fresh daemon's first keystrokes", "µs", 0, new Target.None()),
                    new Metric("echo into " + name + ", p99 of a fresh daemon's first keystrokes", "µs", 0, new Target.None()));
        }
    }

    /** How long the daemon may take to go quiet after the first batch. */
    private static final Duration QUIET_DEADLINE = Duration.ofSeconds(30);

    private static final List<Shell> SHELLS = List.of(
            new Shell("cat", Commands.CAT),
            new Shell("bash", Commands.BASH));

    private static final Metric FLOOR_P50 =
            new Metric("client and loopback alone (bare echo server), p50", "µs", 0, new Target.None());
    private static final Metric FLOOR_P99 =
            new Metric("client and loopback alone (bare echo server), p99", "µs", 0, new Target.None());

    /** About the daemon's round trip: how long the CPUs sit idle between two of its probes. */
    static final int PAUSE_MICROS = 250;
    private static final Metric PAUSED_P50 = new Metric(
            "echo into cat, p50, the raw reader idle " + PAUSE_MICROS + " µs before each probe", "µs", 0,
            new Target.RawReference());
    private static final Metric PAUSED_P99 = new Metric(
            "echo into cat, p99, the raw reader idle " + PAUSE_MICROS + " µs before each probe", "µs", 0,
            new Target.RawReference());

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
        List<Metric> metrics = new ArrayList<>(List.of(FLOOR_P50, FLOOR_P99, PAUSED_P50, PAUSED_P99));
        SHELLS.forEach(s -> metrics.addAll(List.of(s.freshP50(), s.freshP99(), s.firstP50(), s.firstP99(), s.quiet(), s.p50(),
                s.p99())));
        return metrics;
    }

    @Override
    public void run(RunContext context) throws Exception {
        int count = sizes.echoProbes();
        Percentiles paused = Percentiles.of(context.raw().echoPaused(count, WARMUP, Commands.CAT, PAUSE_MICROS, RAW_TIMEOUT));
        context.record(PAUSED_P50, Side.RAW, paused.at(50) / 1e3);
        context.record(PAUSED_P99, Side.RAW, paused.at(99) / 1e3);
        if (context.daemonEnabled()) {
            long[] floor = floor(count);
            Percentiles percentiles = Percentiles.of(floor);
            context.record(FLOOR_P50, Side.DAEMON, percentiles.at(50) / 1e3);
            context.record(FLOOR_P99, Side.DAEMON, percentiles.at(99) / 1e3);
        }
        for (Shell shell : SHELLS) {
            record(context, shell, Side.RAW, context.raw().echo(count, WARMUP, shell.line(), RAW_TIMEOUT));
            if (context.daemonEnabled()) {
                fresh(context, shell, count);
                Daemon daemon = context.sharedDaemon();
                try (AhpClient client = context.client(daemon, "echo-" + shell.name())) {
                    double[] quietSeconds = {Double.NaN};
                    long[][] batches = Probes.inBatches(client, context.newChannel(), shell.line(), WARMUP,
                            new int[] {count, count}, () -> {
                                long started = System.nanoTime();
                                if (QuietDaemon.await(daemon.pid(), QUIET_DEADLINE)) {
                                    quietSeconds[0] = (System.nanoTime() - started) / 1e9;
                                } else {
                                    context.note("echo into " + shell.name() + ": the daemon was not quiet within "
                                            + QUIET_DEADLINE.toSeconds() + " s of the first batch");
                                }
                            }, Commands::echoProbe, Commands::echoProbe);
                    Percentiles first = Percentiles.of(batches[0]);
                    context.record(shell.firstP50(), Side.DAEMON, first.at(50) / 1e3);
                    context.record(shell.firstP99(), Side.DAEMON, first.at(99) / 1e3);
                    if (!Double.isNaN(quietSeconds[0])) {
                        context.record(shell.quiet(), Side.DAEMON, quietSeconds[0]);
                    }
                    record(context, shell, Side.DAEMON, batches[1]);
                    client.problems().forEach(p -> context.note("echo into " + shell.name() + ": " + p));
                }
            }
        }
    }

    /**
     * The first {@code count} keystrokes of a daemon started for them, none left out: what a person
     * typing into a daemon that has just started waits, and what the start-up cache's profiles
     * (bin/aot-train) are for.
     */
    private static void fresh(RunContext context, Shell shell, int count) throws Exception {
        Daemon fresh = context.freshDaemon("echo-fresh-" + shell.name());
        try (AhpClient client = context.client(fresh, "echo-fresh-" + shell.name())) {
            long[] nanos = Probes.run(client, context.newChannel(), shell.line(), count, 0, Commands::echoProbe,
                    Commands::echoProbe);
            Percentiles first = Percentiles.of(nanos);
            context.record(shell.freshP50(), Side.DAEMON, first.at(50) / 1e3);
            context.record(shell.freshP99(), Side.DAEMON, first.at(99) / 1e3);
            context.note("echo into " + shell.name() + " on a fresh daemon, the keystrokes over 1 ms: " + slowOnes(nanos, 1_000_000));
            client.problems().forEach(p -> context.note("echo into " + shell.name() + " on a fresh daemon: " + p));
        } finally {
            context.stop(fresh);
        }
    }

    /**
     * Where in {@code nanos} the samples over {@code limit} fall: how many among the first 100, the
     * next 400 and the rest, and the slowest with its place.
     */
    static String slowOnes(long[] nanos, long limit) {
        int[] counts = new int[3];
        int slowest = 0;
        for (int i = 0; i < nanos.length; i++) {
            if (nanos[i] > limit) {
                counts[i < 100 ? 0 : i < 500 ? 1 : 2]++;
            }
            if (nanos[i] > nanos[slowest]) {
                slowest = i;
            }
        }
        return String.format("%d of the first 100, %d of the next 400, %d of the other %d; the slowest %.1f ms, keystroke %d",
                counts[0], counts[1], counts[2], Math.max(0, nanos.length - 500), nanos.length == 0 ? 0 : nanos[slowest] / 1e6,
                slowest);
    }

    /** Round trips of a small frame (timed, as the probes are, when the reader thread has it) through the driver's client and a bare echo server. */
    private static long[] floor(int count) throws Exception {
        BlockingQueue<Long> echoes = new LinkedBlockingQueue<>();
        long[] samples = new long[count];
        try (EchoServer server = EchoServer.start();
                WebSocketClient client = WebSocketClient.connect(server.address(), Map.of(), RunContext.REQUEST_TIMEOUT,
                        new WebSocketClient.Listener() {
                            @Override
                            public void onText(String text) {
                                echoes.add(System.nanoTime());
                            }

                            @Override
                            public void onClose(int code, String reason) {}

                            @Override
                            public void onError(Throwable error) {}
                        })) {
            for (int i = 0; i < WARMUP * 10 + count; i++) {
                String frame = "{\"jsonrpc\":\"2.0\",\"method\":\"dispatchAction\",\"params\":{\"n\":" + i + "}}";
                long start = System.nanoTime();
                client.sendText(frame);
                Long end = echoes.poll(Probes.PROBE_TIMEOUT.toMillis(), TimeUnit.MILLISECONDS);
                if (end == null) {
                    throw new IOException("the bare echo server did not answer within " + Probes.PROBE_TIMEOUT);
                }
                if (i >= WARMUP * 10) {
                    samples[i - WARMUP * 10] = end - start;
                }
            }
        }
        return samples;
    }

    private static void record(RunContext context, Shell shell, Side side, long[] nanos) {
        Percentiles percentiles = Percentiles.of(nanos);
        context.record(shell.p50(), side, percentiles.at(50) / 1e3);
        context.record(shell.p99(), side, percentiles.at(99) / 1e3);
    }
}
