package ahp.server.sessions;

import ahp.protocol.terminal.TerminalLifecycle;
import ahp.terminals.api.Terminal;
import java.lang.System.Logger.Level;
import java.time.Duration;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.function.Supplier;

/**
 * Keeps what a chat's terminal printed: its scrollback, exit code and kind, under a key of the chat.
 * A terminal's output is kept when its process exits, and a {@code !} command's also when its call is
 * answered and again when the command really ends; the writes of one key land in the order they were
 * asked for, so what is kept last is the run as it finished.
 */
final class KeptOutputs {

    private static final System.Logger LOG = System.getLogger(KeptOutputs.class.getName());
    /** How long a read of a kept output waits for it to be written. */
    private static final Duration KEEP_WAIT = Duration.ofSeconds(10);

    private KeptOutputs() {}

    /**
     * Keeps {@code terminal}'s output under {@code key} of {@code chat} when its process exits, with
     * the terminal's exit code; a stopping daemon waits for it ({@link Sessions#close()}), since its
     * terminals exit as it stops.
     */
    static void whenExited(Sessions sessions, LiveChat chat, String key, Terminal terminal) {
        whenExited(sessions, chat, key, terminal, () -> exitCode(terminal));
    }

    /**
     * {@link #whenExited(Sessions, LiveChat, String, Terminal)}, with the exit code {@code exitCode}
     * gives then (a {@code !} command's shell: the command's code, once it has ended).
     */
    static void whenExited(Sessions sessions, LiveChat chat, String key, Terminal terminal, Supplier<Integer> exitCode) {
        CompletableFuture<Void> kept = terminal.exited().toCompletableFuture()
                .thenCompose(exited -> keepSoon(sessions, chat, key, snapshot(terminal, exitCode.get())));
        sessions.keepsOnExit.add(kept);
        kept.whenComplete((done, failed) -> {
            sessions.keepsOnExit.remove(kept);
            if (failed != null) {
                LOG.log(Level.WARNING, "Did not keep the output of " + key + " of " + chat.uri, failed);
            }
        });
    }

    /** Waits, up to {@code wait}, for the keeps of terminals that are exiting (a stopping daemon's). */
    static void awaitExits(Sessions sessions, Duration wait) {
        try {
            CompletableFuture.allOf(sessions.keepsOnExit.toArray(CompletableFuture[]::new))
                    .get(wait.toMillis(), TimeUnit.MILLISECONDS);
        } catch (InterruptedException interrupted) {
            Thread.currentThread().interrupt();
        } catch (ExecutionException | TimeoutException late) {
            LOG.log(Level.WARNING, "Stopped before every ended terminal's output was kept");
        }
    }

    /** Everything {@code terminal} holds of what it printed: what is kept of it once it exits. */
    static String text(Terminal terminal) {
        StringBuilder output = new StringBuilder();
        terminal.state().content().forEach(part -> output.append(part.text()));
        return output.toString();
    }

    /** The exit code of {@code terminal}'s process once it has exited, else null. */
    static Integer exitCode(Terminal terminal) {
        return terminal.lifecycle() instanceof TerminalLifecycle.Exited exited ? exited.exitCode() : null;
    }

    /** What {@code terminal} holds now, kept with {@code exitCode}. */
    static RetainedOutput snapshot(Terminal terminal, Integer exitCode) {
        return new RetainedOutput(terminal.title(), text(terminal), exitCode, terminal.isPty());
    }

    /**
     * Keeps {@code kept} under {@code key} of {@code chat}, written off the caller's thread (a
     * {@code !} command's call completes without waiting for the disk) after every earlier keep of the
     * same key; a read of what is kept under that key waits for it ({@link #awaitKept}), and a stopping
     * daemon finishes it. Completes once written, or once there is nothing to write.
     */
    static CompletableFuture<Void> keepSoon(Sessions sessions, LiveChat chat, String key, RetainedOutput kept) {
        if (sessions.store == null || chat.disposed) {
            return CompletableFuture.completedFuture(null);
        }
        CompletableFuture<Void> written = new CompletableFuture<>();
        CompletableFuture<Void> before = chat.keeping.put(key, written);
        Runnable work = () -> {
            try {
                if (before != null) {
                    before.join();
                }
                write(sessions, chat, key, kept);
            } finally {
                chat.keeping.remove(key, written);
                written.complete(null);
            }
        };
        if (!sessions.background.run("keep-" + key, work)) {
            work.run();
        }
        return written;
    }

    /** Waits, up to {@link #KEEP_WAIT}, until what is being kept under {@code key} of {@code chat} is written. */
    static void awaitKept(LiveChat chat, String key) {
        CompletableFuture<Void> written = chat.keeping.get(key);
        if (written == null) {
            return;
        }
        try {
            written.get(KEEP_WAIT.toMillis(), TimeUnit.MILLISECONDS);
        } catch (InterruptedException interrupted) {
            Thread.currentThread().interrupt();
        } catch (ExecutionException | TimeoutException late) {
            LOG.log(Level.WARNING, "The output of {0} of {1} is not written yet", key, chat.uri);
        }
    }

    private static void write(Sessions sessions, LiveChat chat, String key, RetainedOutput kept) {
        SessionWrites.write(sessions, chat.session, chat, "the output of " + key, store -> {
            if (!store.saveRetained(chat.session.id, chat.id, key, kept)) {
                LOG.log(Level.INFO, "Did not keep the output of {0} of {1}: over 10 MB", key, chat.uri);
            }
        });
    }
}
