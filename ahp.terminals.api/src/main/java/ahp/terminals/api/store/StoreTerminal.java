package ahp.terminals.api.store;

import ahp.protocol.terminal.TerminalAction;
import ahp.protocol.terminal.TerminalClaim;
import ahp.protocol.terminal.TerminalLifecycle;
import ahp.protocol.terminal.TerminalState;
import ahp.terminals.api.Terminal;
import ahp.terminals.api.TerminalListener;
import ahp.terminals.api.spi.ExitStatus;
import ahp.terminals.api.spi.MarkTracker;
import ahp.terminals.api.spi.NoProcess;
import ahp.terminals.api.spi.ProcessOutput;
import ahp.terminals.api.spi.ScreenProvider;
import ahp.terminals.api.spi.TerminalProcess;
import java.lang.System.Logger.Level;
import java.util.Map;
import java.util.Objects;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.locks.ReentrantLock;
import java.util.function.Consumer;

/**
 * One terminal of the store: its state, its listeners, its process, and (under a pseudoterminal)
 * its screen and its mark tracker.
 *
 * <p>Every change is one protocol action applied under the terminal's lock and handed to the
 * listeners before the lock is released, whichever thread made it: output and the exit arrive on
 * the binding's reader thread, client actions on the caller's. {@code terminal/exited} is applied
 * once, after the binding said every byte was delivered.
 *
 * <p>After the exit, {@link #input} and {@link #resize} are ignored: there is no process to tell,
 * and the size a client drew to last stays the state's.
 */
final class StoreTerminal implements Terminal {

    /** The signal that ended the process, once it has exited by one. */
    private volatile String exitSignal;

    private static final System.Logger LOG = System.getLogger(StoreTerminal.class.getName());

    /** Keeps the order of writes and resizes the same as the order of their actions. */
    private final ReentrantLock inputLock = new ReentrantLock();
    private final StateChannel channel;
    private final ReentrantLock lock;
    private final boolean pty;
    private final ProcessPort process = new ProcessPort();
    private final ScreenReplies replies;
    private final TerminalScreen screen;
    /** Where output goes: the state, without the queries the screen answered when there is one. */
    private final Consumer<TerminalAction> shown;
    private final AnsweredQueries answered;
    private final Consumer<StoreTerminal> onClose;
    private final CompletableFuture<TerminalLifecycle.Exited> exited = new CompletableFuture<>();
    private volatile MarkTracker tracker;
    private boolean closed;

    /**
     * A terminal whose process is not attached yet.
     *
     * @param initial the state it opens with
     * @param capacity the scrollback's cap in characters
     * @param tracker the mark tracker its output goes through, or null
     * @param screens where its screen comes from, or null for none
     * @param onClose told once when it is closed
     */
    StoreTerminal(TerminalState initial, int capacity, MarkTracker tracker, ScreenProvider screens,
            Consumer<StoreTerminal> onClose) {
        this.channel = new StateChannel(initial, capacity);
        this.lock = channel.lock();
        this.replies = new ScreenReplies(lock, process);
        this.pty = Boolean.TRUE.equals(initial.isPty());
        this.tracker = tracker;
        this.screen = TerminalScreen.open(pty ? screens : null, initial.cols(), initial.rows(), lock, replies);
        this.answered = screen.present() ? new AnsweredQueries(channel::emit) : null;
        this.shown = answered != null ? answered : channel::emit;
        this.onClose = onClose;
    }

    /** Where the binding delivers this terminal's output and exit. */
    ProcessOutput output() {
        return new ProcessOutput() {
            @Override
            public void onData(String chunk) {
                received(chunk);
            }

            @Override
            public void onExit(ExitStatus status) {
                ended(status);
            }
        };
    }

    /** Hands over the started process. */
    void attach(TerminalProcess started) {
        process.attach(started);
    }

    /** Nothing could be started: the reason goes into the output, and the terminal exits with 127. */
    void failedToStart(String reason) {
        attach(NoProcess.reportFailure(reason + (pty ? "\r\n" : "\n"), ExitStatus.exited(127), output()));
    }

    @Override
    public TerminalState state() {
        return channel.snapshot();
    }

    @Override
    public TerminalLifecycle lifecycle() {
        return channel.lifecycle();
    }

    @Override
    public String title() {
        return channel.title();
    }

    @Override
    public TerminalState subscribe(TerminalListener listener) {
        return channel.subscribe(listener);
    }

    @Override
    public TerminalState subscribeFromEnd(TerminalListener listener, int characters) {
        return channel.subscribeFromEnd(listener, characters);
    }

    /** See {@link Sequencing#follow}. */
    LiveState follow(Sequencing sequencing) {
        return channel.follow(sequencing);
    }

    /** See {@link Sequencing#unfollow}. */
    void unfollow(Sequencing sequencing) {
        channel.unfollow(sequencing);
    }

    @Override
    public void unsubscribe(TerminalListener listener) {
        channel.unsubscribe(listener);
    }

    @Override
    public boolean isPty() {
        return pty;
    }

    @Override
    public long pid() {
        return process.pid();
    }

    /**
     * {@inheritDoc} Under a pseudoterminal the bytes go through as they are. Ignored after the exit.
     *
     * <p>The bytes are written before {@code terminal/input} is sequenced: the protocol keeps
     * terminal I/O outside its write-ahead scheme (the action changes no state), so its echo need not
     * come before the output the input causes, and the process gets its input without waiting for
     * the echo to be encoded and queued. The mark tracker is shown the input first, so a command's
     * marks are always read against the line typed for it.
     */
    @Override
    public void input(String data) {
        Objects.requireNonNull(data, "data");
        if (data.isEmpty()) {
            return;
        }
        inputLock.lock();
        try {
            lock.lock();
            try {
                if (channel.exited()) {
                    return;
                }
                if (tracker != null) {
                    Guarded.run(LOG, "show the mark tracker the input", () -> tracker.input(data));
                }
            } finally {
                lock.unlock();
            }
            if (pty) {
                process.write(data);
            } else {
                PipeInput.deliver(data, process);
            }
            channel.emitLocked(new TerminalAction.Input(data));
        } finally {
            inputLock.unlock();
        }
    }

    /** {@inheritDoc} On pipes nothing is signalled; the size is kept. Ignored after the exit. */
    @Override
    public void resize(int cols, int rows) {
        if (cols < 1 || rows < 1) {
            throw new IllegalArgumentException("a terminal is at least 1x1, not " + cols + "x" + rows);
        }
        inputLock.lock();
        try {
            lock.lock();
            try {
                if (channel.exited()) {
                    return;
                }
                channel.emit(new TerminalAction.Resized(cols, rows));
                screen.resize(cols, rows);
            } finally {
                lock.unlock();
            }
            process.resize(cols, rows);
        } finally {
            inputLock.unlock();
        }
    }

    @Override
    public void rename(String title) {
        Objects.requireNonNull(title, "title");
        channel.emitLocked(new TerminalAction.TitleChanged(title));
    }

    @Override
    public void claim(TerminalClaim claim) {
        Objects.requireNonNull(claim, "claim");
        channel.emitLocked(new TerminalAction.Claimed(claim));
    }

    @Override
    public void clear() {
        channel.emitLocked(new TerminalAction.Cleared());
    }

    @Override
    public void kill() {
        process.kill();
    }

    @Override
    public CompletionStage<TerminalLifecycle.Exited> exited() {
        return exited.minimalCompletionStage();
    }

    @Override
    public boolean isInAltBuffer() {
        return screen.isInAltBuffer();
    }

    @Override
    public boolean isBracketedPasteMode() {
        return screen.isBracketedPasteMode();
    }

    @Override
    public boolean readsMarks() {
        return tracker != null;
    }

    @Override
    public CompletionStage<Void> whenAltBuffer() {
        return screen.whenAltBuffer();
    }

    @Override
    public void close() {
        lock.lock();
        try {
            if (closed) {
                return;
            }
            closed = true;
            screen.close();
        } finally {
            lock.unlock();
        }
        process.kill();
        onClose.accept(this);
    }

    private void received(String chunk) {
        if (chunk.isEmpty()) {
            return;
        }
        lock.lock();
        try {
            if (channel.exited()) {
                LOG.log(Level.WARNING, "Output after the exit was dropped: " + chunk.length() + " characters");
                return;
            }
            // The screen reads every chunk before any mark is read from it.
            screen.write(chunk);
            if (tracker == null) {
                shown.accept(new TerminalAction.Data(chunk));
            } else {
                try {
                    tracker.output(chunk, shown);
                } catch (RuntimeException failure) {
                    LOG.log(Level.ERROR, "The mark tracker failed; output goes on without it", failure);
                    tracker = null;
                }
            }
        } finally {
            lock.unlock();
        }
        replies.flush();
    }

    @Override
    public String exitSignal() {
        return exitSignal;
    }

    private void ended(ExitStatus status) {
        TerminalLifecycle.Exited lifecycle;
        lock.lock();
        try {
            if (channel.exited()) {
                return;
            }
            if (tracker != null) {
                Guarded.run(LOG, "flush the mark tracker", () -> tracker.end(shown));
            }
            if (answered != null) {
                answered.flush();
            }
            Map<String, Object> meta = status.bySignal() ? Map.of("signal", status.signal()) : null;
            exitSignal = status.signal();
            channel.emit(new TerminalAction.Exited(status.exitCode(), meta));
            lifecycle = new TerminalLifecycle.Exited(status.exitCode());
        } finally {
            lock.unlock();
        }
        exited.complete(lifecycle);
    }
}
