package ahp.terminals.api.store;

import ahp.protocol.terminal.TerminalAction;
import ahp.protocol.terminal.TerminalLifecycle;
import ahp.protocol.terminal.TerminalState;
import ahp.terminals.api.TerminalListener;
import java.lang.System.Logger.Level;
import java.util.List;
import java.util.Objects;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.locks.ReentrantLock;
import java.util.function.Supplier;

/**
 * A terminal's state and the listeners that follow it, behind one lock. An action is applied and
 * handed to every listener before the lock is released, so listeners see actions in the order they
 * changed the state, and a subscriber's snapshot is exactly the state before the first action it
 * receives.
 */
final class StateChannel {

    private static final System.Logger LOG = System.getLogger(StateChannel.class.getName());

    private final ReentrantLock lock = new ReentrantLock();
    private final LiveState state;
    private final List<TerminalListener> listeners = new CopyOnWriteArrayList<>();
    /** Numbers each action and applies it inside its own lock; guarded by {@link #lock}. */
    private Sequencing sequencing;

    /** A channel opening with {@code initial}, its scrollback capped at {@code capacity}. */
    StateChannel(TerminalState initial, int capacity) {
        state = new LiveState(initial, capacity);
    }

    /** The lock every change to this terminal is made under. */
    ReentrantLock lock() {
        return lock;
    }

    /** Applies {@code action} and tells every listener; the caller holds the lock. */
    void emit(TerminalAction action) {
        if (!lock.isHeldByCurrentThread()) {
            throw new IllegalStateException("an action is applied under the terminal's lock");
        }
        if (sequencing == null) {
            state.apply(action);
        } else {
            sequenced(action);
        }
        for (TerminalListener listener : listeners) {
            try {
                listener.onAction(action);
            } catch (RuntimeException failure) {
                LOG.log(Level.WARNING, "A terminal listener failed on " + action.type(), failure);
            }
        }
    }

    private void sequenced(TerminalAction action) {
        boolean[] applied = new boolean[1];
        try {
            sequencing.onAction(action, () -> {
                if (!applied[0]) {
                    applied[0] = true;
                    state.apply(action);
                }
            });
        } catch (RuntimeException failure) {
            LOG.log(Level.WARNING, "The sequencer failed on " + action.type(), failure);
        }
        if (!applied[0]) {
            state.apply(action);
        }
    }

    /** Makes {@code value} the sequencer, returning the live state it may read under its own lock. */
    LiveState follow(Sequencing value) {
        Objects.requireNonNull(value, "sequencing");
        lock.lock();
        try {
            if (sequencing != null) {
                throw new IllegalStateException("this terminal has a sequencer already");
            }
            sequencing = value;
            return state;
        } finally {
            lock.unlock();
        }
    }

    /** Removes {@code value} as the sequencer, if it is. */
    void unfollow(Sequencing value) {
        lock.lock();
        try {
            if (sequencing == value) {
                sequencing = null;
            }
        } finally {
            lock.unlock();
        }
    }

    /** Takes the lock and emits {@code action}. */
    void emitLocked(TerminalAction action) {
        lock.lock();
        try {
            emit(action);
        } finally {
            lock.unlock();
        }
    }

    /** Whether {@code terminal/exited} has been applied; the caller holds the lock. */
    boolean exited() {
        return state.exited();
    }

    /** Running or exited now, without a snapshot. */
    TerminalLifecycle lifecycle() {
        return underLock(state::lifecycle);
    }

    /** The title now, without a snapshot. */
    String title() {
        return underLock(state::title);
    }

    /** The state now. */
    TerminalState snapshot() {
        return underLock(state::snapshot);
    }

    /** Adds {@code listener} and returns the state it starts from, atomically. */
    TerminalState subscribe(TerminalListener listener) {
        Objects.requireNonNull(listener, "listener");
        return underLock(() -> {
            listeners.add(listener);
            return state.snapshot();
        });
    }

    /** {@link #subscribe}, the content cut to the newest parts holding {@code characters}. */
    TerminalState subscribeFromEnd(TerminalListener listener, int characters) {
        Objects.requireNonNull(listener, "listener");
        return underLock(() -> {
            listeners.add(listener);
            return state.snapshotFromEnd(characters);
        });
    }

    private <T> T underLock(Supplier<T> read) {
        lock.lock();
        try {
            return read.get();
        } finally {
            lock.unlock();
        }
    }

    /** Removes {@code listener}; it is called no more once this returns (unless it is being called). */
    void unsubscribe(TerminalListener listener) {
        listeners.remove(listener);
    }
}
