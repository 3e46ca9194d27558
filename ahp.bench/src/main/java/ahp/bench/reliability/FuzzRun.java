package ahp.bench.reliability;

import ahp.bench.daemon.Daemon;
import ahp.bench.daemon.ProcStatus;
import ahp.bench.wire.AhpClient;
import java.time.Duration;
import java.time.Instant;
import java.util.Locale;
import java.util.Map;

/**
 * {@code reliability/run fuzz}: the {@link Fuzzer} against a daemon started for it, then the checks
 * that it came through: its process alive, a new client's {@code ping} answered, and its live heap
 * after a full collection against the one before the fuzzing.
 */
final class FuzzRun {

    private static final Duration TIMEOUT = Duration.ofSeconds(30);
    static final long WARMUP_FRAMES = 2_000;

    private FuzzRun() {}

    static int run(Harness harness, long frames, long seed) throws Exception {
        Instant started = Instant.now();
        try (Daemon daemon = harness.daemon("daemon", Map.of())) {
            try (AhpClient warm = AhpClient.connect(daemon.address(), daemon.token(), "fuzz-warmup", TIMEOUT)) {
                warm.listSessions(TIMEOUT);
            }
            long heapCold = daemon.collectedHeapKib();
            // A first round fills what the daemon keeps by design (the replay buffer, the remembered
            // clients, loaded classes): the baseline is the heap after it.
            new Fuzzer(daemon.address(), daemon.token()).run(WARMUP_FRAMES, 4, seed - 1);
            long heapBefore = ReplayFlush.heapKib(daemon);
            long begin = System.nanoTime();
            Fuzzer.Result result = new Fuzzer(daemon.address(), daemon.token()).run(frames, 4, seed);
            double seconds = (System.nanoTime() - begin) / 1e9;
            boolean alive = ProcStatus.running(daemon.pid());
            boolean pinged;
            try (AhpClient after = AhpClient.connect(daemon.address(), daemon.token(), "fuzz-after", TIMEOUT)) {
                after.listSessions(TIMEOUT);
                pinged = true;
            } catch (Exception failed) {
                pinged = false;
            }
            long heapKeeping = daemon.collectedHeapKib();
            long heapAfter = ReplayFlush.heapKib(daemon);
            StringBuilder out = new StringBuilder(harness.heading("Fuzzing: " + frames + " frames", started));
            out.append("| what | figure |\n|---|---|\n");
            row(out, "frames sent (4 connections, seed " + seed + ")", result.frames() + " in "
                    + String.format(Locale.ROOT, "%.0f s", seconds));
            row(out, "by kind", result.byKind().toString());
            row(out, "frames followed by an answered probe", Long.toString(result.probesAnswered()));
            row(out, "connections closed by the daemon, by close code", result.closedWith().toString());
            row(out, "raw garbage then the client vanished", Long.toString(result.vanished()));
            row(out, "connections opened", Long.toString(result.connections()));
            row(out, "hangs (no probe answer and no close within 10 s)", Long.toString(result.hangs()));
            row(out, "requests with an id never answered on a live connection", Long.toString(result.unanswered()));
            row(out, "daemon process alive after / a new client answered", alive + " / " + pinged);
            row(out, "live heap after a full GC, right after the frames (the replay buffer holding the last "
                    + "1,000 envelopes, the fuzzer's among them)", heapKeeping / 1024 + " MiB");
            row(out, "live heap after a full GC: fresh / after "
                    + WARMUP_FRAMES + " warm-up frames (the baseline) / after the run; the last two after " + ReplayFlush.ENVELOPES + " small envelopes",
                    heapCold / 1024 + " MiB / " + heapBefore / 1024 + " MiB / " + heapAfter / 1024 + " MiB ("
                    + String.format(Locale.ROOT, "%+.1f%%", 100.0 * (heapAfter - heapBefore) / heapBefore) + ")");
            out.append('\n');
            if (heapKeeping > heapBefore * 1.05) {
                out.append("What the heap holds at the end (`jcmd GC.class_histogram`):\n\n```\n")
                        .append(daemon.jcmd().histogram(25)).append("\n```\n");
            }
            harness.report("fuzz", out.toString());
            boolean clean = alive && pinged && result.hangs() == 0 && result.unanswered() == 0
                    && result.closedWithoutReason() == 0;
            return clean ? 0 : 1;
        }
    }

    private static void row(StringBuilder out, String what, String figure) {
        out.append("| ").append(what).append(" | ").append(figure).append(" |\n");
    }
}
