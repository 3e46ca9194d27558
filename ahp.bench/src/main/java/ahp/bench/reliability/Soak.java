package ahp.bench.reliability;

import ahp.bench.daemon.Daemon;
import ahp.bench.wire.AhpClient;
import java.io.IOException;
import java.nio.file.Files;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * The soak: {@value #TERMINALS} terminals each printing a count (40,000 lines at once, then 20 lines a second) for the whole
 * run, and {@value #WATCHERS} clients subscribed to all of them that drop their connection every 2
 * to 5 s and come back with {@code reconnect}. The daemon's RSS is sampled every 10 s; its slope is
 * fitted over the run after the first {@value #WARMUP_MINUTES} minutes (JIT, heap sizing). Every
 * watcher checks every {@code serverSeq} and every line it was sent.
 */
final class Soak {

    static final int TERMINALS = 50;
    static final int WATCHERS = 10;
    static final int WARMUP_MINUTES = 5;
    private static final Duration TIMEOUT = Duration.ofSeconds(30);
    /**
     * Counting from 1 for ever: the first {@value #PREFILL} lines at once (more than a terminal's
     * 200,000 characters of scrollback, so what the daemon keeps is full before the RSS is fitted),
     * then 20 lines a second.
     */
    static final String COUNTING = "i=0; while :; do i=$((i+1)); echo $i;"
            + " if [ $i -gt " + Soak.PREFILL + " ] && [ $((i % 20)) -eq 0 ]; then sleep 1; fi; done";
    static final int PREFILL = 40_000;

    private Soak() {}

    static int run(Harness harness, Duration length) throws Exception {
        Instant started = Instant.now();
        List<long[]> samples = new ArrayList<>();
        try (Daemon daemon = harness.daemon("daemon", Map.of())) {
            AhpClient creator = AhpClient.connect(daemon.address(), daemon.token(), "soak-creator", TIMEOUT);
            List<String> terminals = new ArrayList<>();
            for (int i = 0; i < TERMINALS; i++) {
                String channel = "ahp-terminal:/soak-" + i;
                creator.createTerminal(channel, COUNTING, TIMEOUT);
                terminals.add(channel);
            }
            Harness.progress(TERMINALS + " terminals counting; " + WATCHERS + " watchers start");
            List<ReconnectingWatcher> watchers = new ArrayList<>();
            for (int i = 0; i < WATCHERS; i++) {
                ReconnectingWatcher watcher = new ReconnectingWatcher(daemon.address(), daemon.token(), "soak-watcher-" + i,
                        terminals);
                watcher.start();
                watchers.add(watcher);
            }
            long begin = System.nanoTime();
            long deadline = begin + length.toNanos();
            List<Thread> threads = watchers.stream()
                    .map(watcher -> Thread.ofPlatform().name("watcher").start(() -> watcher.run(deadline)))
                    .toList();
            long heapAfterWarmup = -1;
            while (System.nanoTime() < deadline) {
                long at = (System.nanoTime() - begin) / 1_000_000_000L;
                samples.add(new long[] {at, daemon.rssKib()});
                if (heapAfterWarmup < 0 && at >= WARMUP_MINUTES * 60L) {
                    heapAfterWarmup = daemon.collectedHeapKib();
                }
                if (at % 300 < 10) {
                    Harness.progress("soak " + at / 60 + " min: RSS " + daemon.rssKib() / 1024 + " MiB, "
                            + watchers.stream().mapToLong(ReconnectingWatcher::reconnects).sum() + " reconnects");
                }
                Thread.sleep(10_000);
            }
            for (Thread thread : threads) {
                thread.join(60_000);
            }
            long heapAtEnd = daemon.collectedHeapKib();
            watchers.forEach(ReconnectingWatcher::close);
            creator.close();
            Files.createDirectories(harness.work());
            StringBuilder csv = new StringBuilder("seconds,rss_kib\n");
            samples.forEach(s -> csv.append(s[0]).append(',').append(s[1]).append('\n'));
            Files.writeString(harness.work().resolve("soak-rss.csv"), csv);
            return report(harness, started, length, samples, heapAfterWarmup, heapAtEnd, watchers, daemon);
        }
    }

    private static int report(Harness harness, Instant started, Duration length, List<long[]> samples, long heapAfterWarmup,
            long heapAtEnd, List<ReconnectingWatcher> watchers, Daemon daemon) throws IOException {
        List<long[]> settled = samples.stream().filter(s -> s[0] >= WARMUP_MINUTES * 60L).toList();
        double slopeAll = slopeMibPerHour(samples);
        double slopeSettled = settled.size() > 2 ? slopeMibPerHour(settled) : Double.NaN;
        long lines = watchers.stream().mapToLong(ReconnectingWatcher::lines).sum();
        long wrong = watchers.stream().mapToLong(ReconnectingWatcher::wrongLines).sum();
        long missing = watchers.stream().mapToLong(ReconnectingWatcher::missing).sum();
        long disorder = watchers.stream().mapToLong(ReconnectingWatcher::disorder).sum();
        long reconnects = watchers.stream().mapToLong(ReconnectingWatcher::reconnects).sum();
        long replayed = watchers.stream().mapToLong(ReconnectingWatcher::replayed).sum();
        long fallbacks = watchers.stream().mapToLong(ReconnectingWatcher::snapshotFallbacks).sum();
        List<String> failures = watchers.stream().flatMap(w -> w.failures().stream()).toList();
        StringBuilder out = new StringBuilder(harness.heading("Soak: " + length.toMinutes() + " minutes", started));
        out.append("| what | figure |\n|---|---|\n");
        row(out, "terminals streaming / clients reconnecting", TERMINALS + " / " + WATCHERS);
        row(out, "reconnects (each `reconnect` with replay)", reconnects + " (" + replayed + " envelopes replayed, "
                + fallbacks + " answered with snapshots instead)");
        row(out, "lines checked (each the previous plus one)", Long.toString(lines));
        row(out, "lines lost, repeated or out of order", Long.toString(wrong));
        row(out, "serverSeq missing / repeated or out of order", missing + " / " + disorder);
        row(out, "RSS first / last sample", samples.getFirst()[1] / 1024 + " MiB / " + samples.getLast()[1] / 1024 + " MiB");
        row(out, "RSS slope, whole run", String.format(Locale.ROOT, "%+.1f MiB/hour", slopeAll));
        row(out, "RSS slope after the first " + WARMUP_MINUTES + " minutes", String.format(Locale.ROOT, "%+.1f MiB/hour", slopeSettled));
        row(out, "live heap after a full GC, at " + WARMUP_MINUTES + " min / at the end",
                heapAfterWarmup / 1024 + " MiB / " + heapAtEnd / 1024 + " MiB");
        row(out, "client failures", failures.isEmpty() ? "none" : failures.size() + ": " + failures.getFirst());
        out.append('\n');
        watchers.stream().map(ReconnectingWatcher::firstWrongLine).filter(w -> w != null).limit(3)
                .forEach(w -> out.append("- first wrong line: ").append(w).append('\n'));
        watchers.stream().flatMap(w -> w.seqProblems().stream()).limit(5)
                .forEach(p -> out.append("- serverSeq: ").append(p).append('\n'));
        out.append("RSS samples every 10 s: `").append(harness.work().resolve("soak-rss.csv")).append("`.\n");
        harness.report("soak", out.toString());
        boolean clean = wrong == 0 && missing == 0 && disorder == 0 && failures.isEmpty() && lines > 0;
        return clean ? 0 : 1;
    }

    /** The least-squares slope of RSS over time, in MiB an hour. */
    static double slopeMibPerHour(List<long[]> samples) {
        double n = samples.size();
        double meanT = samples.stream().mapToDouble(s -> s[0]).sum() / n;
        double meanR = samples.stream().mapToDouble(s -> s[1]).sum() / n;
        double numerator = 0;
        double denominator = 0;
        for (long[] s : samples) {
            numerator += (s[0] - meanT) * (s[1] - meanR);
            denominator += (s[0] - meanT) * (s[0] - meanT);
        }
        return denominator == 0 ? 0 : numerator / denominator * 3600 / 1024;
    }

    private static void row(StringBuilder out, String what, String figure) {
        out.append("| ").append(what).append(" | ").append(figure).append(" |\n");
    }
}
