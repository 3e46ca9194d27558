package ahp.server.sessions;

import ahp.protocol.Action;
import ahp.protocol.session.SessionReducer;
import ahp.server.auth.Grant;
import java.lang.System.Logger.Level;
import java.util.Map;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ObjectNode;

/**
 * {@code session/configChanged} on a session's channel, as VS Code's config chips send a change made
 * after the session was created: taken when every value is of a property of the session's schema that
 * is {@code sessionMutable} and not {@code readOnly} (or keeps the value it has, and a replacement
 * keeps every such value), and one the property takes; otherwise refused
 * with why, and nothing changes. A change taken is folded by the session reducer as it is numbered
 * (merged into the values, or replacing them with {@code replace}), then kept in the session's folder
 * and handed to the session's backend, which sets its agent to the values.
 */
final class SessionConfigChanges {

    private static final System.Logger LOG = System.getLogger(SessionConfigChanges.class.getName());

    private SessionConfigChanges() {}

    /** Whether {@code action} ({@code body} its fields) is taken on {@code session}. */
    static Admission admit(Sessions sessions, LiveSession session, Action action, JsonNode body) {
        String problem = problem(SessionConfigs.of(sessions, session), body);
        if (problem != null) {
            return new Admission.Refused(problem);
        }
        return new Admission.Allowed(Grant.CHAT_SEND,
                () -> session.state = SessionReducer.reduce(session.state, action),
                () -> changed(sessions, session));
    }

    /** Why the change {@code body} cannot be made to a session whose config is {@code config}, or null. */
    private static String problem(ObjectNode config, JsonNode body) {
        if (config == null) {
            return "This session has no config: its agent offers nothing to set";
        }
        JsonNode replace = body.get("replace");
        if (replace != null && !replace.isNull() && !replace.isBoolean()) {
            return "Invalid action: 'replace' must be true or false";
        }
        if (!(body.get("config") instanceof ObjectNode values)) {
            return "Invalid action: 'config' must be an object";
        }
        JsonNode properties = config.path("schema").path("properties");
        JsonNode current = config.path("values");
        for (Map.Entry<String, JsonNode> value : values.properties()) {
            JsonNode property = properties.get(value.getKey());
            if (property == null) {
                return "Invalid action: 'config." + value.getKey() + "' is not a property of this session's config (it has "
                        + String.join(", ", properties.propertyNames()) + ")";
            }
            if (!mutable(property) && !value.getValue().equals(current.get(value.getKey()))) {
                return "Invalid action: 'config." + value.getKey() + "' cannot be changed once the session is created";
            }
            String wrong = ConfigValues.problem(property, value.getValue());
            if (wrong != null) {
                return "Invalid action: 'config." + value.getKey() + "' " + wrong;
            }
        }
        if (replace != null && replace.asBoolean(false)) {
            // Values replaced whole still hold what cannot change (the session's machine, say).
            for (Map.Entry<String, JsonNode> kept : current.properties()) {
                JsonNode property = properties.get(kept.getKey());
                if (property != null && !mutable(property) && !kept.getValue().equals(values.get(kept.getKey()))) {
                    return "Invalid action: 'config." + kept.getKey() + "' cannot be changed once the session is created";
                }
            }
        }
        return null;
    }

    private static boolean mutable(JsonNode property) {
        return property.path("sessionMutable").asBoolean(false) && !property.path("readOnly").asBoolean(false);
    }

    /** After a change was sent: the config as the state holds it now is kept, and goes to the backend. */
    private static void changed(Sessions sessions, LiveSession session) {
        ObjectNode config = SessionConfigs.of(sessions, session);
        if (config == null) {
            return;
        }
        SessionWrites.write(sessions, session, null, "the config", store -> store.saveConfig(session.id, config));
        if (session.backend != null && config.get("values") instanceof ObjectNode values) {
            try {
                session.backend.configChanged(values);
            } catch (RuntimeException failed) {
                LOG.log(Level.WARNING, "The backend of " + session.uri + " failed on a config change", failed);
            }
        }
    }
}
