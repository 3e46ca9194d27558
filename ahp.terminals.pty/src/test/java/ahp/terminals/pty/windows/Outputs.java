package ahp.terminals.pty.windows;

import ahp.terminals.api.spi.ExitStatus;
import ahp.terminals.api.spi.ProcessOutput;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.LockSupport;

/** What a binding delivered: the text, and the one exit, checked as they come. */
final class Outputs implements ProcessOutput {

    static final Duration DEADLINE = Duration.ofSeconds(60);

    private final StringBuilder text = new StringBuilder();
    private final List<String> violations = new ArrayList<>();
    private final CompletableFuture<ExitStatus> exit = new CompletableFuture<>();

    @Override
    public synchronized void onData(String chunk) {
        if (exit.isDone()) {
            violations.add("data after the exit: " + chunk);
        }
        text.append(chunk);
    }

    @Override
    public synchronized void onExit(ExitStatus status) {
        if (!exit.complete(status)) {
            violations.add("a second exit: " + status);
        }
    }

    /** The exit, once said, and nothing broken before it. */
    ExitStatus exit() throws Exception {
        ExitStatus status;
        try {
            status = exit.get(DEADLINE.toMillis(), TimeUnit.MILLISECONDS);
        } catch (java.util.concurrent.TimeoutException notYet) {
            throw new AssertionError("no exit within " + DEADLINE + "; output: " + text());
        }
        synchronized (this) {
            if (!violations.isEmpty()) {
                throw new AssertionError(violations.toString());
            }
        }
        return status;
    }

    /** Returns once the output holds {@code expected}. */
    void await(String expected) {
        long end = System.nanoTime() + DEADLINE.toNanos();
        while (!text().contains(expected)) {
            if (System.nanoTime() - end > 0 || exit.isDone() && !text().contains(expected)) {
                throw new AssertionError("no \"" + expected + "\"; output: " + text() + (exit.isDone() ? " (exited)" : ""));
            }
            LockSupport.parkNanos(Duration.ofMillis(5).toNanos());
        }
    }

    synchronized String text() {
        return text.toString();
    }
}
