package ahp.server.changeset;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.concurrent.TimeUnit;

/**
 * One running git call with its deadline. A watchdog ends the process (and anything it started) when
 * the deadline passes, so a read from its output always ends; its standard error is drained on a
 * thread of its own, keeping at most {@value #STDERR_CAP} bytes.
 */
final class GitProcess implements AutoCloseable {

    static final int STDERR_CAP = 64 * 1024;

    private final Process process;
    private final String subcommand;
    private final Duration timeout;
    private final ByteArrayOutputStream stderr = new ByteArrayOutputStream();
    private final Thread stderrReader;
    private volatile boolean timedOut;
    private volatile boolean abandoned;

    GitProcess(Process process, String subcommand, Duration timeout) {
        this.process = process;
        this.subcommand = subcommand;
        this.timeout = timeout;
        this.stderrReader = Thread.ofVirtual().name("git-stderr").start(this::drainStderr);
        Thread.ofVirtual().name("git-deadline").start(this::watch);
    }

    /** What git writes. */
    InputStream stdout() {
        return process.getInputStream();
    }

    /** What git reads; close it when done writing. */
    OutputStream stdin() {
        return process.getOutputStream();
    }

    /** All of standard output, failing when it is longer than {@code cap} bytes. */
    byte[] readAll(int cap) throws GitException {
        try (InputStream in = stdout()) {
            byte[] bytes = in.readNBytes(cap + 1);
            if (bytes.length > cap) {
                abandon();
                throw new GitException("git " + subcommand + " wrote more than " + cap + " bytes");
            }
            return bytes;
        } catch (IOException e) {
            throw failure("could not be read: " + e.getMessage());
        }
    }

    /** Waits for git to end and throws unless it succeeded in time. */
    void succeed() throws GitException {
        int code = await();
        if (timedOut) {
            throw failure("timed out after " + timeout.toMillis() + " ms");
        }
        if (code != 0) {
            throw failure("exited with " + code);
        }
    }

    /** Waits for git to end (the watchdog sees that it does) and gives its exit code. */
    int await() {
        boolean interrupted = false;
        while (true) {
            try {
                int code = process.waitFor();
                stderrReader.join();
                if (interrupted) {
                    Thread.currentThread().interrupt();
                }
                return code;
            } catch (InterruptedException e) {
                interrupted = true;
                kill();
            }
        }
    }

    /** Whether the deadline ended it. */
    boolean timedOut() {
        return timedOut;
    }

    /** What git wrote on its standard error, as text. */
    String stderr() {
        synchronized (stderr) {
            return stderr.toString(StandardCharsets.UTF_8);
        }
    }

    /** Ends git because its output is no longer wanted. */
    void abandon() {
        abandoned = true;
        kill();
    }

    /** Whether {@link #abandon()} ended it. */
    boolean abandoned() {
        return abandoned;
    }

    @Override
    public void close() {
        if (process.isAlive()) {
            kill();
        }
        closeQuietly(process.getInputStream());
        closeQuietly(process.getOutputStream());
    }

    private GitException failure(String what) {
        String detail = summary(stderr());
        return new GitException("git " + subcommand + " " + what + (detail.isEmpty() ? "" : ": " + detail));
    }

    private void watch() {
        try {
            if (!process.waitFor(timeout.toNanos(), TimeUnit.NANOSECONDS)) {
                timedOut = true;
                kill();
            }
        } catch (InterruptedException e) {
            kill();
        }
    }

    private void kill() {
        process.descendants().forEach(ProcessHandle::destroyForcibly);
        process.destroyForcibly();
    }

    private void drainStderr() {
        byte[] buffer = new byte[8192];
        try (InputStream in = process.getErrorStream()) {
            for (int n; (n = in.read(buffer)) >= 0; ) {
                synchronized (stderr) {
                    int room = STDERR_CAP - stderr.size();
                    stderr.write(buffer, 0, Math.max(0, Math.min(room, n)));
                }
            }
        } catch (IOException | UncheckedIOException e) {
            // The process ended or was ended; what was read is kept.
        }
    }

    /** git's own reason: its first "fatal:" or "error:" line, else its last line. */
    private static String summary(String text) {
        String[] lines = text.strip().split("\\R");
        String pick = lines[lines.length - 1].strip();
        for (String line : lines) {
            if (line.startsWith("fatal:") || line.startsWith("error:")) {
                pick = line.strip();
                break;
            }
        }
        return pick.length() > 300 ? pick.substring(0, 300) + "..." : pick;
    }

    private static void closeQuietly(AutoCloseable closeable) {
        try {
            closeable.close();
        } catch (Exception e) {
            // Nothing to do: the process is gone.
        }
    }
}
