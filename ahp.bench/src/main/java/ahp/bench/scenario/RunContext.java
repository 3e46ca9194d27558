package ahp.bench.scenario;

import ahp.bench.daemon.Daemon;
import ahp.bench.raw.RawReader;
import ahp.bench.report.Metric;
import ahp.bench.report.Results;
import ahp.bench.wire.AhpClient;
import ahp.bench.wire.RpcException;
import java.io.IOException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.UUID;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * One run: its number, the raw reader, the daemons it starts, and where its figures go.
 *
 * <p>The scenarios that measure speed share one daemon per run, warmed up once when it starts, as
 * a daemon that has been up a while is; footprint and scale each get a fresh one, since they weigh it.
 */
public final class RunContext implements AutoCloseable {

    /** How long a request may take to be answered. */
    static final Duration REQUEST_TIMEOUT = Duration.ofSeconds(30);

    private final int run;
    private final RawReader raw;
    private final Daemon.Launch launch;
    private final Path folder;
    private final Results results;
    private final Sizes sizes;
    private final AtomicInteger channels = new AtomicInteger();
    private final AtomicInteger daemons = new AtomicInteger();
    private Daemon shared;
    private long sharedFreshRssKib;
    private Exception sharedFailure;

    /**
     * A run.
     *
     * @param launch how to start the daemon; null to measure the raw reader alone
     * @param folder where this run's daemons keep their folders
     */
    public RunContext(int run, RawReader raw, Daemon.Launch launch, Path folder, Results results, Sizes sizes) {
        this.run = run;
        this.raw = raw;
        this.launch = launch;
        this.folder = folder;
        this.results = results;
        this.sizes = sizes;
    }

    int run() {
        return run;
    }

    RawReader raw() {
        return raw;
    }

    Sizes sizes() {
        return sizes;
    }

    /** Where this run's daemons keep their folders. */
    Path folder() {
        return folder;
    }

    /** The repository root, where the launcher runs. */
    Path repository() {
        if (launch == null) {
            throw new IllegalStateException("the daemon is not measured in this run");
        }
        return launch.repository();
    }

    boolean daemonEnabled() {
        return launch != null;
    }

    /** The run's shared daemon, started and warmed up on first use; one that failed to start is not tried again. */
    Daemon sharedDaemon() throws Exception {
        if (sharedFailure != null) {
            throw new IOException("the run's daemon failed earlier: " + sharedFailure.getMessage(), sharedFailure);
        }
        if (shared == null) {
            Daemon started = freshDaemon("shared");
            shared = started;
            try {
                sharedFreshRssKib = started.settledRssKib();
                Footprint.keepNativeMemory(started, "fresh");
                Warmup.run(this, started);
            } catch (Exception e) {
                sharedFailure = new IOException("warming the run's daemon up failed: " + e.getMessage(), e);
                throw sharedFailure;
            }
        }
        return shared;
    }

    /**
     * The shared daemon's resident memory just after it started, before its warm-up and with no
     * client (settled, no collection forced), in KiB: what a daemon that has done nothing costs, the
     * baseline of {@link AfterLoad}'s reading.
     */
    long sharedFreshRssKib() throws Exception {
        sharedDaemon();
        return sharedFreshRssKib;
    }

    /** A daemon of its own, in a folder named after {@code label}; the caller stops it with {@link #stop(Daemon)}. */
    Daemon freshDaemon(String label) throws IOException {
        return freshDaemon(label, null);
    }

    /**
     * A daemon of its own, in a folder named after {@code label}, on the state folder {@code state}
     * (another daemon's, to start on what it kept; null for one of its own); the caller stops it with
     * {@link #stop(Daemon)}.
     */
    Daemon freshDaemon(String label, Path state) throws IOException {
        return freshDaemon(label, state, null);
    }

    /**
     * A daemon of its own, in a folder named after {@code label}, on the state folder {@code state}
     * (null for one of its own), started with {@code --config config} (null for none); the caller
     * stops it with {@link #stop(Daemon)}.
     */
    Daemon freshDaemon(String label, Path state, Path config) throws IOException {
        if (launch == null) {
            throw new IllegalStateException("the daemon is not measured in this run");
        }
        Path own = folder.resolve(String.format("%02d-%s", daemons.incrementAndGet(), label));
        try {
            Daemon daemon = Daemon.start(launch, own, state == null ? own.resolve("state") : state, config);
            System.err.println("bench:   daemon pid " + daemon.pid() + " at " + daemon.address() + ", log " + own.resolve("daemon.log"));
            return daemon;
        } catch (IOException e) {
            if (label.equals("shared")) {
                sharedFailure = e;
            }
            throw e;
        }
    }

    /** Stops a daemon, noting what stopping it found. */
    void stop(Daemon daemon) {
        daemon.close();
        daemon.findings().forEach(finding -> note("daemon " + daemon.folder().getFileName() + ": " + finding));
    }

    /** A client of {@code daemon}, initialized. */
    AhpClient client(Daemon daemon, String name) throws IOException, RpcException, TimeoutException {
        return AhpClient.connect(daemon.address(), daemon.token(), "bench-" + name, REQUEST_TIMEOUT);
    }

    /** A terminal URI no other terminal of this run has. */
    String newChannel() {
        return "ahp-terminal:/bench-r" + run + "-" + channels.incrementAndGet();
    }

    /** A session URI of the kind the protocol names, {@code ahp-session:/<uuid>}. */
    static String newSession() {
        return "ahp-session:/" + UUID.randomUUID();
    }

    void record(Metric metric, Results.Side side, double value) {
        results.record(metric, run, side, value);
    }

    void note(String note) {
        results.note("run " + run + ": " + note);
    }

    /** Stops the shared daemon. */
    @Override
    public void close() {
        if (shared != null) {
            stop(shared);
            shared = null;
        }
    }
}
