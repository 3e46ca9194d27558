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
            ObjectNode changes = Json.MAPPER.createObjectNode().put("status", sessions.host.locked(() -> chat.state.status()));
            Action updated = ChatActions.chatUpdated(chat.uri, changes);
            sessions.host.publish(chat.session.uri, updated,
                    () -> chat.session.state = SessionReducer.reduce(chat.session.state, updated));
            SessionWrites.persist(sessions, chat.session);
        });
    }
}
