package ahp.bench.reliability;

import ahp.bench.daemon.Daemon;
import ahp.bench.wire.AhpClient;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * {@code reliability/run leaks}: on each binding (pty, then pipes), {@code cycles} terminals opened
 * and disposed one after the other, each running a command that prints a line and waits; before and
 * after, the daemon's processes under it, open descriptors, threads and live heap after a full
 * collection, read once {@link ReplayFlush} has filled the replay buffer with small envelopes. The
 * baseline is taken after {@value #WARMUP} cycles (classes loaded, pools sized).
 */
final class LeaksRun {

    static final int WARMUP = 50;
    private static final Duration TIMEOUT = Duration.ofSeconds(30);
    private static final String WAITING = "echo ready; exec cat";

    private LeaksRun() {}

    record Counts(long processes, long descriptors, long threads, long heapKib) {}

    static int run(Harness harness, int cycles) throws Exception {
        Instant started = Instant.now();
        StringBuilder out = new StringBuilder(harness.heading("Leaks: " + cycles + " create/dispose cycles a binding", started));
        out.append("| binding | processes left | descriptors before / after | threads before / after"
                + " | live heap before / after | time a cycle |\n|---|---|---|---|---|---|\n");
        boolean clean = true;
        for (String binding : List.of("pty", "pipes")) {
            try (Daemon daemon = harness.daemon(binding, Map.of(), List.of("--terminals", binding));
                 AhpClient client = AhpClient.connect(daemon.address(), daemon.token(), "leaks", TIMEOUT)) {
                cycle(client, "warm", WARMUP);
                Counts before = settle(daemon);
                long begin = System.nanoTime();
                cycle(client, "cycle", cycles);
                double perCycle = (System.nanoTime() - begin) / 1e6 / cycles;
                Counts after = settle(daemon);
                double heapChange = 100.0 * (after.heapKib() - before.heapKib()) / before.heapKib();
                out.append("| ").append(binding).append(" | ").append(after.processes())
                        .append(" | ").append(before.descriptors()).append(" / ").append(after.descriptors())
                        .append(" | ").append(before.threads()).append(" / ").append(after.threads())
                        .append(" | ").append(before.heapKib()).append(" KiB / ").append(after.heapKib())
                        .append(String.format(Locale.ROOT, " KiB (%+.1f%%)", heapChange))
                        .append(String.format(Locale.ROOT, " | %.0f ms |\n", perCycle));
                clean &= after.processes() == 0 && after.descriptors() <= before.descriptors()
                        && after.threads() <= before.threads() && Math.abs(heapChange) <= 5;
            }
        }
        out.append('\n');
        harness.report("leaks", out.toString());
        return clean ? 0 : 1;
    }

    private static void cycle(AhpClient client, String name, int count) throws Exception {
        for (int i = 0; i < count; i++) {
            String channel = "ahp-terminal:/" + name + "-" + i;
            client.createTerminal(channel, WAITING, TIMEOUT);
            client.dispose(channel, TIMEOUT);
        }
    }

    /** The counts once the last disposal's process and threads have gone (up to 10 s). */
    private static Counts settle(Daemon daemon) throws Exception {
        long deadline = System.nanoTime() + Duration.ofSeconds(10).toNanos();
        while (!ProcessCounts.descendants(daemon.pid()).isEmpty() && System.nanoTime() < deadline) {
            Thread.sleep(100);
        }
        long heap = ReplayFlush.heapKib(daemon);
        return new Counts(ProcessCounts.descendants(daemon.pid()).size(), ProcessCounts.descriptors(daemon.pid()),
                ProcessCounts.threads(daemon.pid()), heap);
    }
}
