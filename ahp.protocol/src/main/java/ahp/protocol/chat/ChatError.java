package ahp.protocol.chat;

import ahp.protocol.internal.Frozen;
import com.fasterxml.jackson.annotation.JsonAnyGetter;
import com.fasterxml.jackson.annotation.JsonAnySetter;
import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import com.fasterxml.jackson.annotation.JsonProperty;
import java.util.Map;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.JsonNodeFactory;
import tools.jackson.databind.node.ObjectNode;

/**
 * The active turn failed ({@code chat/error}, host only): the turn is kept with state {@code error}
 * and the error, and the chat's activity becomes {@link SessionStatus#ERROR}. Up to 0.9.0 the action
 * carries the {@code ErrorInfo} as {@code error}; from 1.0.0 it carries it inside {@code part}, an
 * {@code ErrorResponsePart} ({@code {kind: "error", error, resumable?}}) appended to the turn's
 * response parts. Either is read; the host makes the 0.9.0 one, and the 1.x views {@link #asErrorPart}.
 *
 * @param turnId the turn
 * @param duration how long it ran, in milliseconds (the producer's own clock)
 * @param error what went wrong ({@code ErrorInfo}: {@code errorType}, {@code message}, {@code stack?},
 *     {@code _meta?}), as JSON, in the shape up to 0.9.0; null in the 1.x shape
 * @param part the {@code ErrorResponsePart} holding the error, in the 1.x shape; null up to 0.9.0
 * @param meta extensions ({@code _meta}), or null
 * @param extra fields this host does not model, kept as they are
 */
@JsonIgnoreProperties("type")
public record ChatError(
        @JsonProperty(required = true) String turnId,
        @JsonProperty(required = true) long duration,
        @JsonProperty("error") JsonNode error,
        @JsonProperty("part") JsonNode part,
        @JsonProperty("_meta") Map<String, Object> meta,
        @JsonAnySetter @JsonAnyGetter Map<String, JsonNode> extra) implements ChatAction {

    /** The wire {@code type}. */
    public static final String TYPE = "chat/error";

    /** The {@code kind} of an error response part. */
    public static final String ERROR_PART = "error";

    /**
     * Copies the maps and the trees.
     *
     * @throws IllegalArgumentException when neither {@code error} nor a {@code part} with an
     *     {@code error} is given
     */
    public ChatError {
        error = error == null || error.isNull() ? null : Frozen.node(error);
        part = part == null || part.isNull() ? null : Frozen.node(part);
        if (error == null && (part == null || !part.path("error").isObject())) {
            throw new IllegalArgumentException("chat/error needs an 'error' or a 'part' with an 'error'");
        }
        meta = Frozen.mapOrNull(meta);
        extra = Frozen.extra(extra);
    }

    /** The failure of {@code turnId} after {@code duration} milliseconds with {@code error}, in the 0.9.0 shape. */
    public ChatError(String turnId, long duration, JsonNode error) {
        this(turnId, duration, error, null, null, Map.of());
    }

    /** The {@code ErrorInfo}, from whichever shape the action is in. */
    public JsonNode errorInfo() {
        return error != null ? error : part.get("error");
    }

    /**
     * This action in the 1.x shape: the error moved into an {@code ErrorResponsePart} (without
     * {@code resumable}: this host cannot resume a failed turn); itself when it already is.
     */
    public ChatError asErrorPart() {
        if (error == null) {
            return this;
        }
        ObjectNode errorPart = JsonNodeFactory.instance.objectNode().put("kind", ERROR_PART);
        errorPart.set("error", error);
        return new ChatError(turnId, duration, null, errorPart, meta, extra);
    }

    @Override
    public String type() {
        return TYPE;
    }
}
