package ahp.protocol.chat;

import ahp.protocol.internal.Frozen;
import com.fasterxml.jackson.annotation.JsonAnyGetter;
import com.fasterxml.jackson.annotation.JsonAnySetter;
import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import com.fasterxml.jackson.annotation.JsonProperty;
import java.util.Map;
import tools.jackson.databind.JsonNode;

/**
 * A call finished with its result; with {@code requiresResultConfirmation} the result waits for a
 * person's approval first.
 *
 * @param turnId the turn
 * @param toolCallId the call
 * @param result the result
 * @param requiresResultConfirmation whether the result must be approved, or null
 * @param meta extensions for the call ({@code _meta}), or null
 * @param extra fields this host does not model, kept as they are
 */
@JsonIgnoreProperties("type")
public record ToolCallComplete(
        @JsonProperty(required = true) String turnId,
        @JsonProperty(required = true) String toolCallId,
        @JsonProperty(required = true) ToolCallResult result,
        Boolean requiresResultConfirmation,
        @JsonProperty("_meta") Map<String, Object> meta,
        @JsonAnySetter @JsonAnyGetter Map<String, JsonNode> extra) implements ToolCallAction {

    /** The wire {@code type}. */
    public static final String TYPE = "chat/toolCallComplete";

    /** Copies the maps. */
    public ToolCallComplete {
        meta = Frozen.mapOrNull(meta);
        extra = Frozen.extra(extra);
    }

    /** A completion with {@code result} and nothing else. */
    public ToolCallComplete(String turnId, String toolCallId, ToolCallResult result) {
        this(turnId, toolCallId, result, null, null, Map.of());
    }

    /** This action with its result replaced (the version views use it). */
    public ToolCallComplete withResult(ToolCallResult newResult) {
        return new ToolCallComplete(turnId, toolCallId, newResult, requiresResultConfirmation, meta, extra);
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
