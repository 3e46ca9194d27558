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
import java.util.concurrent.TimeUnit;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;
import tools.jackson.databind.node.ArrayNode;
import tools.jackson.databind.node.ObjectNode;

/**
 * The agent shell tools over MCP (issue 15): {@code bash} of {@code true} on a warm shell, from an MCP
 * request sent to its answer. Twice, on one fresh daemon: from a person's MCP client (the scripted
 * client on the official MCP TypeScript SDK, {@code mcp-client.mjs}, driving {@code ahpd mcp} over
 * stdio, started with the bench's launcher), and from the scripted ACP agent's model through the MCP
 * server the daemon named in {@code session/new} (with {@code enableCustomTerminalTool} on). Each
 * client times its own calls ({@code performance.now()}) after ten untimed ones per timed one, which
 * open and warm the chat's shell and bring the daemon to its steady state; p50 and p99.
 */
public final class McpTools implements Scenario {

    /**
     * Untimed calls first, per timed one: the first opens the chat's shell, and the rest take the
     * daemon and {@code ahpd mcp} to their steady state (the JIT's second tier compiles the call's
     * path only after a few hundred calls; bench/NOTES.md has both figures).
     */
    static final int WARMUP_PER_TIMED = 10;

    /** Untimed calls at the start of the ACP agent's timed turn (its turn of warm-up calls comes before). */
    private static final int IN_TURN_WARMUP = 20;

    private static final String WARM_PROMPT = "warm mcp";
    private static final String TIMED_PROMPT = "time mcp";

    private static final Path CLIENT = Path.of("ahp.backends.acp", "src", "test", "agent", "mcp-client.mjs");
    private static final Duration RUN_TIMEOUT = Duration.ofMinutes(5);

    private static final Metric MCP_P50 = new Metric(
            "MCP client's `bash` of `true` on a warm shell (ahpd mcp, stdio), request → answer, p50", "ms", 2,
            new Target.AtMost(3));
    private static final Metric MCP_P99 = new Metric("MCP client's `bash` of `true`, p99", "ms", 1, new Target.None());
    private static final Metric ACP_P50 = new Metric(
            "ACP agent's `bash` of `true` through the daemon's MCP server, request → answer, p50", "ms", 2,
            new Target.AtMost(3));
    private static final Metric ACP_P99 = new Metric("ACP agent's `bash` of `true` via MCP, p99", "ms", 1, new Target.None());

    private final Sizes sizes;

    /** The scenario with {@code sizes.acpTerminals()} timed calls each way. */
    public McpTools(Sizes sizes) {
        this.sizes = sizes;
    }

    @Override
    public String name() {
        return "mcp";
    }

    @Override
    public List<Metric> metrics() {
        return List.of(MCP_P50, MCP_P99, ACP_P50, ACP_P99);
    }

    @Override
    public void run(RunContext context) throws Exception {
        if (!context.daemonEnabled()) {
            return;
        }
        ScriptedAcpAgent agent = ScriptedAcpAgent.find(context.repository());
        Path config = agent.write(context.folder().resolve("mcp"), agentScript(sizes.acpTerminals()));
        Daemon daemon = context.freshDaemon("mcp", null, config);
        Path folder = Files.createTempDirectory("ahp-bench-mcp-");
        try {
            Percentiles person = Percentiles.of(personsClient(context, daemon, folder));
            context.record(MCP_P50, Side.DAEMON, person.at(50) / 1e6);
            context.record(MCP_P99, Side.DAEMON, person.at(99) / 1e6);
            Percentiles viaAcp = Percentiles.of(acpAgent(context, daemon, folder));
            context.record(ACP_P50, Side.DAEMON, viaAcp.at(50) / 1e6);
            context.record(ACP_P99, Side.DAEMON, viaAcp.at(99) / 1e6);
            System.err.printf(Locale.ROOT, "bench:   mcp, ms (p50 / p90 / p99 of %d): ahpd mcp %s; via the ACP agent %s%n",
                    person.count(), profile(person), profile(viaAcp));
        } finally {
            context.stop(daemon);
            CommandTurns.removeFolder(folder);
        }
    }

    /** The times of the person's MCP client, in nanoseconds. */
    private long[] personsClient(RunContext context, Daemon daemon, Path folder) throws Exception {
        ObjectNode script = JsonMapper.shared().createObjectNode().put("clientName", "bench");
        int count = sizes.acpTerminals();
        ObjectNode step = script.putArray("steps").addObject().put("time", "bash").put("warmup", WARMUP_PER_TIMED * count)
                .put("count", count);
        step.putObject("arguments").put("command", "true");
        Path scriptFile = folder.resolve("mcp-client-script.json");
        Files.writeString(scriptFile, script.toString());
        Path out = folder.resolve("mcp-client.out");
        Path err = folder.resolve("mcp-client.err");
        ProcessBuilder builder = new ProcessBuilder("node", context.repository().resolve(CLIENT).toString(),
                scriptFile.toString(), context.repository().resolve("ahpd").toString(), "mcp",
                "--url", daemon.address().toString(), "--cwd", folder.toString())
                .directory(folder.toFile()).redirectOutput(out.toFile()).redirectError(err.toFile());
        builder.environment().put("AHP_TOKEN", daemon.token());
        Process process = builder.start();
        process.getOutputStream().close();
        if (!process.waitFor(RUN_TIMEOUT.toSeconds(), TimeUnit.SECONDS)) {
            process.descendants().forEach(ProcessHandle::destroyForcibly);
            process.destroyForcibly();
            throw new IOException("the MCP client did not end within " + RUN_TIMEOUT);
        }
        if (process.exitValue() != 0) {
            throw new IOException("the MCP client exited with " + process.exitValue() + ": " + Files.readString(err).strip());
        }
        JsonNode line = JsonMapper.shared().readTree(Files.readString(out).strip().lines().reduce((a, b) -> b).orElse("{}"));
        return nanos(line.path("ms"));
    }

    /** The times the ACP agent said, in nanoseconds. */
    private long[] acpAgent(RunContext context, Daemon daemon, Path folder) throws Exception {
        try (AhpClient client = context.client(daemon, "mcp")) {
            CommandTurns.OpenSession session = CommandTurns.openAgentSession(client, folder);
            Exception failure = null;
            try {
                completed(CommandTurns.run(client, session.chat(), WARM_PROMPT, RUN_TIMEOUT).events());
                TurnEvents events = completed(CommandTurns.run(client, session.chat(), TIMED_PROMPT, RUN_TIMEOUT).events());
                client.problems().forEach(p -> context.note("mcp: " + p));
                return SaidTimes.of(events.text(), "mcp timed");
            } catch (Exception e) {
                failure = e;
                throw e;
            } finally {
                CommandTurns.disposeSession(client, session, failure);
            }
        }
    }

    /**
     * The agent's script: a turn of untimed calls that warms the daemon and the tool server, then the
     * timed turn, with 20 untimed calls of its own first. Apart, so that the timed turn holds as many
     * calls as it did before the long warm-up: every action of a call is folded into its turn, and the
     * chat reducer looks through the turn's earlier calls at each (bench/NOTES.md).
     */
    private static ObjectNode agentScript(int count) {
        ObjectNode turns = JsonMapper.shared().createObjectNode();
        ObjectNode script = JsonMapper.shared().createObjectNode();
        script.set("turns", turns);
        timeBash(turns.putArray(WARM_PROMPT), WARMUP_PER_TIMED * count, 1);
        timeBash(turns.putArray(TIMED_PROMPT), IN_TURN_WARMUP, count);
        return script;
    }

    /** A step of the agent's turn: {@code warmup} untimed calls of {@code bash true}, then {@code count} timed ones. */
    static void timeBash(ArrayNode steps, int warmup, int count) {
        ObjectNode timed = steps.addObject().putObject("timeMcp").put("name", "bash").put("warmup", warmup).put("count", count);
        timed.putObject("arguments").put("command", "true");
    }

    /** {@code events}, when the agent's turn completed. */
    static TurnEvents completed(TurnEvents events) throws IOException {
        if (!TurnEvents.TURN_COMPLETE.equals(events.ending())) {
            throw new IOException("the agent's turn ended by " + events.ending() + "; it said: " + events.text().strip());
        }
        return events;
    }

    private static long[] nanos(JsonNode millis) {
        long[] nanos = new long[millis.size()];
        for (int i = 0; i < nanos.length; i++) {
            nanos[i] = Math.round(millis.get(i).asDouble() * 1e6);
        }
        if (nanos.length == 0) {
            throw new IllegalArgumentException("the MCP client timed no call");
        }
        return nanos;
    }

    private static String profile(Percentiles at) {
        return String.format(Locale.ROOT, "%.2f / %.2f / %.2f", at.at(50) / 1e6, at.at(90) / 1e6, at.at(99) / 1e6);
    }
}
