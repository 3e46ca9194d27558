/**
 * The terminal port: {@link ahp.terminals.api.TerminalStore} opens a
 * {@link ahp.terminals.api.Terminal} from a {@link ahp.terminals.api.TerminalSpec}. A terminal's
 * state is the protocol's {@link ahp.protocol.terminal.TerminalState}, changed only through the
 * protocol's terminal actions, which it emits in order to its
 * {@link ahp.terminals.api.TerminalListener}s.
 *
 * <p>Implementations are found with {@link ahp.terminals.api.Providers}.
 */
package ahp.terminals.api;
