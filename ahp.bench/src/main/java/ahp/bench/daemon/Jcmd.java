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
 * on demand and the heap in use. A JVM's RSS follows its heap, which grows and shrinks with garbage
 * and collections, so two RSS readings compare only once each is taken after a full collection.
 */
public final class Jcmd {

    private static final long TIMEOUT_SECONDS = 30;
    /** A {@code used NK} figure; Metaspace's and class space's lines are not the heap's. */
    private static final Pattern USED = Pattern.compile("used (\\d+)K");

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
        return String.join("\n", run("GC.class_histogram").lines().limit(lines).toList());
    }

    private String run(String command) throws IOException, InterruptedException {
        Process process = new ProcessBuilder(List.of(jcmd, Long.toString(pid), command))
                .redirectErrorStream(true)
                .start();
        process.getOutputStream().close();
        byte[] output = process.getInputStream().readAllBytes();
        if (!process.waitFor(TIMEOUT_SECONDS, TimeUnit.SECONDS)) {
            process.destroyForcibly();
            throw new IOException(jcmd + " " + pid + " " + command + " did not finish");
        }
        String text = new String(output, StandardCharsets.UTF_8);
        if (process.exitValue() != 0) {
            throw new IOException(jcmd + " " + pid + " " + command + " failed: " + text.strip());
        }
        return text;
    }
}
