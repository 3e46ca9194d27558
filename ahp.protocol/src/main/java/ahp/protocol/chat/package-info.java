/**
 * The chat pieces a terminal appears in: the terminal block of a tool result
 * ({@link ahp.protocol.chat.TerminalContent} with its {@link ahp.protocol.chat.TerminalCommandResult},
 * and the 0.5.2–0.6.x {@link ahp.protocol.chat.TerminalCompleteContent}), the tool-call actions, a
 * turn's start and end, background rows ({@link ahp.protocol.chat.BackgroundShellWork}), and the part
 * of the chat reducer those need ({@link ahp.protocol.chat.ChatReducer}).
 *
 * <p>Chat state itself belongs to the session layer; {@link ahp.protocol.chat.ChatState} carries it as
 * the protocol's JSON object with typed accessors for what terminals need.
 */
package ahp.protocol.chat;
