/**
 * The terminal channel of AHP: its state ({@link ahp.protocol.terminal.TerminalState}), the eleven
 * {@code terminal/*} actions ({@link ahp.protocol.terminal.TerminalAction}), the claim and content
 * types, and the pure {@link ahp.protocol.terminal.TerminalReducer}.
 *
 * <p>Inside the host every terminal is held in the newest (0.9.0) shape: exit inside
 * {@code lifecycle}, {@code chat} on session claims. Older shapes are produced only at the edge, by the
 * per-version views.
 */
package ahp.protocol.terminal;
