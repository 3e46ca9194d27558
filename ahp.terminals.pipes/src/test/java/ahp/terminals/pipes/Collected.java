package ahp.terminals.pipes;

import ahp.terminals.api.spi.ExitStatus;
import ahp.terminals.api.spi.ProcessOutput;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;

/** What a binding delivered to its {@link ProcessOutput}: every chunk, and the one exit, checked as it comes. */
final class Collected implements ProcessOutput {

    private final List<String> chunks = new ArrayList<>();
    private final List<String> violations = new ArrayList<>();
    private final CompletableFuture<ExitStatus> exit = new CompletableFuture<>();

    @Override
    public synchronized void onData(String chunk) {
        if (exit.isDone()) {
            violations.add("data after the exit: " + chunk);
        }
        chunks.add(chunk);
    }

    @Override
    public synchronized void onExit(ExitStatus status) {
        if (!exit.complete(status)) {
            violations.add("a second exit: " + status);
        }
    }

    /** The exit, once said (the test fails if it is not by the deadline), and nothing broken before it. */
    ExitStatus exit() {
        ExitStatus status = Await.result(exit, () -> "the exit; output so far: " + text());
        synchronized (this) {
            if (!violations.isEmpty()) {
                throw new AssertionError(violations.toString());
            }
        }
        return status;
    }

    /** Whether the exit was said. */
    boolean exited() {
        return exit.isDone();
    }

    synchronized String text() {
        return String.join("", chunks);
    }

    synchronized List<String> chunks() {
        return List.copyOf(chunks);
    }
}
