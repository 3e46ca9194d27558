package ahp.terminals.api.command;

import ahp.protocol.terminal.TerminalAction;
import ahp.protocol.terminal.TerminalClaim;
import ahp.protocol.terminal.TerminalLifecycle;
import ahp.protocol.terminal.TerminalReducer;
import ahp.protocol.terminal.TerminalState;
import ahp.terminals.api.Terminal;
import ahp.terminals.api.TerminalListener;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.locks.ReentrantLock;

/**
 * A terminal a test drives: it emits the actions the test gives it to its listeners under its own
 * lock, as the store does, and keeps what was typed into it.
 */
final class FakeTerminal implements Terminal {

    final ReentrantLock lock = new ReentrantLock();
    final List<TerminalListener> listeners = new CopyOnWriteArrayList<>();
    final LinkedBlockingQueue<String> typed = new LinkedBlockingQueue<>();
    final List<Thread> emittingThreads = new CopyOnWriteArrayList<>();
    private final boolean pty;
    private TerminalState state;
    volatile boolean bracketedPaste;
    volatile RuntimeException refuseInput;

    FakeTerminal(boolean pty, boolean marked) {
        this.pty = pty;
        this.state = new TerminalState("sh", null, 80, 24, List.of(), TerminalLifecycle.RUNNING,
                new TerminalClaim.Client(""), marked, pty);
    }

    /** Applies {@code action} and hands it to every listener, under the lock. */
    void emit(TerminalAction action) {
        lock.lock();
        try {
            emittingThreads.add(Thread.currentThread());
            state = TerminalReducer.reduce(state, action);
            for (TerminalListener listener : listeners) {
                listener.onAction(action);
            }
        } finally {
            lock.unlock();
        }
    }

    void data(String text) {
        emit(new TerminalAction.Data(text));
    }

    @Override
    public TerminalState state() {
        lock.lock();
        try {
            return state;
        } finally {
            lock.unlock();
        }
    }

    @Override
    public TerminalState subscribe(TerminalListener listener) {
        lock.lock();
        try {
            listeners.add(listener);
            return state;
        } finally {
            lock.unlock();
        }
    }

    @Override
    public void unsubscribe(TerminalListener listener) {
        listeners.remove(listener);
    }

    @Override
    public boolean isPty() {
        return pty;
    }

    @Override
    public long pid() {
        return 1;
    }

    @Override
    public void input(String data) {
        if (refuseInput != null) {
            throw refuseInput;
        }
        typed.add(data);
        emit(new TerminalAction.Input(data));
    }

    @Override
    public void resize(int cols, int rows) {}

    @Override
    public void rename(String title) {}

    @Override
    public void claim(TerminalClaim claim) {
        emit(new TerminalAction.Claimed(claim));
    }

    @Override
    public void clear() {}

    @Override
    public void kill() {}

    @Override
    public CompletionStage<TerminalLifecycle.Exited> exited() {
        return new CompletableFuture<>();
    }

    @Override
    public boolean isInAltBuffer() {
        return false;
    }

    @Override
    public boolean isBracketedPasteMode() {
        return bracketedPaste;
    }

    @Override
    public CompletionStage<Void> whenAltBuffer() {
        return CompletableFuture.completedStage(null);
    }

    @Override
    public void close() {}
}
