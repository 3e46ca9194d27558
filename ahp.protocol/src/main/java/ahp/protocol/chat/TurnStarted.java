package ahp.protocol.chat;

import ahp.protocol.internal.Frozen;
import com.fasterxml.jackson.annotation.JsonAnyGetter;
import com.fasterxml.jackson.annotation.JsonAnySetter;
import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import com.fasterxml.jackson.annotation.JsonProperty;
import java.util.Map;
import tools.jackson.databind.JsonNode;

/**
 * A turn starts with a message (dispatched by a client). A message starting with the host's
 * {@code terminalCommandPrefix} is a {@code !} command.
 *
 * @param turnId the new turn's id
 * @param startedAt when it started, ISO 8601
 * @param message the message
 * @param queuedMessageId the queued message this turn consumes, or null
 * @param meta extensions ({@code _meta}), or null
 * @param extra fields this host does not model, kept as they are
 */
@JsonIgnoreProperties("type")
public record TurnStarted(
        @JsonProperty(required = true) String turnId,
        @JsonProperty(required = true) String startedAt,
        @JsonProperty(required = true) ChatMessage message,
        String queuedMessageId,
        @JsonProperty("_meta") Map<String, Object> meta,
        @JsonAnySetter @JsonAnyGetter Map<String, JsonNode> extra) implements ChatAction {

    /** The wire {@code type}. */
    public static final String TYPE = "chat/turnStarted";

    /** Copies the maps. */
    public TurnStarted {
        meta = Frozen.mapOrNull(meta);
        extra = Frozen.extra(extra);
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
