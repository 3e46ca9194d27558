package ahp.bench.reliability;

import ahp.bench.daemon.Daemon;
import ahp.bench.daemon.Jcmd;
import ahp.bench.wire.AhpClient;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * {@code reliability/run leaks}: on each binding (pty, then pipes), {@code cycles} terminals opened
 * and disposed one after the other, each running a command that prints a line and waits; before and
 * after, the daemon's processes under it, open descriptors, threads and live objects (the bytes a
 * class histogram counts after a full collection, less the dead space the collector left in place:
 * {@link Jcmd#liveObjectsKib}), read once {@link ReplayFlush} has filled the replay buffer with small
 * envelopes. Each histogram is kept in the run's folder ({@code BINDING-before.histogram},
 * {@code BINDING-after.histogram}) to be compared.
 *
 * <p>The baseline is taken after {@code warmup} cycles ({@value #WARMUP} by default): the heap
 * grows once over the first cycles (classes loaded, method handles and lambda forms spun, string
 * constants resolved as the JIT compiles, the virtual threads' carrier pool and its queues sized)
 * and then stays flat; {@code --every N} reads it every {@code N} cycles, warm-up included, to show it.
 */
final class LeaksRun {

    /** Warm-up cycles before the baseline: past the one-time growth (docs/reliability.md, "Leaks"). */
    static final int WARMUP = 300;
    private static final Duration TIMEOUT = Duration.ofSeconds(30);
    private static final String WAITING = "echo ready; exec cat";

    /**
     * What a run does.
     *
     * @param cycles the cycles measured, after the warm-up
     * @param warmup the cycles before the baseline
     * @param every read the heap every this many cycles as well (0: only at the baseline and the end)
     * @param bindings the bindings, in turn
     */
    record Plan(int cycles, int warmup, int every, List<String> bindings) {}

    private record Counts(long processes, long descriptors, long threads, long liveKib) {}

    private LeaksRun() {}

    static int run(Harness harness, Plan plan) throws Exception {
        Instant started = Instant.now();
        StringBuilder out = new StringBuilder(harness.heading("Leaks: " + plan.cycles() + " create/dispose cycles a binding, after "
                + plan.warmup() + " to warm up", started));
        out.append("| binding | processes left | descriptors before / after | threads before / after"
                + " | live objects before / after | time a cycle |\n|---|---|---|---|---|---|\n");
        List<String> series = new ArrayList<>();
        boolean clean = true;
        for (String binding : plan.bindings()) {
            try (Daemon daemon = harness.daemon(binding, Map.of(), List.of("--terminals", binding));
                 AhpClient client = AhpClient.connect(daemon.address(), daemon.token(), "leaks", TIMEOUT)) {
                List<String> readings = new ArrayList<>();
                if (plan.every() > 0) {
                    readings.add("0: " + settle(daemon, harness.work(), binding + "-0").liveKib());
                }
                cycles(client, daemon, harness.work(), binding, 0, plan.warmup(), plan.every(), readings);
                Counts before = settle(daemon, harness.work(), binding + "-before");
                readings.add(plan.warmup() + " (baseline): " + before.liveKib());
                long busyNanos = cycles(client, daemon, harness.work(), binding, plan.warmup(), plan.cycles(), plan.every(), readings);
                Counts after = settle(daemon, harness.work(), binding + "-after");
                readings.add((plan.warmup() + plan.cycles()) + ": " + after.liveKib());
                double change = 100.0 * (after.liveKib() - before.liveKib()) / before.liveKib();
                out.append("| ").append(binding).append(" | ").append(after.processes())
                        .append(" | ").append(before.descriptors()).append(" / ").append(after.descriptors())
                        .append(" | ").append(before.threads()).append(" / ").append(after.threads())
                        .append(" | ").append(before.liveKib()).append(" KiB / ").append(after.liveKib())
                        .append(String.format(Locale.ROOT, " KiB (%+.1f%%)", change))
                        .append(String.format(Locale.ROOT, " | %.0f ms |\n", busyNanos / 1e6 / plan.cycles()));
                series.add(binding + ", live objects in KiB after N cycles: " + String.join(", ", readings));
                clean &= after.processes() == 0 && after.descriptors() <= before.descriptors()
                        && after.threads() <= before.threads() && Math.abs(change) <= 5;
            }
        }
        out.append('\n');
        if (plan.every() > 0) {
            out.append(String.join("\n", series)).append("\n\n");
        }
        out.append("Class histograms at each reading: reliability/target/leaks/BINDING-*.histogram.\n\n");
        harness.report("leaks", out.toString());
        return clean ? 0 : 1;
    }

    /**
     * Runs {@code count} cycles from cycle {@code first}, reading the heap every {@code every}
     * cycles (into {@code readings}) but not at the last one; returns the time spent cycling.
     */
    private static long cycles(AhpClient client, Daemon daemon, Path work, String binding, int first, int count,
            int every, List<String> readings) throws Exception {
        long busy = 0;
        int done = 0;
        while (done < count) {
            int step = every > 0 ? Math.min(every, count - done) : count - done;
            long begin = System.nanoTime();
            for (int i = first + done; i < first + done + step; i++) {
                String channel = "ahp-terminal:/cycle-" + i;
                client.createTerminal(channel, WAITING, TIMEOUT);
                client.dispose(channel, TIMEOUT);
            }
            busy += System.nanoTime() - begin;
            done += step;
            if (done < count) {
                readings.add((first + done) + ": " + settle(daemon, work, binding + "-" + (first + done)).liveKib());
            }
        }
        return busy;
    }

    /**
     * The counts once the last disposal's process has gone (up to 10 s), with the class histogram
     * kept as {@code NAME.histogram} in {@code work}.
     */
    private static Counts settle(Daemon daemon, Path work, String name) throws Exception {
        long deadline = System.nanoTime() + Duration.ofSeconds(10).toNanos();
        while (!ProcessCounts.descendants(daemon.pid()).isEmpty() && System.nanoTime() < deadline) {
            Thread.sleep(100);
        }
        ReplayFlush.flush(daemon);
        String histogram = daemon.jcmd().histogram();
        Files.createDirectories(work);
        Files.writeString(work.resolve(name + ".histogram"), histogram);
        return new Counts(ProcessCounts.descendants(daemon.pid()).size(), ProcessCounts.descriptors(daemon.pid()),
                ProcessCounts.threads(daemon.pid()), Jcmd.liveObjectsKib(histogram));
    }
}
