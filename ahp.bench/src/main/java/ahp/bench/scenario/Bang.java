package ahp.bench.scenario;

import ahp.bench.daemon.Daemon;
import ahp.bench.report.Metric;
import ahp.bench.report.Results.Side;
import ahp.bench.report.Target;
import ahp.bench.stats.Percentiles;
import ahp.bench.wire.AhpClient;
import ahp.bench.wire.TurnEvents;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * A {@code !} command turn: {@code !true} sent as a turn of the person's on a session's chat, through
 * one client, timed from just before its {@code chat/turnStarted} is sent until its
 * {@code chat/turnComplete} is read, after two untimed turns per timed one; p50 and p99; and, as a guard,
 * the first 50 of the untimed turns (the first after the daemon started, when the scenario runs first)
 * against the warm ones. Beside
 * them, where the time goes: p50 until the call names its terminal ({@code chat/toolCallContentChanged}: the shell was
 * spawned, printed and is listed) and until the call completes ({@code chat/toolCallComplete}: the
 * command ended and what the terminal printed was kept), and each action's arrival printed with the
 * run and kept per turn beside the daemon's log ({@link TurnStamps}). The session works in a
 * temporary folder; each turn's terminal is disposed of after the turn. The raw reader has no
 * equivalent: the figures are the daemon's alone.
 */
public final class Bang implements Scenario {

    /**
     * Untimed turns first, per timed one: they take the daemon's turn path to its steady state (the
     * JIT's second tier compiles it only after a few hundred turns; bench/NOTES.md has both figures).
     */
    private static final int WARMUP_PER_TIMED = 2;

    /**
     * The target: what a fresh integrated bash costs to reach its prompt on the bench's machine (12.5 ms
     * at p50, bench/NOTES.md, "No spare shells") plus the turn's own work (3.7 ms at p50 when a shell
     * sat ready), rounded: each command opens the shell it runs in when its turn comes.
     */
    private static final Metric TURN_P50 = new Metric("`!true` turn, p50: chat/turnStarted sent → chat/turnComplete read",
            "ms", 2, new Target.AtMost(16));
    private static final Metric TURN_P99 = new Metric("`!true` turn, p99", "ms", 1, new Target.None());
    private static final Metric LISTED_P50 = new Metric(
            "`!true` turn, p50: → its terminal listed (chat/toolCallContentChanged)", "ms", 2, new Target.None());
    private static final Metric ENDED_P50 = new Metric(
            "`!true` turn, p50: → the command ended and its output kept (chat/toolCallComplete)", "ms", 2, new Target.None());

    /** How many of the first, untimed turns the guard row times: those a person meets after a start. */
    private static final int FIRST = 50;

    /**
     * The guard row (issue 28): the first turns after the daemon started, against the warm ones. A
     * daemon is judged on its steady state, but a person's first commands after a start are the ones
     * they notice; they may be slower, not much.
     */
    private static final Metric FIRST_RATIO = new Metric(
            "`!true` turn, p50 of the first " + FIRST + " turns after the start / p50 of the warm ones", "ratio", 2,
            new Target.AtMost(2));

    private final Sizes sizes;
    private final Metric failed;

    /** The scenario with {@code sizes.bangTurns()} timed turns. */
    public Bang(Sizes sizes) {
        this.sizes = sizes;
        this.failed = new Metric("`!true` turns that did not complete with their call succeeded (of " + sizes.bangTurns()
                + ")", "turns", 0, new Target.Zero());
    }

    @Override
    public String name() {
        return "bang";
    }

    @Override
    public List<Metric> metrics() {
        return List.of(TURN_P50, TURN_P99, LISTED_P50, ENDED_P50, FIRST_RATIO, failed);
    }

    @Override
    public void run(RunContext context) throws Exception {
        if (!context.daemonEnabled()) {
            return;
        }
        Daemon daemon = context.sharedDaemon();
        Path folder = Files.createTempDirectory("ahp-bench-bang-");
        try (AhpClient client = context.client(daemon, "bang")) {
            CommandTurns.OpenSession session = CommandTurns.openSession(client, folder);
            Exception failure = null;
            try {
                List<CommandTurns.Timed> first = new ArrayList<>();
                for (int i = 0; i < WARMUP_PER_TIMED * sizes.bangTurns(); i++) {
                    CommandTurns.Timed turn = CommandTurns.run(client, session.chat(), CommandTurns.TRUE);
                    if (i < FIRST && turn.events().problem().isEmpty()) {
                        first.add(turn);
                    }
                }
                List<CommandTurns.Timed> turns = new ArrayList<>();
                int bad = 0;
                for (int i = 0; i < sizes.bangTurns(); i++) {
                    CommandTurns.Timed turn = CommandTurns.run(client, session.chat(), CommandTurns.TRUE);
                    Optional<String> problem = turn.events().problem();
                    if (problem.isPresent()) {
                        if (++bad <= 3) {
                            context.note("bang: " + problem.get());
                        }
                    } else {
                        turns.add(turn);
                    }
                }
                context.record(failed, Side.DAEMON, bad);
                if (!turns.isEmpty()) {
                    Percentiles total = TurnStamps.percentiles(turns, TurnEvents.TURN_COMPLETE);
                    context.record(TURN_P50, Side.DAEMON, total.at(50) / 1e6);
                    context.record(TURN_P99, Side.DAEMON, total.at(99) / 1e6);
                    context.record(LISTED_P50, Side.DAEMON, TurnStamps.percentiles(turns, TurnEvents.TOOL_CALL_CONTENT_CHANGED).at(50) / 1e6);
                    context.record(ENDED_P50, Side.DAEMON, TurnStamps.percentiles(turns, TurnEvents.TOOL_CALL_COMPLETE).at(50) / 1e6);
                    if (!first.isEmpty()) {
                        context.record(FIRST_RATIO, Side.DAEMON,
                                (double) TurnStamps.percentiles(first, TurnEvents.TURN_COMPLETE).at(50) / total.at(50));
                    }
                    System.err.println("bench:   bang, ms from sending the turn (p50 / p90 / p99 of " + turns.size() + "): "
                            + TurnStamps.profile(turns));
                }
                TurnStamps.write(daemon.folder(), turns);
                client.problems().forEach(p -> context.note("bang: " + p));
            } catch (Exception e) {
                failure = e;
                throw e;
            } finally {
                CommandTurns.disposeSession(client, session, failure);
            }
        } finally {
            deleteEmpty(folder);
        }
    }

    /** Removes the session's folder, which a {@code !true} leaves as it found it: empty. */
    private static void deleteEmpty(Path folder) throws IOException {
        Files.deleteIfExists(folder);
    }
}
