package ahp.protocol.session;

import ahp.protocol.internal.Frozen;
import com.fasterxml.jackson.annotation.JsonAnyGetter;
import com.fasterxml.jackson.annotation.JsonAnySetter;
import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import com.fasterxml.jackson.annotation.JsonProperty;
import java.util.Map;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ObjectNode;

/**
 * Some fields of a chat's catalogue entry changed (host only; since 0.4.0): each field of
 * {@code changes} replaces the entry's, except {@code resource}, which never changes. An unknown chat
 * changes nothing.
 *
 * @param chat the chat's URI
 * @param changes the changed fields (a partial {@code ChatSummary})
 * @param extra fields this host does not model, kept as they are
 */
@JsonIgnoreProperties("type")
public record ChatUpdated(
        @JsonProperty(required = true) String chat,
        @JsonProperty(required = true) ObjectNode changes,
        @JsonAnySetter @JsonAnyGetter Map<String, JsonNode> extra) implements SessionAction {

    /** The wire {@code type}. */
    public static final String TYPE = "session/chatUpdated";

    /** Copies the tree and {@code extra}. */
    public ChatUpdated {
        changes = Frozen.node(changes);
        extra = Frozen.extra(extra);
    }

    /** Applies {@code changes} to {@code chat}'s entry. */
    public ChatUpdated(String chat, ObjectNode changes) {
        this(chat, changes, Map.of());
    }

    @Override
    public String type() {
        return TYPE;
    }
}
