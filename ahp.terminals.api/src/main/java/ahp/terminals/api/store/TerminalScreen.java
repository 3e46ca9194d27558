package ahp.terminals.api.store;

import ahp.terminals.api.spi.Screen;
import ahp.terminals.api.spi.ScreenProvider;
import java.lang.System.Logger.Level;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.Executor;
import java.util.concurrent.Executors;
import java.util.concurrent.locks.ReentrantLock;
import java.util.function.BooleanSupplier;
import java.util.function.Consumer;

/**
 * A terminal's screen, or its absence: a terminal on pipes, or a store with no screen port, answers
 * false to both modes and has {@link #whenAltBuffer} settled at once. A screen that fails is logged
 * and answers as no screen would; a closed one is fed nothing more.
 */
final class TerminalScreen {

    private static final System.Logger LOG = System.getLogger(TerminalScreen.class.getName());
    /** Where the alternate screen is announced when the screen saw it while reading a chunk. */
    private static final Executor ANNOUNCER =
            Executors.newThreadPerTaskExecutor(Thread.ofVirtual().name("ahp-terminal-alt-buffer").factory());

    private final ReentrantLock lock;
    private final Screen screen;
    private boolean closed;

    private TerminalScreen(ReentrantLock lock, Screen screen) {
        this.lock = lock;
        this.screen = screen;
    }

    /**
     * A screen from {@code screens} for a terminal of that size, or none when there is no port or it
     * fails to open one.
     *
     * @param lock the terminal's lock, which every call but {@link #whenAltBuffer} is made under
     * @param replies where the screen's answers go
     */
    static TerminalScreen open(ScreenProvider screens, int cols, int rows, ReentrantLock lock, Consumer<String> replies) {
        if (screens == null) {
            return new TerminalScreen(lock, null);
        }
        try {
            return new TerminalScreen(lock, screens.open(cols, rows, replies));
        } catch (RuntimeException failure) {
            LOG.log(Level.WARNING, "No screen for this terminal: " + failure, failure);
            return new TerminalScreen(lock, null);
        }
    }

    /** Whether there is a screen, which answers the program's queries itself. */
    boolean present() {
        return screen != null;
    }

    /** Feeds a chunk of output; the terminal's lock is held. */
    void write(String chunk) {
        if (screen != null && !closed) {
            Guarded.run(LOG, "feed the screen", () -> screen.write(chunk));
        }
    }

    /** Follows the terminal's size; the terminal's lock is held. */
    void resize(int cols, int rows) {
        if (screen != null && !closed) {
            Guarded.run(LOG, "resize the screen", () -> screen.resize(cols, rows));
        }
    }

    /** Releases the screen; the terminal's lock is held. */
    void close() {
        if (screen != null && !closed) {
            closed = true;
            Guarded.run(LOG, "close the screen", screen::close);
        }
    }

    /** Whether the program is on the alternate screen. */
    boolean isInAltBuffer() {
        return screen != null && ask(screen::isInAltBuffer);
    }

    /** Whether the program asked for bracketed paste. */
    boolean isBracketedPasteMode() {
        return screen != null && ask(screen::isBracketedPasteMode);
    }

    /**
     * Settles when the program enters the alternate screen: at once without a screen or when it is
     * there already. When the screen sees it while reading a chunk, under the terminal's lock, the
     * stage settles on another thread, so that what waits on it may act on the terminal.
     */
    CompletionStage<Void> whenAltBuffer() {
        if (screen == null) {
            return CompletableFuture.completedStage(null);
        }
        CompletableFuture<Void> relay = new CompletableFuture<>();
        screen.whenAltBuffer().whenComplete((nothing, failure) -> {
            if (lock.isHeldByCurrentThread()) {
                ANNOUNCER.execute(() -> settle(relay, failure));
            } else {
                settle(relay, failure);
            }
        });
        return relay.minimalCompletionStage();
    }

    private static void settle(CompletableFuture<Void> relay, Throwable failure) {
        if (failure == null) {
            relay.complete(null);
        } else {
            relay.completeExceptionally(failure);
        }
    }

    private boolean ask(BooleanSupplier question) {
        lock.lock();
        try {
            return question.getAsBoolean();
        } catch (RuntimeException failure) {
            LOG.log(Level.WARNING, "The screen failed to answer", failure);
            return false;
        } finally {
            lock.unlock();
        }
    }
}
