package ahp.protocol.chat;

import ahp.protocol.internal.Frozen;
import com.fasterxml.jackson.annotation.JsonAnyGetter;
import com.fasterxml.jackson.annotation.JsonAnySetter;
import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import com.fasterxml.jackson.annotation.JsonProperty;
import java.util.Map;
import tools.jackson.databind.JsonNode;

/**
 * More of a streaming call's input (host only).
 *
 * @param turnId the turn
 * @param toolCallId the call
 * @param content input text to append, or null
 * @param invocationMessage the message to show for the call so far (string or markdown), or null
 * @param meta extensions for the call ({@code _meta}), or null
 * @param extra fields this host does not model, kept as they are
 */
@JsonIgnoreProperties("type")
public record ToolCallDelta(
        @JsonProperty(required = true) String turnId,
        @JsonProperty(required = true) String toolCallId,
        String content,
        JsonNode invocationMessage,
        @JsonProperty("_meta") Map<String, Object> meta,
        @JsonAnySetter @JsonAnyGetter Map<String, JsonNode> extra) implements ToolCallAction {

    /** The wire {@code type}. */
    public static final String TYPE = "chat/toolCallDelta";

    /** Copies the maps and trees. */
    public ToolCallDelta {
        meta = Frozen.mapOrNull(meta);
        extra = Frozen.extra(extra);
        invocationMessage = Frozen.node(invocationMessage);
    }

    @Override
    public String type() {
        return TYPE;
    }
}
