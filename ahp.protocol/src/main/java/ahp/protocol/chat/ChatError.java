package ahp.protocol.chat;

import ahp.protocol.internal.Frozen;
import com.fasterxml.jackson.annotation.JsonAnyGetter;
import com.fasterxml.jackson.annotation.JsonAnySetter;
import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import com.fasterxml.jackson.annotation.JsonProperty;
import java.util.Map;
import tools.jackson.databind.JsonNode;

/**
 * The active turn failed ({@code chat/error}, host only): the turn is kept with state {@code error}
 * and the error, and the chat's activity becomes {@link SessionStatus#ERROR}.
 *
 * @param turnId the turn
 * @param duration how long it ran, in milliseconds (the producer's own clock)
 * @param error what went wrong ({@code ErrorInfo}: {@code errorType}, {@code message}, {@code stack?},
 *     {@code _meta?}), as JSON
 * @param meta extensions ({@code _meta}), or null
 * @param extra fields this host does not model, kept as they are
 */
@JsonIgnoreProperties("type")
public record ChatError(
        @JsonProperty(required = true) String turnId,
        @JsonProperty(required = true) long duration,
        @JsonProperty(required = true) JsonNode error,
        @JsonProperty("_meta") Map<String, Object> meta,
        @JsonAnySetter @JsonAnyGetter Map<String, JsonNode> extra) implements ChatAction {

    /** The wire {@code type}. */
    public static final String TYPE = "chat/error";

    /** Copies the maps and the tree. */
    public ChatError {
        error = Frozen.node(error);
        meta = Frozen.mapOrNull(meta);
        extra = Frozen.extra(extra);
    }

    /** The failure of {@code turnId} after {@code duration} milliseconds with {@code error}. */
    public ChatError(String turnId, long duration, JsonNode error) {
        this(turnId, duration, error, null, Map.of());
    }

    @Override
    public String type() {
        return TYPE;
    }
}
