package ahp.protocol.version;

import ahp.protocol.Action;
import ahp.protocol.UnknownAction;
import ahp.protocol.chat.ChatSummary;
import ahp.protocol.session.ChatAdded;
import ahp.protocol.session.ChatUpdated;
import ahp.protocol.session.SessionLifecycle;
import ahp.protocol.session.SessionState;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ArrayNode;
import tools.jackson.databind.node.JsonNodeFactory;
import tools.jackson.databind.node.ObjectNode;

/**
 * The session-state rules of one version, used by {@link VersionView} for session states and the
 * session actions that carry state. What each reshape rests on:
 * <ul>
 *   <li>below 0.9.0, a failed creation is {@code lifecycle} {@value SessionLifecycle#CREATION_FAILED}
 *       (the enum of every release schema 0.5.2–0.8.0), not {@value SessionLifecycle#FAILED} (the
 *       0.9.0 state types of VS Code's vendored protocol copy, and upstream's newer ones);
 *   <li>below 0.7.0, the session and each chat summary have one optional {@code workingDirectory}
 *       instead of the {@code workingDirectories} list (release schemas; CHANGELOG 0.7.0, #337), in
 *       the state and in {@code session/chatAdded} and {@code session/chatUpdated};
 *   <li>below 0.6.0, there is no {@code toolAuthentication} input entry (CHANGELOG 0.6.0): such
 *       entries are left out of {@code inputNeeded}, and a {@code session/inputNeededSet} carrying one
 *       is not sent (its later removal then names an id the client never had, which changes nothing).
 * </ul>
 * Optional fields an older version merely lacks (a 0.9.0 session's {@code origin}, ...) are left in;
 * the spec obliges older peers to ignore them and the schemas allow them. Not verified: the exact
 * set of fields 0.9.0 added to session state, for want of a 0.9.0 schema; only the ones above are
 * reshaped.
 */
final class SessionShapes {

    private static final String TOOL_AUTHENTICATION = "toolAuthentication";

    private final boolean failedIsFailed;
    private final boolean directoryList;
    private final boolean toolAuthentication;
    private final ChatShapes chats;

    /** The rules for {@code version}; {@code chats} does the chat summaries. */
    SessionShapes(ProtocolVersion version, ChatShapes chats) {
        this.failedIsFailed = version.atLeast(ProtocolVersion.V0_9_0);
        this.directoryList = version.atLeast(ProtocolVersion.V0_7_0);
        this.toolAuthentication = version.atLeast(ProtocolVersion.V0_6_0);
        this.chats = chats;
    }

    /** A session state in this version's shape (itself when unchanged). */
    SessionState state(SessionState state) {
        ObjectNode before = state.body();
        ObjectNode out = before.deepCopy();
        if (!failedIsFailed && SessionLifecycle.FAILED.equals(out.path("lifecycle").asString(""))) {
            out.put("lifecycle", SessionLifecycle.CREATION_FAILED);
        }
        if (!directoryList) {
            ChatShapes.singleDirectory(out);
            for (JsonNode chat : out.path("chats")) {
                if (chat instanceof ObjectNode summary) {
                    chats.summary(summary);
                }
            }
        }
        if (!toolAuthentication && out.get("inputNeeded") instanceof ArrayNode entries) {
            ArrayNode kept = JsonNodeFactory.instance.arrayNode();
            entries.forEach(entry -> {
                if (!TOOL_AUTHENTICATION.equals(entry.path("kind").asString(""))) {
                    kept.add(entry);
                }
            });
            if (kept.isEmpty()) {
                out.remove("inputNeeded");
            } else {
                out.set("inputNeeded", kept);
            }
        }
        return out.equals(before) ? state : SessionState.of(out);
    }

    /** A session action in this version's shape: itself, a reshaped copy, or null when not sent. */
    Action action(Action action) {
        return switch (action) {
            case ChatAdded added when chats.reshapesSummaries() -> {
                ChatSummary summary = chats.summary(added.summary());
                yield summary == added.summary() ? action : new ChatAdded(summary, added.extra());
            }
            case ChatUpdated updated when chats.reshapesSummaries() && updated.changes().has("workingDirectories") -> {
                ObjectNode changes = updated.changes().deepCopy();
                chats.summary(changes);
                yield new ChatUpdated(updated.chat(), changes, updated.extra());
            }
            case UnknownAction unknown when !toolAuthentication && "session/inputNeededSet".equals(unknown.type())
                    && TOOL_AUTHENTICATION.equals(unknown.body().path("request").path("kind").asString("")) -> null;
            default -> action;
        };
    }
}
