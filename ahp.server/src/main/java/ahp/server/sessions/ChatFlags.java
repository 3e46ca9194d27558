package ahp.server.sessions;

import ahp.protocol.Action;
import ahp.protocol.Json;
import ahp.protocol.session.SessionReducer;
import ahp.server.auth.Grant;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ObjectNode;

/**
 * A chat's read and archived state as a client sets it ({@code chat/isReadChanged},
 * {@code chat/isArchivedChanged}): folded into the chat's {@code status} by the protocol's chat
 * reducer, mirrored onto the chat's summary in its session's state ({@code session/chatUpdated}, as
 * the schema asks), and kept in the session's file.
 */
final class ChatFlags {

    private ChatFlags() {}

    static Admission admit(Sessions sessions, LiveChat chat, Action action, JsonNode value, String field) {
        if (!value.isBoolean()) {
            return new Admission.Refused("Invalid action: '" + field + "' must be true or false");
        }
        return new Admission.Allowed(Grant.CHAT_SEND, () -> sessions.fold(chat, action), () -> {
            mirror(sessions, chat);
            SessionWrites.persist(sessions, chat.session);
        });
    }

    /**
     * The chat's {@code status} put on its summary in its session's state ({@code session/chatUpdated})
     * where the summary says otherwise: after a flag, a turn's end (an error, say) or a truncation, so
     * the summary a client holds is the one a restart builds from the chat (issue 41).
     */
    static void mirror(Sessions sessions, LiveChat chat) {
        sessions.host.locked(() -> {
            int status = chat.state.status();
            boolean same = chat.session.state.chats().stream()
                    .anyMatch(summary -> summary.resource().equals(chat.uri) && summary.status() == status);
            if (!same && !chat.disposed) {
                Action updated = ChatActions.chatUpdated(chat.uri, Json.MAPPER.createObjectNode().put("status", status));
                sessions.host.publish(chat.session.uri, updated,
                        () -> chat.session.state = SessionReducer.reduce(chat.session.state, updated));
            }
            return null;
        });
    }
}
