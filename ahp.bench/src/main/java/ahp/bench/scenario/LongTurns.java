package ahp.bench.scenario;

import ahp.bench.daemon.Daemon;
import ahp.bench.report.Metric;
import ahp.bench.report.Results.Side;
import ahp.bench.report.Target;
import ahp.bench.stats.Percentiles;
import ahp.bench.wire.AhpClient;
import ahp.bench.wire.TurnEvents;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Locale;
import tools.jackson.databind.json.JsonMapper;
import tools.jackson.databind.node.ObjectNode;

/**
 * Long agent turns (issue 28): the scripted ACP agent's {@code bash} of {@code true} through the
 * daemon's MCP server, timed over the last {@value #TIMED} calls of a turn of {@value #SHORT} calls
 * and of a turn of {@value #LONG} calls ({@value #LONG_QUICK} with {@code --quick}), on one fresh
 * daemon after a turn of untimed calls that brings it to its steady state (as {@link McpTools}). Every
 * action of a call is folded into its turn's chat state, so a per-call cost that grew with the turn's
 * length shows as the ratio of the two medians. The short turn runs twice, before and after the long
 * one; the ratio is taken to the one after, which the daemon serves warmer than the long turn's last
 * calls (the one before is still in the JIT's warm-up, and favours the long turn). Each turn starts
 * once the daemon is quiet after the one before ({@link QuietDaemon}): a turn's end leaves work (the
 * turn kept in the session store) that would otherwise land on the next turn's first calls.
 */
public final class LongTurns implements Scenario {

    static final int TIMED = 100;
    static final int SHORT = 100;
    static final int LONG = 5_000;
    static final int LONG_QUICK = 500;

    private static final String WARM_PROMPT = "warm long";
    private static final String SHORT_PROMPT = "time short";
    private static final String SHORT_AGAIN_PROMPT = "time short again";
    private static final String LONG_PROMPT = "time long";
    private static final Duration TURN_TIMEOUT = Duration.ofMinutes(10);
    private static final Duration QUIET_DEADLINE = Duration.ofSeconds(60);

    private static final Metric SHORT_P50 = new Metric(
            "ACP agent's `bash` of `true` via MCP, a turn of 100 calls, p50", "ms", 2, new Target.None());
    private static final Metric LONG_P50 = new Metric(
            "the same, last 100 calls of a turn of 5,000 (500 with --quick), p50", "ms", 2, new Target.None());
    private static final Metric SHORT_AGAIN_P50 = new Metric(
            "the same, a turn of 100 calls after the long turn, p50", "ms", 2, new Target.None());
    private static final Metric RATIO = new Metric(
            "long turn's p50 / the p50 of the turn of 100 after it", "×", 2, new Target.AtMost(1.2));

    private final Sizes sizes;

    /** The scenario, warmed by ten untimed calls per {@code sizes.acpTerminals()}. */
    public LongTurns(Sizes sizes) {
        this.sizes = sizes;
    }

    @Override
    public String name() {
        return "longturn";
    }

    @Override
    public List<Metric> metrics() {
        return List.of(SHORT_P50, LONG_P50, SHORT_AGAIN_P50, RATIO);
    }

    @Override
    public void run(RunContext context) throws Exception {
        if (!context.daemonEnabled()) {
            return;
        }
        int longTurn = sizes.acpTerminals() < 200 ? LONG_QUICK : LONG;
        ScriptedAcpAgent agent = ScriptedAcpAgent.find(context.repository());
        Path config = agent.write(context.folder().resolve("longturn"), agentScript(McpTools.WARMUP_PER_TIMED
                * sizes.acpTerminals(), longTurn));
        Daemon daemon = context.freshDaemon("longturn", null, config);
        Path folder = Files.createTempDirectory("ahp-bench-longturn-");
        try (AhpClient client = context.client(daemon, "longturn")) {
            CommandTurns.OpenSession session = CommandTurns.openAgentSession(client, folder);
            Exception failure = null;
            try {
                turn(context, daemon, client, session, WARM_PROMPT);
                Percentiles shortTurn = timed(turn(context, daemon, client, session, SHORT_PROMPT));
                Percentiles longOne = timed(turn(context, daemon, client, session, LONG_PROMPT));
                Percentiles shortAgain = timed(turn(context, daemon, client, session, SHORT_AGAIN_PROMPT));
                client.problems().forEach(p -> context.note("longturn: " + p));
                double ratio = (double) longOne.at(50) / shortAgain.at(50);
                context.record(SHORT_P50, Side.DAEMON, shortTurn.at(50) / 1e6);
                context.record(LONG_P50, Side.DAEMON, longOne.at(50) / 1e6);
                context.record(SHORT_AGAIN_P50, Side.DAEMON, shortAgain.at(50) / 1e6);
                context.record(RATIO, Side.DAEMON, ratio);
                System.err.printf(Locale.ROOT, "bench:   longturn, p50 of the last %d calls: turn of %d %.2f ms,"
                        + " turn of %d %.2f ms, turn of %d again %.2f ms, ratio %.2f%n", TIMED, SHORT,
                        shortTurn.at(50) / 1e6, longTurn, longOne.at(50) / 1e6, SHORT, shortAgain.at(50) / 1e6, ratio);
            } catch (Exception e) {
                failure = e;
                throw e;
            } finally {
                CommandTurns.disposeSession(client, session, failure);
            }
        } finally {
            context.stop(daemon);
            CommandTurns.removeFolder(folder);
        }
    }

    private static Percentiles timed(TurnEvents turn) {
        return Percentiles.of(SaidTimes.of(turn.text(), "mcp timed"));
    }

    /** The turn {@code prompt}, started once the daemon is quiet after the turn before it. */
    private static TurnEvents turn(RunContext context, Daemon daemon, AhpClient client, CommandTurns.OpenSession session,
            String prompt) throws Exception {
        if (!QuietDaemon.await(daemon.pid(), QUIET_DEADLINE)) {
            context.note("longturn: the daemon was still busy " + QUIET_DEADLINE.toSeconds() + " s after the turn before '"
                    + prompt + "'");
        }
        return McpTools.completed(CommandTurns.run(client, session.chat(), prompt, TURN_TIMEOUT).events());
    }

    /** A turn of {@code warmup} untimed calls, then the short, the long and the short turn again, each timing its last {@value #TIMED}. */
    private static ObjectNode agentScript(int warmup, int longTurn) {
        ObjectNode script = JsonMapper.shared().createObjectNode();
        ObjectNode turns = script.putObject("turns");
        McpTools.timeBash(turns.putArray(WARM_PROMPT), warmup, 1);
        McpTools.timeBash(turns.putArray(SHORT_PROMPT), SHORT - TIMED, TIMED);
        McpTools.timeBash(turns.putArray(LONG_PROMPT), longTurn - TIMED, TIMED);
        McpTools.timeBash(turns.putArray(SHORT_AGAIN_PROMPT), SHORT - TIMED, TIMED);
        return script;
    }
}
