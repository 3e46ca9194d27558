package ahp.bench.scenario;

import ahp.bench.daemon.Daemon;
import ahp.bench.report.Metric;
import ahp.bench.report.Results.Side;
import ahp.bench.report.Target;
import ahp.bench.stats.Percentiles;
import ahp.bench.wire.AhpClient;
import ahp.bench.wire.ChannelWatch;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.List;

/**
 * Restart: a daemon builds a session store of kept terminals ({@link KeptStore}) and is stopped as
 * the harness stops every daemon (SIGTERM); then a daemon is started on an empty state folder, and
 * another on the one kept, each timed from starting its launcher (the JVM's start included) until it
 * answered {@code initialize} and {@code listSessions} listed every session it holds, so the
 * difference is what the kept sessions cost a start. On the restarted daemon, {@code subscribe} to
 * kept terminals spread over the store, each answered from what was kept (an exited terminal), is
 * timed one at a time: the median, and the first, which meets the daemon's code cold.
 *
 * <p>The subscribe has no target: no issue names one, and it is a file read per terminal, which
 * a person opening an old chat's terminal meets once. The figure is there to show that it stays
 * that.
 */
public final class Restart implements Scenario {

    /** How many kept terminals are subscribed to after the restart. */
    static final int SUBSCRIBES = 50;

    private final Sizes sizes;
    private final Metric restart;
    private final Metric restartAddress;
    private final Metric empty;
    private final Metric emptyAddress;
    private final Metric subscribeP50;
    private final Metric subscribeFirst;
    private final Metric wrong;
    private final Metric building;

    /** The scenario with {@code sizes.keptTerminals()} kept terminals. */
    public Restart(Sizes sizes) {
        this.sizes = sizes;
        int terminals = sizes.keptTerminals();
        int sessions = KeptStore.turnsPerSession(terminals).size();
        String store = terminals + " kept terminals (" + sessions + " sessions)";
        this.restart = new Metric("restart on " + store + ": launcher started → initialize answered, listSessions lists all",
                "s", 2, new Target.AtMost(2));
        this.restartAddress = new Metric("restart on " + store + ": of which until its ws:// line", "s", 2, new Target.None());
        this.empty = new Metric("start on an empty state dir: launcher started → initialize answered, listSessions lists none",
                "s", 2, new Target.None());
        this.emptyAddress = new Metric("start on an empty state dir: of which until its ws:// line", "s", 2, new Target.None());
        int subscribes = Math.min(SUBSCRIBES, terminals);
        this.subscribeP50 = new Metric("restart: subscribe to a kept terminal, p50 of " + subscribes + " different ones", "ms", 2,
                new Target.None());
        this.subscribeFirst = new Metric("restart: the first of those subscribes", "ms", 2, new Target.None());
        this.wrong = new Metric("restart: sessions not listed, kept terminals not answered exited with code 0", "count", 0,
                new Target.Zero());
        this.building = new Metric("restart: building the store (" + terminals + " `!true` turns, " + KeptStore.PARALLEL
                + " sessions at a time)", "s", 1, new Target.None());
    }

    @Override
    public String name() {
        return "restart";
    }

    @Override
    public List<Metric> metrics() {
        return List.of(restart, restartAddress, empty, emptyAddress, subscribeP50, subscribeFirst, wrong, building);
    }

    @Override
    public void run(RunContext context) throws Exception {
        if (!context.daemonEnabled()) {
            return;
        }
        Path folder = Files.createTempDirectory("ahp-bench-restart-");
        try {
            KeptStore.Built built;
            Path state;
            Daemon builder = context.freshDaemon("restart-build");
            try (AhpClient client = context.client(builder, "restart-build")) {
                long start = System.nanoTime();
                built = KeptStore.build(context, client, folder, sizes.keptTerminals());
                context.record(building, Side.DAEMON, (System.nanoTime() - start) / 1e9);
                client.problems().forEach(p -> context.note("restart, building the store: " + p));
                state = builder.stateFolder();
            } finally {
                context.stop(builder);
            }

            Daemon fresh = context.freshDaemon("restart-empty");
            try (AhpClient client = context.client(fresh, "restart-empty")) {
                List<String> listed = client.listSessions(RunContext.REQUEST_TIMEOUT);
                long answered = System.nanoTime();
                if (!listed.isEmpty()) {
                    context.note("restart: a daemon on an empty state dir listed " + listed.size() + " sessions");
                }
                context.record(empty, Side.DAEMON, (answered - fresh.launchedAtNanos()) / 1e9);
                context.record(emptyAddress, Side.DAEMON, (fresh.addressAtNanos() - fresh.launchedAtNanos()) / 1e9);
            } finally {
                context.stop(fresh);
            }

            Daemon restarted = context.freshDaemon("restart-kept", state);
            try (AhpClient client = context.client(restarted, "restart-kept")) {
                List<String> listed = client.listSessions(RunContext.REQUEST_TIMEOUT);
                long answered = System.nanoTime();
                context.record(restart, Side.DAEMON, (answered - restarted.launchedAtNanos()) / 1e9);
                context.record(restartAddress, Side.DAEMON, (restarted.addressAtNanos() - restarted.launchedAtNanos()) / 1e9);
                int missing = missing(context, built.sessions(), listed);
                int unanswered = subscribe(context, client, KeptStore.spread(built.terminals(), SUBSCRIBES));
                context.record(wrong, Side.DAEMON, missing + unanswered + built.failedTurns());
                client.problems().forEach(p -> context.note("restart: " + p));
            } finally {
                context.stop(restarted);
            }
        } finally {
            Files.deleteIfExists(folder);
        }
    }

    /** How many of the sessions built the restarted daemon did not list (noted). */
    private static int missing(RunContext context, List<String> built, List<String> listed) {
        HashSet<String> left = new HashSet<>(built);
        listed.forEach(left::remove);
        if (!left.isEmpty()) {
            context.note("restart: " + left.size() + " of " + built.size() + " sessions were not listed after the restart, e.g. "
                    + left.iterator().next());
        }
        return left.size();
    }

    /**
     * Subscribes to each kept terminal in turn, timing each until its answer was read; records the
     * median and the first; returns how many were not answered as a terminal that exited with code 0.
     */
    private int subscribe(RunContext context, AhpClient client, List<String> terminals) throws Exception {
        long[] nanos = new long[terminals.size()];
        int wrongAnswers = 0;
        for (int i = 0; i < terminals.size(); i++) {
            long start = System.nanoTime();
            ChannelWatch watch = client.subscribe(terminals.get(i), false, RunContext.REQUEST_TIMEOUT);
            nanos[i] = System.nanoTime() - start;
            if (!watch.exited() || watch.exitCode() == null || watch.exitCode() != 0) {
                if (++wrongAnswers <= 3) {
                    context.note("restart: " + terminals.get(i) + " was answered " + (watch.exited()
                            ? "exited with code " + watch.exitCode() : "not exited"));
                }
            }
        }
        if (nanos.length > 0) {
            context.record(subscribeP50, Side.DAEMON, Percentiles.of(nanos).at(50) / 1e6);
            context.record(subscribeFirst, Side.DAEMON, nanos[0] / 1e6);
        }
        return wrongAnswers;
    }
}
