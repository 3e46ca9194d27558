package ahp.protocol.chat;

import ahp.protocol.internal.Frozen;
import com.fasterxml.jackson.annotation.JsonAnyGetter;
import com.fasterxml.jackson.annotation.JsonAnySetter;
import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import com.fasterxml.jackson.annotation.JsonProperty;
import java.util.Map;
import tools.jackson.databind.JsonNode;

/**
 * Sets the steering message, or adds a queued message (replacing the one with the same id in place).
 *
 * @param kind {@value #STEERING} or {@value #QUEUED}
 * @param id the message's id
 * @param message the message
 * @param extra fields this host does not model, kept as they are
 */
@JsonIgnoreProperties("type")
public record PendingMessageSet(
        @JsonProperty(required = true) String kind,
        @JsonProperty(required = true) String id,
        @JsonProperty(required = true) ChatMessage message,
        @JsonAnySetter @JsonAnyGetter Map<String, JsonNode> extra) implements ChatAction {

    /** The wire {@code type}. */
    public static final String TYPE = "chat/pendingMessageSet";
    /** The {@code kind} of the steering message. */
    public static final String STEERING = "steering";
    /** The {@code kind} of a queued message. */
    public static final String QUEUED = "queued";

    /** Copies {@code extra}. */
    public PendingMessageSet {
        extra = Frozen.extra(extra);
    }

    /** Sets the message {@code id} of {@code kind}. */
    public PendingMessageSet(String kind, String id, ChatMessage message) {
        this(kind, id, message, Map.of());
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
