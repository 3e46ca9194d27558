package ahp.backends.acp.process;

import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.Reader;
import java.lang.System.Logger.Level;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

/**
 * Reads an agent's standard error to its end, so the agent never blocks on a full pipe, and logs it
 * line by line, bounded: each line cut at {@value #LINE_CHARS} characters, at most {@value #LOGGED_LINES}
 * lines a process (the rest are read and dropped). The last few lines are kept for the sentence a
 * failed turn ends with.
 */
final class StderrDrain {

    static final int LINE_CHARS = 2_000;
    static final int LOGGED_LINES = 10_000;
    private static final int KEPT_LINES = 5;
    private static final System.Logger LOG = System.getLogger("ahp.backends.acp.agent");

    private final String name;
    private final Deque<String> last = new ArrayDeque<>();
    private final CompletableFuture<Void> ended = new CompletableFuture<>();

    private StderrDrain(String name) {
        this.name = name;
    }

    /** Starts draining {@code stderr} of the agent called {@code name}. */
    static StderrDrain start(String name, InputStream stderr) {
        StderrDrain drain = new StderrDrain(name);
        Thread.ofPlatform().daemon().name("acp-" + name + "-stderr").start(() -> drain.run(stderr));
        return drain;
    }

    /**
     * Waits at most {@code wait} until everything the agent wrote on standard error is logged (its
     * pipe ends when it and what it started have exited): a daemon that stops logs the agent's last
     * words before it goes.
     */
    void awaitEnd(Duration wait) {
        try {
            ended.get(wait.toMillis(), TimeUnit.MILLISECONDS);
        } catch (TimeoutException | ExecutionException e) {
            // something it started still holds the pipe; the rest is not waited for
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    /** The last lines it wrote, joined, or an empty string. */
    synchronized String tail() {
        return String.join("\n", last);
    }

    private void run(InputStream stderr) {
        int logged = 0;
        try (Reader reader = new InputStreamReader(stderr, StandardCharsets.UTF_8)) {
            StringBuilder line = new StringBuilder();
            boolean cut = false;
            int c;
            while ((c = reader.read()) != -1) {
                if (c == '\n') {
                    logged = emit(line.toString(), cut, logged);
                    line.setLength(0);
                    cut = false;
                } else if (line.length() < LINE_CHARS) {
                    if (c != '\r') {
                        line.append((char) c);
                    }
                } else {
                    cut = true;
                }
            }
            if (!line.isEmpty()) {
                emit(line.toString(), cut, logged);
            }
        } catch (IOException e) {
            // the process is gone and its pipe with it
        } finally {
            ended.complete(null);
        }
    }

    private int emit(String line, boolean cut, int logged) {
        String shown = cut ? line + "…" : line;
        synchronized (this) {
            if (!line.isBlank()) {
                last.addLast(shown);
                if (last.size() > KEPT_LINES) {
                    last.removeFirst();
                }
            }
        }
        if (logged < LOGGED_LINES) {
            LOG.log(Level.INFO, "{0}: {1}", name, shown);
        } else if (logged == LOGGED_LINES) {
            LOG.log(Level.WARNING, "{0}: more than {1} lines on standard error; the rest are not logged", name, LOGGED_LINES);
        }
        return logged + 1;
    }
}
