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
import java.time.Duration;
import java.util.List;
import java.util.Locale;

/**
 * An ACP agent's terminal (issue 14): the scripted ACP agent of the ACP backend's tests as the
 * daemon's agent ({@code --config}, {@link ScriptedAcpAgent}), one session of it working in a
 * temporary folder, and one turn whose script opens terminals one after the other:
 * {@code terminal/create} of {@code true} (a line for the daemon's shell), {@code
 * terminal/wait_for_exit}, {@code terminal/release}, a few rounds untimed and then the sizes' count,
 * each timed by the agent from sending {@code terminal/create} until {@code wait_for_exit} is
 * answered ({@code performance.now()}); p50 and p99. Beside them, where the time goes: p50 until
 * {@code terminal/create} is answered (the host spawned the shell and listed the terminal), and
 * p50 of the same command line spawned by the agent itself (node's {@code spawn} of
 * {@code $SHELL -c true} on pipes: no host, no pty), the floor of a process start from the agent.
 *
 * <p>The agent says its times in the chat, one line per list; the client reads them from the turn's
 * text ({@code chat/responsePart} and {@code chat/delta}). The daemon is a fresh one (the shared one
 * has no agent); the raw reader has no equivalent: the figures are the daemon's alone.
 */
public final class AcpTerminals implements Scenario {

    /** Untimed rounds before the timed ones, in the same turn. */
    static final int WARMUP = 20;

    /** What the agent's terminals run. */
    static final String COMMAND = "true";

    /** How long the one turn may take (the agent's start and every round). */
    private static final Duration TURN_TIMEOUT = Duration.ofMinutes(5);

    private static final Metric TIMED_P50 = new Metric(
            "ACP agent's terminal/create of `true` → wait_for_exit answered, p50 (scripted agent)", "ms", 2, new Target.AtMost(10));
    private static final Metric TIMED_P99 = new Metric("ACP agent's terminal/create of `true` → wait_for_exit answered, p99",
            "ms", 1, new Target.None());
    private static final Metric CREATED_P50 = new Metric("ACP agent's terminal: of which → terminal/create answered, p50",
            "ms", 2, new Target.None());
    private static final Metric SPAWNED_P50 = new Metric(
            "ACP agent spawning `$SHELL -c true` itself (node, pipes, no host), p50", "ms", 2, new Target.None());

    private final Sizes sizes;

    /** The scenario with {@code sizes.acpTerminals()} timed rounds. */
    public AcpTerminals(Sizes sizes) {
        this.sizes = sizes;
    }

    @Override
    public String name() {
        return "acp";
    }

    @Override
    public List<Metric> metrics() {
        return List.of(TIMED_P50, TIMED_P99, CREATED_P50, SPAWNED_P50);
    }

    @Override
    public void run(RunContext context) throws Exception {
        if (!context.daemonEnabled()) {
            return;
        }
        ScriptedAcpAgent agent = ScriptedAcpAgent.find(context.repository());
        String shell = System.getenv().getOrDefault("SHELL", "/bin/sh");
        Path config = agent.write(context.folder().resolve("acp"),
                ScriptedAcpAgent.script(COMMAND, shell, WARMUP, sizes.acpTerminals()));
        Daemon daemon = context.freshDaemon("acp", null, config);
        Path folder = Files.createTempDirectory("ahp-bench-acp-");
        try (AhpClient client = context.client(daemon, "acp")) {
            CommandTurns.OpenSession session = CommandTurns.openSession(client, folder, ScriptedAcpAgent.PROVIDER);
            Exception failure = null;
            try {
                CommandTurns.Timed turn = CommandTurns.run(client, session.chat(), "time terminals", TURN_TIMEOUT);
                record(context, turn);
                client.problems().forEach(p -> context.note("acp: " + p));
            } catch (Exception e) {
                failure = e;
                throw e;
            } finally {
                CommandTurns.disposeSession(client, session, failure);
            }
        } finally {
            context.stop(daemon);
            Files.deleteIfExists(folder);
        }
    }

    private void record(RunContext context, CommandTurns.Timed turn) throws IOException {
        TurnEvents events = turn.events();
        if (!TurnEvents.TURN_COMPLETE.equals(events.ending())) {
            throw new IOException("the agent's turn ended by " + events.ending() + "; it said: " + events.text().strip());
        }
        Percentiles timed = Percentiles.of(SaidTimes.of(events.text(), "timed"));
        Percentiles created = Percentiles.of(SaidTimes.of(events.text(), "created"));
        Percentiles spawned = Percentiles.of(SaidTimes.of(events.text(), "spawned"));
        if (timed.count() != sizes.acpTerminals()) {
            throw new IOException("the agent said " + timed.count() + " times, not " + sizes.acpTerminals());
        }
        context.record(TIMED_P50, Side.DAEMON, timed.at(50) / 1e6);
        context.record(TIMED_P99, Side.DAEMON, timed.at(99) / 1e6);
        context.record(CREATED_P50, Side.DAEMON, created.at(50) / 1e6);
        context.record(SPAWNED_P50, Side.DAEMON, spawned.at(50) / 1e6);
        System.err.printf(Locale.ROOT, "bench:   acp, ms (p50 / p90 / p99 of %d): create → exit answered %s; create answered %s;"
                + " spawned by the agent %s; the whole turn %.0f ms%n", timed.count(), profile(timed), profile(created),
                profile(spawned), turn.until(TurnEvents.TURN_COMPLETE) / 1e6);
    }

    private static String profile(Percentiles at) {
        return String.format(Locale.ROOT, "%.2f / %.2f / %.2f", at.at(50) / 1e6, at.at(90) / 1e6, at.at(99) / 1e6);
    }
}
