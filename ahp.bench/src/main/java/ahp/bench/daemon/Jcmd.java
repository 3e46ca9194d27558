package ahp.bench.daemon;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The daemon's JVM seen from inside, through {@code jcmd} of the JDK that runs it: a full collection
 * on demand, the heap in use, and the class histogram with the bytes of its live objects. A JVM's
 * RSS follows its heap, which grows and shrinks with garbage and collections, so two RSS readings
 * compare only once each is taken after a full collection.
 */
public final class Jcmd {

    private static final long TIMEOUT_SECONDS = 30;
    /** A {@code used NK} figure; Metaspace's and class space's lines are not the heap's. */
    private static final Pattern USED = Pattern.compile("used (\\d+)K");
    /** A histogram row: {@code "   4:    17    313304  [Ljdk.internal.vm.FillerElement; (java.base@25)"}. */
    private static final Pattern HISTOGRAM_ROW = Pattern.compile("\\s*\\d+:\\s+\\d+\\s+(\\d+)\\s+(\\S+).*");
    /** Its last line: {@code "Total    111839    5858072"}. */
    private static final Pattern HISTOGRAM_TOTAL = Pattern.compile("Total\\s+\\d+\\s+(\\d+)\\s*");

    private final long pid;
    private final String jcmd;

    /** The {@code jcmd} beside the {@code java} that runs {@code pid}, or the one on the PATH. */
    public Jcmd(long pid) {
        this.pid = pid;
        this.jcmd = ProcessHandle.of(pid).flatMap(process -> process.info().command())
                .map(java -> Path.of(java).resolveSibling("jcmd"))
                .filter(Files::isExecutable)
                .map(Path::toString)
                .orElse("jcmd");
    }

    /** Runs a full collection ({@code GC.run}) and waits for it to finish. */
    public void collect() throws IOException, InterruptedException {
        run("GC.run");
    }

    /**
     * The Java heap in use, in KiB, as {@code GC.heap_info} reports it: G1's heap, or the sum of
     * the generations of the serial and parallel collectors.
     *
     * @throws IOException when jcmd fails or prints no such figure
     */
    public long heapUsedKib() throws IOException, InterruptedException {
        return heapUsedKib(run("GC.heap_info"));
    }

    /** The heap's (or the generations' summed) {@code used NK} in {@code GC.heap_info}'s output, in KiB. */
    static long heapUsedKib(String heapInfo) throws IOException {
        long total = 0;
        boolean found = false;
        for (String line : heapInfo.split("\n")) {
            Matcher used = USED.matcher(line);
            if (!line.contains("Metaspace") && !line.contains("class space") && used.find()) {
                total += Long.parseLong(used.group(1));
                found = true;
            }
        }
        if (!found) {
            throw new IOException("no heap or generation \"used NK\" in GC.heap_info: " + heapInfo.strip());
        }
        return total;
    }

    /**
     * {@code VM.native_memory summary} when the JVM tracks its native memory
     * ({@code -XX:NativeMemoryTracking=summary}), else empty.
     */
    public Optional<String> nativeMemory() throws IOException, InterruptedException {
        String summary = run("VM.native_memory summary");
        return summary.contains("Native memory tracking is not enabled") ? Optional.empty() : Optional.of(summary);
    }

    /** The classes with the most live instances' bytes, as {@code GC.class_histogram} lists them (its first {@code lines}). */
    public String histogram(int lines) throws IOException, InterruptedException {
        return String.join("\n", histogram().lines().limit(lines).toList());
    }

    /** {@code GC.class_histogram} whole: a full collection, then every class's instances and bytes. */
    public String histogram() throws IOException, InterruptedException {
        return run("GC.class_histogram");
    }

    /**
     * The bytes of the objects a {@code GC.class_histogram} counted, in KiB, less its filler arrays
     * ({@code jdk.internal.vm.Filler*}): dead space that a full collection of the serial collector
     * may leave in place rather than compact (up to {@code MarkSweepDeadRatio}, 5% of the old
     * generation, except at every {@code MarkSweepAlwaysCompactCount}th one), which
     * {@code GC.heap_info} counts as used.
     *
     * @throws IOException when the histogram has no {@code Total} line
     */
    public static long liveObjectsKib(String histogram) throws IOException {
        long total = -1;
        long filler = 0;
        for (String line : histogram.split("\n")) {
            Matcher row = HISTOGRAM_ROW.matcher(line);
            Matcher sum = HISTOGRAM_TOTAL.matcher(line);
            if (row.matches() && row.group(2).contains("jdk.internal.vm.Filler")) {
                filler += Long.parseLong(row.group(1));
            } else if (sum.matches()) {
                total = Long.parseLong(sum.group(1));
            }
        }
        if (total < 0) {
            throw new IOException("no Total line in GC.class_histogram: " + histogram.strip().lines().limit(3).toList());
        }
        return (total - filler) / 1024;
    }

    /**
     * Runs {@code command} and returns what it printed. The output goes to a file, not a pipe: a
     * JVM that runs jcmd on itself could not drain a pipe while the command (a class histogram, at
     * a safepoint) waits for jcmd to take the rest of its output.
     */
    private String run(String command) throws IOException, InterruptedException {
        Path output = Files.createTempFile("jcmd-", ".txt");
        try {
            Process process = new ProcessBuilder(List.of(jcmd, Long.toString(pid), command))
                    .redirectErrorStream(true)
                    .redirectOutput(output.toFile())
                    .start();
            process.getOutputStream().close();
            if (!process.waitFor(TIMEOUT_SECONDS, TimeUnit.SECONDS)) {
                process.destroyForcibly();
                throw new IOException(jcmd + " " + pid + " " + command + " did not finish");
            }
            String text = new String(Files.readAllBytes(output), StandardCharsets.UTF_8);
            if (process.exitValue() != 0) {
                throw new IOException(jcmd + " " + pid + " " + command + " failed: " + text.strip());
            }
            return text;
        } finally {
            Files.deleteIfExists(output);
        }
    }
}
