package ahp.protocol.chat;

import ahp.protocol.internal.Frozen;
import com.fasterxml.jackson.annotation.JsonAnyGetter;
import com.fasterxml.jackson.annotation.JsonAnySetter;
import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import com.fasterxml.jackson.annotation.JsonProperty;
import java.util.Map;
import tools.jackson.databind.JsonNode;

/**
 * Removes the steering message or a queued message by id; an id that is not there changes nothing.
 *
 * @param kind {@value PendingMessageSet#STEERING} or {@value PendingMessageSet#QUEUED}
 * @param id the message's id
 * @param extra fields this host does not model, kept as they are
 */
@JsonIgnoreProperties("type")
public record PendingMessageRemoved(
        @JsonProperty(required = true) String kind,
        @JsonProperty(required = true) String id,
        @JsonAnySetter @JsonAnyGetter Map<String, JsonNode> extra) implements ChatAction {

    /** The wire {@code type}. */
    public static final String TYPE = "chat/pendingMessageRemoved";

    /** Copies {@code extra}. */
    public PendingMessageRemoved {
        extra = Frozen.extra(extra);
    }

    /** Removes the message {@code id} of {@code kind}. */
    public PendingMessageRemoved(String kind, String id) {
        this(kind, id, Map.of());
    }

    @Override
    public String type() {
        return TYPE;
    }

    @Override
    public boolean clientDispatchable() {
        return true;
    }
}
