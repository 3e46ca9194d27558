package ahp.machines.ssh;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;

/** Runs a program of this host to its end, for the test rig (ssh-keygen, docker). */
final class Programs {

    /** What it printed (standard output and error, as one) and its exit code. */
    record Result(int code, String output) {}

    private Programs() {}

    /** Runs {@code command} for at most {@code seconds}; a program that does not end is killed and is code -1. */
    static Result run(List<String> command, int seconds) {
        try {
            Path out = Files.createTempFile("ahp-ssh-run", ".out");
            try {
                Process process = new ProcessBuilder(command).redirectErrorStream(true)
                        .redirectOutput(out.toFile()).start();
                process.getOutputStream().close();
                if (!process.waitFor(seconds, TimeUnit.SECONDS)) {
                    process.destroyForcibly().waitFor(5, TimeUnit.SECONDS);
                    return new Result(-1, String.join(" ", command) + " gave no answer in " + seconds + " s");
                }
                return new Result(process.exitValue(), Files.readString(out, StandardCharsets.UTF_8));
            } finally {
                Files.deleteIfExists(out);
            }
        } catch (IOException e) {
            return new Result(-1, e.toString());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return new Result(-1, "interrupted");
        }
    }

    /** Runs {@code command} and fails the test unless it exits 0; what it printed. */
    static String require(List<String> command, int seconds) {
        Result result = run(command, seconds);
        if (result.code() != 0) {
            throw new AssertionError(String.join(" ", command) + " failed (" + result.code() + "): " + result.output());
        }
        return result.output();
    }
}
