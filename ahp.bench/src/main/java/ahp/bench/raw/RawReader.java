package ahp.bench.raw;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;

/** Runs the compiled {@code rawpty} binary, one measurement a process. */
public final class RawReader {

    private final Path binary;
    private final Path histfile;

    /**
     * A reader using {@code binary}; bash started under it keeps its history in {@code histfile},
     * not in the home folder.
     */
    public RawReader(Path binary, Path histfile) {
        if (!Files.isExecutable(binary)) {
            throw new IllegalArgumentException("no rawpty binary at " + binary + " (bench/run builds it)");
        }
        this.binary = binary;
        this.histfile = histfile;
    }

    /** {@code rawpty drain LINE}. */
    public RawOutput.Drain drain(String line, Duration timeout) throws IOException {
        return RawOutput.drain(run(timeout, "drain", line));
    }

    /** {@code rawpty echo COUNT WARMUP LINE}: the nanoseconds of each timed probe. */
    public long[] echo(int count, int warmup, String line, Duration timeout) throws IOException {
        return RawOutput.samples(run(timeout, "echo", Integer.toString(count), Integer.toString(warmup), line), count);
    }

    /** {@code rawpty echo-paused COUNT WARMUP LINE PAUSE_US}: the same, idle before each probe. */
    public long[] echoPaused(int count, int warmup, String line, int pauseMicros, Duration timeout) throws IOException {
        return RawOutput.samples(run(timeout, "echo-paused", Integer.toString(count), Integer.toString(warmup), line,
                Integer.toString(pauseMicros)), count);
    }

    /** {@code rawpty line COUNT WARMUP LINE TEXT EXPECT}: the nanoseconds of each timed probe. */
    public long[] line(int count, int warmup, String line, String text, String expect, Duration timeout)
            throws IOException {
        return RawOutput.samples(run(timeout, "line", Integer.toString(count), Integer.toString(warmup), line,
                RawOutput.escape(text), RawOutput.escape(expect)), count);
    }

    private String run(Duration timeout, String... arguments) throws IOException {
        List<String> command = new ArrayList<>();
        command.add(binary.toString());
        command.addAll(List.of(arguments));
        ProcessBuilder builder = new ProcessBuilder(command);
        builder.environment().put("HISTFILE", histfile.toString());
        Process process = builder.start();
        CompletableFuture<String> out = drainAsync(process.getInputStream());
        CompletableFuture<String> err = drainAsync(process.getErrorStream());
        try {
            if (!process.waitFor(timeout.toMillis(), TimeUnit.MILLISECONDS)) {
                process.descendants().forEach(ProcessHandle::destroyForcibly);
                process.destroyForcibly();
                throw new IOException("rawpty " + arguments[0] + " did not finish within " + timeout.toSeconds() + " s");
            }
            if (process.exitValue() != 0) {
                throw new IOException("rawpty " + arguments[0] + " failed (" + process.exitValue() + "): " + err.join().strip());
            }
            return out.join();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            process.destroyForcibly();
            throw new IOException("interrupted", e);
        }
    }

    private static CompletableFuture<String> drainAsync(InputStream stream) {
        CompletableFuture<String> text = new CompletableFuture<>();
        Thread.ofVirtual().start(() -> {
            try (stream) {
                text.complete(new String(stream.readAllBytes(), StandardCharsets.UTF_8));
            } catch (IOException e) {
                text.complete("");
            }
        });
        return text;
    }
}
