package ahp.server.host;

import ahp.protocol.terminal.TerminalAction;
import ahp.protocol.terminal.TerminalLifecycle;
import ahp.terminals.api.Terminal;
import ahp.terminals.api.TerminalListener;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;

/**
 * A stopping daemon's moment for shells still in their startup files. A shell hung up half-way
 * through {@code ~/.bashrc} can leave behind what a startup file meant to undo before the prompt (a
 * lock file that every later shell then waits for, such as pyenv's shim lock). So before the
 * terminals are hung up, every shell opened to sit at its prompt under a pseudoterminal that has not
 * reached it yet gets up to {@link #BOUND}, all of them at once, to get there: it has reached its
 * prompt once it has marked a command boundary or its line editor has asked for bracketed paste, or
 * once it has exited. A shell opened more than {@link #YOUNG} ago is not waited for: one that has
 * marked nothing by then never will (a shell with no integration, such as dash).
 */
final class StartupGrace {

    /** The longest a stopping daemon waits, in all, for shells to reach their prompt. */
    static final Duration BOUND = Duration.ofSeconds(3);

    /** How recently a shell must have been opened to be taken as still starting. */
    static final Duration YOUNG = Duration.ofSeconds(10);

    private StartupGrace() {}

    /** Waits, up to {@link #BOUND}, until every shell of {@code channels} still starting has reached its prompt. */
    static void await(List<TerminalChannel> channels) {
        List<CompletableFuture<Void>> starting = new ArrayList<>();
        long now = System.nanoTime();
        for (TerminalChannel channel : channels) {
            if (channel.sitting() && now - channel.openedNanos() < YOUNG.toNanos()) {
                CompletableFuture<Void> prompt = atPrompt(channel.terminal());
                if (!prompt.isDone()) {
                    starting.add(prompt);
                }
            }
        }
        if (starting.isEmpty()) {
            return;
        }
        try {
            CompletableFuture.allOf(starting.toArray(CompletableFuture[]::new)).get(BOUND.toMillis(), TimeUnit.MILLISECONDS);
        } catch (InterruptedException interrupted) {
            Thread.currentThread().interrupt();
        } catch (Exception late) {
            System.getLogger(StartupGrace.class.getName()).log(System.Logger.Level.INFO,
                    "{0} shell(s) still in their startup files after {1} s are hung up", starting.stream()
                            .filter(prompt -> !prompt.isDone()).count(), BOUND.toSeconds());
        }
    }

    /** Completes once {@code terminal}'s shell is at its prompt or gone; at once for one on pipes. */
    private static CompletableFuture<Void> atPrompt(Terminal terminal) {
        CompletableFuture<Void> reached = new CompletableFuture<>();
        if (!terminal.isPty()) {
            reached.complete(null);
            return reached;
        }
        // Called on the terminal's thread, which a listener must not call back into: the screen is
        // asked about bracketed paste from another thread.
        TerminalListener listener = action -> {
            if (action instanceof TerminalAction.Exited || action instanceof TerminalAction.CommandDetectionAvailable) {
                reached.complete(null);
            } else if (action instanceof TerminalAction.Data) {
                CompletableFuture.runAsync(() -> {
                    if (terminal.isBracketedPasteMode()) {
                        reached.complete(null);
                    }
                });
            }
        };
        var state = terminal.subscribeFromEnd(listener, 1);
        if (!(state.lifecycle() instanceof TerminalLifecycle.Running)
                || Boolean.TRUE.equals(state.supportsCommandDetection()) || terminal.isBracketedPasteMode()) {
            reached.complete(null);
        }
        reached.whenCompleteAsync((done, failed) -> terminal.unsubscribe(listener));
        return reached;
    }
}
