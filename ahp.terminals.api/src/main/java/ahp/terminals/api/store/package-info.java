/**
 * The terminal store's machinery: the incremental state and its capped scrollback, the environment
 * and argv a terminal starts with, and the terminal itself. Only {@link ahp.terminals.api.store.LiveState}
 * and {@link ahp.terminals.api.store.Sequencing} are public: what a host needs to number a terminal's
 * actions and read its state under its lock.
 *
 * <p>Threading: each terminal has one lock. Whoever changes its state (the binding's reader thread
 * for output and the exit, a caller for a client action) takes it, applies the action and notifies
 * the listeners before releasing it, so every listener sees the actions in the order they changed
 * the state. Nothing that can block on the process (a write, a resize, a signal) runs under it.
 */
package ahp.terminals.api.store;
