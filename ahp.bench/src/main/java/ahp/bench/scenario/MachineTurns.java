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
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Consumer;
import tools.jackson.databind.json.JsonMapper;
import tools.jackson.databind.node.ObjectNode;

/**
 * {@code !} commands in a Docker machine (issue 42), on a daemon of its own started with a config
 * that names one machine, {@value #MACHINE}, of kind {@code docker}, image {@value #IMAGE}, network
 * {@code none}; skipped with a note where no engine answers or the image is not there. Three parts:
 *
 * <ol>
 *   <li>A session in the machine, its container made by its first command: {@code !true} turns timed
 *       as {@link Bang} times them (just before {@code chat/turnStarted} is sent → {@code chat/turnComplete}
 *       read), after two untimed turns per timed one, each turn's terminal disposed of after it; p50
 *       and p99, with each action's arrival printed with the run and kept beside the daemon's log as
 *       {@value #STAMPS}. Beside them, the engine's own floor ({@link EngineExec}): {@code /bin/true}
 *       exec'd in the same container with no daemon, in the raw reader's column.
 *   <li>Then one more such turn whose terminal is left at its prompt, subscribed to, and typed into
 *       one character at a time ({@link PromptEcho}), each timed until its echo is read: the
 *       keystroke through the engine's exec stream. The raw reader types the same probes into
 *       {@code docker exec -it} of the same shell in the same container just before.
 *   <li>Then sessions one after another: the first {@code !true} turn of each, which makes and starts
 *       its container; each session is disposed of, and its container awaited gone, before the next.
 *       The engine's create and start calls, as the daemon's log times them, are in a note
 *       ({@link MadeContainers}).
 * </ol>
 *
 * Every disposed session's container is awaited gone (the daemon removes it after it answered), and
 * any of the machine's containers still there once the daemon stopped are noted and removed.
 */
public final class MachineTurns implements Scenario {

    /** The machine's id in the daemon's config; also the label the bench finds its containers by. */
    static final String MACHINE = "bench-box";

    /** The image the machine's containers are made from (bin/containers builds it; it is not pulled). */
    static final String IMAGE = "ahp-shells:bookworm";

    /** The label every container of the machine carries (ahp.machines.docker). */
    private static final String MACHINE_LABEL = "ahp.machine";

    /** Beside the daemon's log: the warm turns' stamps ({@link TurnStamps}). */
    static final String STAMPS = "machine-turns.tsv";

    private static final int WARMUP_PER_TIMED = 2;
    private static final int ECHO_WARMUP = 20;
    private static final int ENGINE_WARMUP = 5;

    private static final Metric TURN_P50 = new Metric(
            "`!true` turn in a Docker machine's running container, p50: chat/turnStarted sent → chat/turnComplete read",
            "ms", 1, new Target.AtMost(100));
    private static final Metric TURN_P99 = new Metric("`!true` turn in a Docker machine's running container, p99", "ms", 1,
            new Target.None());
    private static final Metric LISTED_P50 = new Metric(
            "`!true` turn in the machine, p50: → its terminal listed (chat/toolCallContentChanged)", "ms", 1, new Target.None());
    private static final Metric ENDED_P50 = new Metric(
            "`!true` turn in the machine, p50: → the command ended and its output kept (chat/toolCallComplete)", "ms", 1,
            new Target.None());
    private static final Metric ENGINE_P50 = new Metric("the engine alone: `/bin/true` exec'd in the machine's running container"
            + " (exec created, started, its stream ended; Engine API on its socket, no daemon), p50", "ms", 1,
            new Target.RawReference());
    private static final Metric FIRST_P50 = new Metric(
            "a session's first `!true` turn in the machine (its container created and started), p50", "ms", 0,
            new Target.None());
    private static final Metric ECHO_P50 = new Metric("echo into the machine's bash at its prompt (a `!` command's terminal;"
            + " the raw reader: `docker exec -it` into the same container), p50", "µs", 0, new Target.None());
    private static final Metric ECHO_P99 = new Metric("echo into the machine's bash at its prompt, p99", "µs", 0,
            new Target.None());

    /** The label of a session's container that names its session (ahp.machines.docker). */
    private static final String SESSION_LABEL = "ahp.session";
    /** How long a disposed session's container may take to be stopped and removed. */
    private static final Duration REMOVAL = Duration.ofSeconds(30);
    /** How long the raw reader's probes may take in all. */
    private static final Duration RAW_TIMEOUT = Duration.ofMinutes(5);

    private final Sizes sizes;
    private final Metric failed;

    /** The scenario with {@code sizes.machineTurns()} warm turns, {@code sizes.machineSessions()} first ones. */
    public MachineTurns(Sizes sizes) {
        this.sizes = sizes;
        this.failed = new Metric("`!true` turns in the machine that did not complete with their call succeeded (of "
                + sizes.machineTurns() + " warm, " + sizes.machineSessions() + " first)", "turns", 0, new Target.Zero());
    }

    @Override
    public String name() {
        return "machine";
    }

    @Override
    public List<Metric> metrics() {
        return List.of(TURN_P50, TURN_P99, LISTED_P50, ENDED_P50, ENGINE_P50, FIRST_P50, ECHO_P50, ECHO_P99, failed);
    }

    @Override
    public void run(RunContext context) throws Exception {
        if (!context.daemonEnabled()) {
            return;
        }
        Optional<String> problem = DockerEngine.problem(IMAGE);
        if (problem.isPresent()) {
            context.note("machine: skipped, " + problem.get());
            return;
        }
        Daemon daemon = context.freshDaemon("machine", null, writeConfig(context.folder().resolve("machine")));
        Path folder = Files.createTempDirectory("ahp-bench-machine-");
        int[] bad = {0};
        Consumer<Optional<String>> count = turnProblem -> turnProblem.ifPresent(p -> {
            if (++bad[0] <= 3) {
                context.note("machine: " + p);
            }
        });
        try (AhpClient client = context.client(daemon, "machine")) {
            warm(context, daemon, client, folder, count);
            first(context, client, folder, daemon.folder().resolve("daemon.log"), count);
            context.record(failed, Side.DAEMON, bad[0]);
            client.problems().forEach(p -> context.note("machine: " + p));
        } finally {
            context.stop(daemon);
            CommandTurns.removeFolder(folder);
            List<String> left = DockerEngine.containers(MACHINE_LABEL, MACHINE);
            if (!left.isEmpty()) {
                context.note("machine: " + left.size() + " container(s) of the machine were left after the daemon stopped"
                        + " (removed now), e.g. " + left.getFirst());
                DockerEngine.remove(left);
            }
        }
    }

    /** Parts 1 and 2: the warm turns and the echo, in one session. */
    private void warm(RunContext context, Daemon daemon, AhpClient client, Path folder, Consumer<Optional<String>> count)
            throws Exception {
        CommandTurns.OpenSession session = openSession(client, folder);
        Exception failure = null;
        try {
            for (int i = 0; i < WARMUP_PER_TIMED * sizes.machineTurns(); i++) {
                CommandTurns.run(client, session.chat(), CommandTurns.TRUE);
            }
            List<CommandTurns.Timed> turns = new ArrayList<>();
            for (int i = 0; i < sizes.machineTurns(); i++) {
                CommandTurns.Timed turn = CommandTurns.run(client, session.chat(), CommandTurns.TRUE);
                count.accept(turn.events().problem());
                if (turn.events().problem().isEmpty()) {
                    turns.add(turn);
                }
            }
            if (!turns.isEmpty()) {
                Percentiles total = TurnStamps.percentiles(turns, TurnEvents.TURN_COMPLETE);
                context.record(TURN_P50, Side.DAEMON, total.at(50) / 1e6);
                context.record(TURN_P99, Side.DAEMON, total.at(99) / 1e6);
                context.record(LISTED_P50, Side.DAEMON, TurnStamps.percentiles(turns, TurnEvents.TOOL_CALL_CONTENT_CHANGED).at(50) / 1e6);
                context.record(ENDED_P50, Side.DAEMON, TurnStamps.percentiles(turns, TurnEvents.TOOL_CALL_COMPLETE).at(50) / 1e6);
                System.err.println("bench:   machine, ms from sending the turn (p50 / p90 / p99 of " + turns.size() + "): "
                        + TurnStamps.profile(turns));
            }
            TurnStamps.write(daemon.folder(), STAMPS, turns);
            List<String> container = DockerEngine.containers(SESSION_LABEL, session.session());
            if (container.size() != 1) {
                throw new IOException("the engine lists " + container.size() + " containers of session " + session.session()
                        + ", not 1");
            }
            engineFloor(context, container.getFirst());
            echo(context, client, session, container.getFirst());
        } catch (Exception e) {
            failure = e;
            throw e;
        } finally {
            dispose(context, client, session, failure);
        }
    }

    /** Beside part 1: the engine's own exec of {@code true} in the same container, where the engine is on a local socket. */
    private void engineFloor(RunContext context, String container) throws IOException {
        Optional<EngineExec> engine = EngineExec.local();
        if (engine.isEmpty()) {
            context.note("machine: the engine is not on a local socket: its own exec is not timed");
            return;
        }
        Percentiles floor = Percentiles.of(engine.get().time(container, ENGINE_WARMUP, sizes.machineTurns()));
        context.record(ENGINE_P50, Side.RAW, floor.at(50) / 1e6);
    }

    /**
     * Part 2: a turn's terminal left at its prompt, and typed into; before it, the raw reader types
     * the same probes into {@code docker exec -it} of the machine's shell in the same container.
     */
    private void echo(RunContext context, AhpClient client, CommandTurns.OpenSession session, String container)
            throws Exception {
        CommandTurns.Timed turn = CommandTurns.runKeeping(client, session.chat(), CommandTurns.TRUE, CommandTurns.TURN_TIMEOUT);
        Optional<String> problem = turn.events().problem();
        if (problem.isPresent()) {
            throw new IOException("the turn whose terminal the echo types into failed: " + problem.get());
        }
        String terminal = turn.events().terminal();
        try {
            Percentiles raw = Percentiles.of(context.raw().echo(sizes.echoProbes(), ECHO_WARMUP, rawLine(container),
                    RAW_TIMEOUT));
            context.record(ECHO_P50, Side.RAW, raw.at(50) / 1e3);
            context.record(ECHO_P99, Side.RAW, raw.at(99) / 1e3);
            long[] nanos = PromptEcho.probe(client, terminal, ECHO_WARMUP, sizes.echoProbes());
            Percentiles echo = Percentiles.of(nanos);
            context.record(ECHO_P50, Side.DAEMON, echo.at(50) / 1e3);
            context.record(ECHO_P99, Side.DAEMON, echo.at(99) / 1e3);
            context.note("machine: echo into the machine's bash, the keystrokes over 5 ms: "
                    + EchoLatency.slowOnes(nanos, 5_000_000));
        } finally {
            client.dispose(terminal, RunContext.REQUEST_TIMEOUT);
        }
    }

    /** Part 3: each session's first turn, which makes its container; the session disposed of after it. */
    private void first(RunContext context, AhpClient client, Path folder, Path daemonLog, Consumer<Optional<String>> count)
            throws Exception {
        List<CommandTurns.Timed> turns = new ArrayList<>();
        for (int i = 0; i < sizes.machineSessions(); i++) {
            CommandTurns.OpenSession session = openSession(client, folder);
            Exception failure = null;
            try {
                CommandTurns.Timed turn = CommandTurns.run(client, session.chat(), CommandTurns.TRUE);
                count.accept(turn.events().problem());
                if (turn.events().problem().isEmpty()) {
                    turns.add(turn);
                }
            } catch (Exception e) {
                failure = e;
                throw e;
            } finally {
                dispose(context, client, session, failure);
            }
        }
        MadeContainers.summary(daemonLog).ifPresent(made -> context.note("machine: " + made));
        if (!turns.isEmpty()) {
            context.record(FIRST_P50, Side.DAEMON, TurnStamps.percentiles(turns, TurnEvents.TURN_COMPLETE).at(50) / 1e6);
            System.err.println("bench:   machine, first turns, ms from sending the turn (p50 / p90 / p99 of " + turns.size()
                    + "): " + TurnStamps.profile(turns));
        }
    }

    /**
     * {@code docker exec -it} of the machine's shell into {@code container}, as the daemon's user and
     * with its {@code TERM}: what a person typing into the container without the daemon gets.
     */
    private static String rawLine(String container) {
        return "exec docker exec -it -u \"$(id -u):$(id -g)\" -e TERM=xterm-256color " + container + " /bin/bash +H";
    }

    /** Disposes of the session and waits until its container is gone, so the next part starts without it. */
    private static void dispose(RunContext context, AhpClient client, CommandTurns.OpenSession session, Exception failure)
            throws Exception {
        CommandTurns.disposeSession(client, session, failure);
        if (!DockerEngine.awaitGone(SESSION_LABEL, session.session(), REMOVAL)) {
            context.note("machine: the container of the disposed session " + session.session() + " was still there after "
                    + REMOVAL.toSeconds() + " s");
        }
    }

    private static CommandTurns.OpenSession openSession(AhpClient client, Path folder) throws Exception {
        return CommandTurns.openSession(client, folder, null, Map.of("machine", MACHINE));
    }

    /** The daemon's config: the one machine. */
    private static Path writeConfig(Path folder) throws IOException {
        ObjectNode config = JsonMapper.shared().createObjectNode();
        config.putArray("machines").addObject().put("id", MACHINE).put("kind", "docker").put("image", IMAGE)
                .put("network", "none");
        Files.createDirectories(folder);
        Path file = folder.resolve("machine-config.json").toAbsolutePath();
        Files.writeString(file, JsonMapper.shared().writerWithDefaultPrettyPrinter().writeValueAsString(config));
        return file;
    }
}
