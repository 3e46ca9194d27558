package ahp.protocol.command;

import ahp.protocol.Channels;
import ahp.protocol.internal.Frozen;
import com.fasterxml.jackson.annotation.JsonAnyGetter;
import com.fasterxml.jackson.annotation.JsonAnySetter;
import com.fasterxml.jackson.annotation.JsonInclude;
import java.util.Map;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ObjectNode;

/**
 * The params of the root channel's session notifications, which keep a client's cached
 * {@code listSessions} page live: {@code root/sessionAdded} ({@code summary}),
 * {@code root/sessionRemoved} ({@code session}) and {@code root/sessionSummaryChanged}
 * ({@code session} and the {@code changes}). Notifications are not actions: never numbered, never
 * replayed.
 *
 * @param channel {@code ahp-root://}
 * @param summary the new session's summary, or null
 * @param session the session's URI, or null
 * @param changes the summary fields that changed, or null
 * @param extra fields this host does not model, kept for the round trip
 */
@JsonInclude(JsonInclude.Include.NON_NULL)
public record SessionNotificationParams(
        String channel,
        ObjectNode summary,
        String session,
        ObjectNode changes,
        @JsonAnySetter @JsonAnyGetter Map<String, JsonNode> extra) implements Params {

    /** Copies the trees. */
    public SessionNotificationParams {
        summary = summary == null ? null : Frozen.node(summary);
        changes = changes == null ? null : Frozen.node(changes);
        extra = Frozen.extra(extra);
    }

    /** {@code root/sessionAdded}. */
    public static SessionNotificationParams added(ObjectNode summary) {
        return new SessionNotificationParams(Channels.ROOT, summary, null, null, Map.of());
    }

    /** {@code root/sessionRemoved}. */
    public static SessionNotificationParams removed(String session) {
        return new SessionNotificationParams(Channels.ROOT, null, session, null, Map.of());
    }

    /** {@code root/sessionSummaryChanged}. */
    public static SessionNotificationParams changed(String session, ObjectNode changes) {
        return new SessionNotificationParams(Channels.ROOT, null, session, changes, Map.of());
    }
}
