package ahp.protocol;

import ahp.protocol.chat.ChatAction;
import ahp.protocol.root.RootAction;
import ahp.protocol.session.SessionAction;
import ahp.protocol.terminal.TerminalAction;
import com.fasterxml.jackson.annotation.JsonSubTypes;
import com.fasterxml.jackson.annotation.JsonTypeInfo;

/**
 * Any state action, discriminated by its wire {@code type}: the terminal, root, session and chat
 * actions this host models as records, and {@link UnknownAction} for every other type, which is
 * carried through unchanged (the reducers read the ones they know from its tree).
 *
 * <p>Decode an action as {@code Action} (never as one family) so an unknown type cannot fail:
 * {@code Json.MAPPER.readValue(text, Action.class)}.
 */
@JsonTypeInfo(use = JsonTypeInfo.Id.NAME, property = "type", visible = true, defaultImpl = UnknownAction.class)
@JsonSubTypes({
    @JsonSubTypes.Type(TerminalAction.class),
    @JsonSubTypes.Type(RootAction.class),
    @JsonSubTypes.Type(SessionAction.class),
    @JsonSubTypes.Type(ChatAction.class)})
public sealed interface Action permits TerminalAction, RootAction, SessionAction, ChatAction, UnknownAction {

    /** The wire {@code type}, for example {@code "terminal/data"}. */
    String type();

    /** Whether a client may dispatch this action; the others are the host's alone. */
    default boolean clientDispatchable() {
        return false;
    }
}
