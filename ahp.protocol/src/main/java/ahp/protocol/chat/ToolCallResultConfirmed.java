package ahp.protocol.chat;

import ahp.protocol.internal.Frozen;
import com.fasterxml.jackson.annotation.JsonAnyGetter;
import com.fasterxml.jackson.annotation.JsonAnySetter;
import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import com.fasterxml.jackson.annotation.JsonProperty;
import java.util.Map;
import tools.jackson.databind.JsonNode;

/**
 * A person approved or denied a completed call's result (dispatched by a client).
 *
 * @param turnId the turn
 * @param toolCallId the call
 * @param approved whether the result stands
 * @param meta extensions for the call ({@code _meta}), or null
 * @param extra fields this host does not model, kept as they are
 */
@JsonIgnoreProperties("type")
public record ToolCallResultConfirmed(
        @JsonProperty(required = true) String turnId,
        @JsonProperty(required = true) String toolCallId,
        @JsonProperty(required = true) boolean approved,
        @JsonProperty("_meta") Map<String, Object> meta,
        @JsonAnySetter @JsonAnyGetter Map<String, JsonNode> extra) implements ToolCallAction {

    /** The wire {@code type}. */
    public static final String TYPE = "chat/toolCallResultConfirmed";

    /** Copies the maps. */
    public ToolCallResultConfirmed {
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
