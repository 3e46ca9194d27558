package ahp.protocol.chat;

import ahp.protocol.internal.Frozen;
import com.fasterxml.jackson.annotation.JsonAnyGetter;
import com.fasterxml.jackson.annotation.JsonAnySetter;
import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import com.fasterxml.jackson.annotation.JsonProperty;
import java.util.Map;
import tools.jackson.databind.JsonNode;

/**
 * The OAuth challenge of an {@code auth-required} call was met; the call runs again (host only; since
 * 0.6.0).
 *
 * @param turnId the turn
 * @param toolCallId the call
 * @param meta extensions for the call ({@code _meta}), or null
 * @param extra fields this host does not model, kept as they are
 */
@JsonIgnoreProperties("type")
public record ToolCallAuthResolved(
        @JsonProperty(required = true) String turnId,
        @JsonProperty(required = true) String toolCallId,
        @JsonProperty("_meta") Map<String, Object> meta,
        @JsonAnySetter @JsonAnyGetter Map<String, JsonNode> extra) implements ToolCallAction {

    /** The wire {@code type}. */
    public static final String TYPE = "chat/toolCallAuthResolved";

    /** Copies the maps. */
    public ToolCallAuthResolved {
        meta = Frozen.mapOrNull(meta);
        extra = Frozen.extra(extra);
    }

    @Override
    public String type() {
        return TYPE;
    }
}
