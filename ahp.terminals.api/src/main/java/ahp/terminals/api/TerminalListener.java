package ahp.terminals.api;

import ahp.protocol.terminal.TerminalAction;

/**
 * Receives a terminal's actions in the order they changed its state. Called on the terminal's own
 * thread: a listener must not block, and must not call back into the terminal while it is called.
 */
@FunctionalInterface
public interface TerminalListener {

    /** {@code action} has just been applied to the terminal's state. */
    void onAction(TerminalAction action);
}
