package ahp.bench.scenario;

import ahp.bench.daemon.Daemon;
import ahp.bench.daemon.MachineCpu;
import ahp.bench.daemon.ProcStatus;
import ahp.bench.raw.RawOutput;
import ahp.bench.report.Metric;
import ahp.bench.report.Results.Side;
import ahp.bench.report.Target;
import ahp.bench.wire.AhpClient;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;

/**
 * Throughput: bytes a client receives per second until {@code terminal/exited}, for three commands,
 * with one and with four subscribed clients (four against one from drains taken 1, 4, 4, 1). Every
 * client checks its byte count against the raw reader's of the same run, and its {@code serverSeq}.
 * Then what the set left in the daemon's memory ({@link AfterLoad}).
 */
public final class Throughput implements Scenario {

    private static final Duration RAW_TIMEOUT = Duration.ofMinutes(5);

    /**
     * Where the CPU went during one drain: the reader's own CPU per MB (the raw reader's, or the
     * whole daemon's), the part of it in the kernel (reading the master, and for the daemon writing
     * the sockets too), the clients' (the driver's process) and how busy the machine's CPUs were,
     * which says whether the drain was bound by CPU.
     */
    private record CpuMetrics(Metric cpu, Metric kernel, Metric driver, Metric busy) {
        CpuMetrics(String name, String watchers) {
            this(new Metric("throughput " + name + ", " + watchers + ": the reader's CPU per MB (raw reader; whole daemon)",
                            "ms/MB", 1, new Target.None()),
                    new Metric("throughput " + name + ", " + watchers + ": of which in the kernel", "ms/MB", 1,
                            new Target.None()),
                    new Metric("throughput " + name + ", " + watchers + ": the client's CPU per MB (the driver)", "ms/MB", 1,
                            new Target.None()),
                    new Metric("throughput " + name + ", " + watchers + ": the machine's CPUs busy", "%", 0,
                            new Target.None()));
        }

        List<Metric> metrics() {
            return List.of(cpu, kernel, driver, busy);
        }
    }

    /**
     * One command's figures: the rates, and where the CPU went with one client and with four (the
     * four clients' figures say what the fan-out costs: the daemon's extra socket writes, the
     * driver's extra frames, and whether the machine had the CPU for them).
     */
    private record Command(String name, String line, Metric one, Metric four, Metric fourOverOne, CpuMetrics oneCpu,
            CpuMetrics fourCpu) {
        Command(String name, String line, double ratioTarget) {
            this(name, line,
                    new Metric("throughput " + name + ", 1 client", "MB/s", 1, new Target.RatioAtLeast(ratioTarget)),
                    new Metric("throughput " + name + ", 4 clients (slowest)", "MB/s", 1, new Target.None()),
                    new Metric("throughput " + name + ", 4 clients / 1 client (drained 1, 4, 4, 1)", "ratio", 2,
                            new Target.AtLeast(0.90)),
                    new CpuMetrics(name, "1 client"),
                    new CpuMetrics(name, "4 clients"));
        }

        List<Metric> metrics() {
            List<Metric> all = new ArrayList<>(List.of(one, four, fourOverOne));
            all.addAll(oneCpu.metrics());
            all.addAll(fourCpu.metrics());
            return all;
        }
    }

    private static final List<Command> COMMANDS = List.of(
            new Command("base64", Commands.BASE64, 0.80),
            new Command("seq", Commands.SEQ, 0.80),
            new Command("bulk", Commands.BULK, 0.60));

    private static final Metric WRONG = new Metric(
            "throughput: clients with a wrong byte count, late bytes or a serverSeq problem", "clients", 0, new Target.Zero());

    private final AfterLoad afterLoad;

    /** The scenario, followed by what it leaves in the daemon's memory, weighed with {@code sizes.scaleTerminals()} terminals. */
    public Throughput(Sizes sizes) {
        this.afterLoad = new AfterLoad(sizes);
    }

    @Override
    public String name() {
        return "throughput";
    }

    @Override
    public List<Metric> metrics() {
        List<Metric> metrics = new ArrayList<>();
        COMMANDS.forEach(c -> metrics.addAll(c.metrics()));
        metrics.add(WRONG);
        metrics.addAll(afterLoad.metrics());
        return metrics;
    }

    @Override
    public void run(RunContext context) throws Exception {
        int wrong = 0;
        for (Command command : COMMANDS) {
            String line = Commands.gated(command.line());
            MachineCpu machineBefore = MachineCpu.now();
            RawOutput.Drain raw = context.raw().drain(line, RAW_TIMEOUT);
            context.record(command.oneCpu().busy(), Side.RAW, 100 * MachineCpu.now().busySince(machineBefore));
            if (raw.exit() != 0) {
                context.note("raw reader: " + command.name() + " exited " + raw.exit());
            }
            context.record(command.one(), Side.RAW, raw.megabytesPerSecond());
            context.record(command.four(), Side.RAW, raw.megabytesPerSecond());
            context.record(command.oneCpu().cpu(), Side.RAW, raw.cpuMillisPerMegabyte());
            context.record(command.oneCpu().kernel(), Side.RAW, raw.kernelMillisPerMegabyte());
            if (!context.daemonEnabled()) {
                continue;
            }
            Daemon daemon = context.sharedDaemon();
            Outcome one = measureWithCpu(context, daemon, command.oneCpu(), line, 1, raw.bytes());
            Outcome four = measureWithCpu(context, daemon, command.fourCpu(), line, 4, raw.bytes());
            // The same pair again in reverse order: the machine's speed drifts within a run (the raw
            // reader's rate moves by a third from one minute to the next here), and the ratio of
            // drains taken 1, 4, 4, 1 cancels a drift that is steady over them.
            Outcome fourAgain = measure(context, daemon, line, 4, raw.bytes());
            Outcome oneAgain = measure(context, daemon, line, 1, raw.bytes());
            wrong += one.clientsWithProblems() + four.clientsWithProblems()
                    + fourAgain.clientsWithProblems() + oneAgain.clientsWithProblems();
            context.record(command.one(), Side.DAEMON, one.slowest());
            context.record(command.four(), Side.DAEMON, four.slowest());
            context.record(command.fourOverOne(), Side.DAEMON,
                    (four.slowest() + fourAgain.slowest()) / (one.slowest() + oneAgain.slowest()));
        }
        if (context.daemonEnabled()) {
            context.record(WRONG, Side.DAEMON, wrong);
            afterLoad.measure(context, context.sharedDaemon());
        }
    }

    /**
     * Runs the command watched by {@code count} clients, recording where the CPU went meanwhile: the
     * daemon's (and the part in the kernel), the driver's, and the machine's busy share. Clock ticks
     * are 10 ms and a drain takes a second or more, so the figures hold to a few %.
     */
    private static Outcome measureWithCpu(RunContext context, Daemon daemon, CpuMetrics metrics, String line, int count,
            long bytes) throws Exception {
        long driverPid = ProcessHandle.current().pid();
        ProcStatus.CpuTicks daemonBefore = ProcStatus.cpu(daemon.pid());
        ProcStatus.CpuTicks driverBefore = ProcStatus.cpu(driverPid);
        MachineCpu machineBefore = MachineCpu.now();
        Outcome outcome = measure(context, daemon, line, count, bytes);
        context.record(metrics.busy(), Side.DAEMON, 100 * MachineCpu.now().busySince(machineBefore));
        ProcStatus.CpuTicks daemonUsed = ProcStatus.cpu(daemon.pid()).since(daemonBefore);
        ProcStatus.CpuTicks driverUsed = ProcStatus.cpu(driverPid).since(driverBefore);
        double megabytes = bytes / 1e6;
        context.record(metrics.cpu(), Side.DAEMON, daemonUsed.totalMillis() / megabytes);
        context.record(metrics.kernel(), Side.DAEMON, daemonUsed.systemMillis() / megabytes);
        context.record(metrics.driver(), Side.DAEMON, driverUsed.totalMillis() / megabytes);
        return outcome;
    }

    /** The slowest client's MB/s, and how many clients found something wrong. */
    private record Outcome(double slowest, int clientsWithProblems) {}

    /** Runs the command watched by {@code count} clients. */
    private static Outcome measure(RunContext context, Daemon daemon, String line, int count, long expectedBytes)
            throws Exception {
        List<AhpClient> clients = new ArrayList<>();
        try {
            for (int i = 0; i < count; i++) {
                clients.add(context.client(daemon, "throughput-" + (i + 1) + "-of-" + count));
            }
            List<Drains.ClientDrain> drains = Drains.run(clients, context.newChannel(), line);
            double slowest = Double.MAX_VALUE;
            int clientsWithProblems = 0;
            String watchers = count == 1 ? "1 client" : count + " clients";
            for (int i = 0; i < drains.size(); i++) {
                List<String> found = new ArrayList<>(drains.get(i).problems(expectedBytes));
                String client = clients.get(i).clientId();
                clients.get(i).problems().forEach(p -> found.add(client + ": " + p));
                if (!found.isEmpty()) {
                    clientsWithProblems++;
                    found.forEach(p -> context.note("throughput, " + watchers + ": " + p));
                }
                slowest = Math.min(slowest, drains.get(i).megabytesPerSecond());
            }
            return new Outcome(slowest, clientsWithProblems);
        } finally {
            clients.forEach(AhpClient::close);
        }
    }
}
