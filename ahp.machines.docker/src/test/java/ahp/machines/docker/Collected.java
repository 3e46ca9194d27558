package ahp.machines.docker;

import static org.junit.jupiter.api.Assertions.assertNull;

import ahp.terminals.api.spi.ExitStatus;
import ahp.terminals.api.spi.ProcessOutput;
import java.time.Duration;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * What a process delivered: its text and its one exit. It notes any breach of the binding's promise
 * (calls that overlap, data after the exit, a second exit), which {@link #assertKeptPromise} reports.
 */
final class Collected implements ProcessOutput {

    private final StringBuilder text = new StringBuilder();
    private final CompletableFuture<ExitStatus> exit = new CompletableFuture<>();
    private final AtomicInteger inside = new AtomicInteger();
    private volatile String breach;

    @Override
    public void onData(String chunk) {
        enter();
        if (exit.isDone()) {
            breach = "data after the exit: " + chunk;
        }
        synchronized (text) {
            text.append(chunk);
        }
        inside.decrementAndGet();
    }

    @Override
    public void onExit(ExitStatus status) {
        enter();
        if (!exit.complete(status)) {
            breach = "a second exit: " + status;
        }
        inside.decrementAndGet();
    }

    private void enter() {
        if (inside.incrementAndGet() != 1) {
            breach = "two calls at once";
        }
    }

    /** Everything delivered so far. */
    String text() {
        synchronized (text) {
            return text.toString();
        }
    }

    /** Waits until the text holds {@code expected}. */
    void awaitText(String expected) {
        awaitText(expected, Await.DEADLINE);
    }

    /** Waits until the text holds {@code expected}, at most {@code deadline}. */
    void awaitText(String expected, Duration deadline) {
        Await.until(() -> holds(expected), deadline,
                () -> "output holds " + quoted(expected) + "; it is " + quoted(text()));
    }

    /** Whether the text holds {@code expected}; fails once the process exited without it. */
    private boolean holds(String expected) {
        boolean ended = exit.isDone();
        if (text().contains(expected)) {
            return true;
        }
        if (ended) {
            throw new AssertionError("the process exited (" + exit.join() + ") and its output does not hold "
                    + quoted(expected) + "; it is " + quoted(text()));
        }
        return false;
    }

    /** The exit, waited for at most {@code deadline}. */
    ExitStatus awaitExit(Duration deadline) {
        try {
            return exit.get(deadline.toMillis(), TimeUnit.MILLISECONDS);
        } catch (TimeoutException timeout) {
            throw new AssertionError("no exit within " + deadline + "; output " + quoted(text()), timeout);
        } catch (ExecutionException | InterruptedException failed) {
            throw new AssertionError(failed);
        }
    }

    /** The exit, waited for at most the default deadline. */
    ExitStatus awaitExit() {
        return awaitExit(Await.DEADLINE);
    }

    /** Whether the exit has come. */
    boolean exited() {
        return exit.isDone();
    }

    /** Fails when calls overlapped, data came after the exit, or the exit came twice. */
    void assertKeptPromise() {
        assertNull(breach, "the binding broke its promise");
    }

    static String quoted(String text) {
        return "\"" + text.replace("\r", "\\r").replace("\n", "\\n").replace("\u001b", "\\e") + "\"";
    }
}
