package ahp.server.sessions;

import ahp.protocol.Action;
import ahp.protocol.Json;
import ahp.protocol.session.SessionReducer;
import ahp.server.auth.Grant;
import tools.jackson.databind.JsonNode;

/**
 * What a client may dispatch on a session's channel, as VS Code's Agents window does: a rename
 * ({@code session/titleChanged}), read and archived state ({@code session/isReadChanged},
 * {@code session/isArchivedChanged}; kept in the session's file), and the active client
 * ({@code session/activeClientSet} and {@code session/activeClientRemoved}, for the dispatching
 * client itself only; {@link ActiveClients} removes it when that client goes and does not come back),
 * and a change of its config ({@code session/configChanged}, {@link SessionConfigChanges}).
 * Each is folded by the protocol's session reducer as it is numbered.
 */
final class SessionClientActions {

    private final Sessions sessions;

    SessionClientActions(Sessions sessions) {
        this.sessions = sessions;
    }

    /** Whether {@code action} from {@code clientId} is taken on {@code session} (the grant is checked by the caller). */
    Admission admit(LiveSession session, Action action, String clientId) {
        JsonNode body = Json.MAPPER.valueToTree(action);
        return switch (action.type()) {
            case "session/titleChanged" -> renamed(session, body);
            case "session/isReadChanged" -> flag(session, action, body.path("isRead"), "isRead", true);
            case "session/isArchivedChanged" -> flag(session, action, body.path("isArchived"), "isArchived", false);
            case "session/activeClientSet" -> activeClientSet(session, action, body, clientId);
            case "session/activeClientRemoved" -> activeClientRemoved(session, action, body, clientId);
            case "session/configChanged" -> SessionConfigChanges.admit(sessions, session, action, body);
            default -> new Admission.Refused(action.type() + " is not an action a client may dispatch on a session here");
        };
    }

    /** A rename on the session's channel: checked, then folded; the session is named from then on. */
    private Admission renamed(LiveSession session, JsonNode body) {
        String title = title(body);
        if (title == null) {
            return new Admission.Refused("Invalid action: 'title' must be a non-empty string");
        }
        Action titled = ChatActions.titleChanged(title);
        return new Admission.Allowed(Grant.SESSION_RENAME, () -> named(session, titled, title), () -> persisted(session));
    }

    /**
     * {@code session/titleChanged} sent on one of the session's chats, as VS Code 1.141 sends a rename:
     * the session is renamed, and the rename goes out on the session's channel too, where its
     * subscribers fold it (the chat's reducer has nothing to do with it).
     */
    Admission renamedFromChat(LiveSession session, JsonNode body) {
        String title = title(body);
        if (title == null) {
            return new Admission.Refused("Invalid action: 'title' must be a non-empty string");
        }
        Action titled = ChatActions.titleChanged(title);
        return new Admission.Allowed(Grant.SESSION_RENAME, () -> { }, () -> {
            sessions.host.publish(session.uri, titled, () -> named(session, titled, title));
            persisted(session);
        });
    }

    private void named(LiveSession session, Action titled, String title) {
        fold(session, titled);
        session.title = title;
        session.named = true;
        session.modifiedAt = sessions.now();
    }

    private static String title(JsonNode body) {
        JsonNode title = body.path("title");
        return title.isString() && !title.asString().isBlank() ? title.asString() : null;
    }

    private Admission flag(LiveSession session, Action action, JsonNode value, String field, boolean read) {
        if (!value.isBoolean()) {
            return new Admission.Refused("Invalid action: '" + field + "' must be true or false");
        }
        return new Admission.Allowed(Grant.SESSION_RENAME, () -> {
            fold(session, action);
            if (read) {
                session.read = value.asBoolean();
            } else {
                session.archived = value.asBoolean();
            }
        }, () -> persisted(session));
    }

    private Admission activeClientSet(LiveSession session, Action action, JsonNode body, String clientId) {
        JsonNode client = body.path("activeClient");
        String named = client.path("clientId").asString("");
        if (!client.isObject() || named.isEmpty()) {
            return new Admission.Refused("Invalid action: 'activeClient' must be an object with a 'clientId'");
        }
        if (!named.equals(clientId)) {
            return new Admission.Refused("A client sets only itself as the session's active client (it is " + clientId + ")");
        }
        return new Admission.Allowed(Grant.CHAT_SEND, () -> {
            fold(session, action);
            sessions.activeClients.active(clientId, session.uri);
        }, () -> { });
    }

    private Admission activeClientRemoved(LiveSession session, Action action, JsonNode body, String clientId) {
        if (!body.path("clientId").asString("").equals(clientId)) {
            return new Admission.Refused("A client removes only itself from the session's active clients");
        }
        return new Admission.Allowed(Grant.SESSION_READ, () -> {
            fold(session, action);
            sessions.activeClients.left(clientId, session.uri);
        }, () -> { });
    }

    private static void fold(LiveSession session, Action action) {
        session.state = SessionReducer.reduce(session.state, action);
    }

    private void persisted(LiveSession session) {
        SessionWrites.persist(sessions, session);
        sessions.summaryChanged(session);
    }
}
