package ahp.terminals.api.store;

import ahp.protocol.terminal.TerminalAction;
import ahp.terminals.api.Terminal;

/**
 * A host that numbers every terminal's actions in one sequence (the daemon) and must hand out
 * snapshots consistent with its numbering, without keeping a second copy of every terminal's state.
 *
 * <p>A terminal followed this way applies each action to its own state <em>inside</em> the
 * sequencer's call: the sequencer takes its lock, numbers the action, runs {@code applyToState}, and
 * sends. So while the sequencer holds its lock the terminal's state is exactly the state after the
 * last number it handed out, and it may read {@link #state} then, without the terminal's lock (which
 * it must not take under its own: the terminal's lock is always taken first).
 */
public interface Sequencing {

    /**
     * One action of the terminal: number it, run {@code applyToState} exactly once under the same
     * lock, and send it. Called under the terminal's lock, before the terminal's other listeners.
     * If this throws or returns without running {@code applyToState}, the store applies it itself.
     */
    void onAction(TerminalAction action, Runnable applyToState);

    /**
     * Makes {@code sequencing} the one sequencer of {@code terminal}, atomically with reading its state.
     *
     * @return the terminal's own live state: read it only under the sequencer's lock
     * @throws IllegalArgumentException when {@code terminal} is not one of a store's
     * @throws IllegalStateException when it is followed already
     */
    static LiveState follow(Terminal terminal, Sequencing sequencing) {
        if (!(terminal instanceof StoreTerminal stored)) {
            throw new IllegalArgumentException("not a store's terminal: " + terminal);
        }
        return stored.follow(sequencing);
    }

    /** Stops following {@code terminal}: its actions are applied and sent to its listeners as any other terminal's. */
    static void unfollow(Terminal terminal, Sequencing sequencing) {
        if (terminal instanceof StoreTerminal stored) {
            stored.unfollow(sequencing);
        }
    }
}
