/**
 * The AHP commands a terminal host speaks: the params and results of {@code initialize},
 * {@code reconnect}, {@code ping}, {@code subscribe}, {@code unsubscribe}, {@code dispatchAction},
 * {@code createTerminal} and {@code disposeTerminal}; {@link ahp.protocol.command.Snapshot}; and the
 * {@link ahp.protocol.command.ActionEnvelope} of the {@code action} notification. {@link
 * ahp.protocol.command.Method} names them and the type of each one's params.
 */
package ahp.protocol.command;
