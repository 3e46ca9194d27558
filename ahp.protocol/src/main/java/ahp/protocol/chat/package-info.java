/**
 * The chat channel ({@code ahp-chat:/<id>}): {@link ahp.protocol.chat.ChatState} (the protocol's
 * JSON, with typed accessors for its header, turns, pending messages, a terminal's tool call and the
 * background rows) and the pure {@link ahp.protocol.chat.ChatReducer} for every chat action.
 *
 * <p>The actions the host emits itself are records ({@link ahp.protocol.chat.ChatAction}): a turn's
 * start and its three ends, the tool-call actions, pending messages, paged-in turns and background
 * rows; the others are read from their {@link ahp.protocol.UnknownAction} trees. The terminal pieces
 * of a tool result live here too: {@link ahp.protocol.chat.TerminalContent} with its
 * {@link ahp.protocol.chat.TerminalCommandResult}, the 0.5.2–0.6.x
 * {@link ahp.protocol.chat.TerminalCompleteContent}, and the background shell rows
 * ({@link ahp.protocol.chat.BackgroundShellWork}). {@link ahp.protocol.chat.ChatSummary} is a chat's
 * entry in its session's catalogue.
 */
package ahp.protocol.chat;
