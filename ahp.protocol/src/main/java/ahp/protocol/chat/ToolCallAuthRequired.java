package ahp.protocol.chat;

import ahp.protocol.internal.Frozen;
import com.fasterxml.jackson.annotation.JsonAnyGetter;
import com.fasterxml.jackson.annotation.JsonAnySetter;
import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import com.fasterxml.jackson.annotation.JsonProperty;
import java.util.Map;
import tools.jackson.databind.JsonNode;

/**
 * A running call of an MCP server paused on an OAuth challenge (host only; since 0.6.0). Applies only
 * to a {@code running} call whose {@code contributor} is an MCP server; the chat then needs input.
 *
 * @param turnId the turn
 * @param toolCallId the call
 * @param auth what must be authenticated ({@code McpAuthRequirement}), as JSON
 * @param meta extensions for the call ({@code _meta}), or null
 * @param extra fields this host does not model, kept as they are
 */
@JsonIgnoreProperties("type")
public record ToolCallAuthRequired(
        @JsonProperty(required = true) String turnId,
        @JsonProperty(required = true) String toolCallId,
        @JsonProperty(required = true) JsonNode auth,
        @JsonProperty("_meta") Map<String, Object> meta,
        @JsonAnySetter @JsonAnyGetter Map<String, JsonNode> extra) implements ToolCallAction {

    /** The wire {@code type}. */
    public static final String TYPE = "chat/toolCallAuthRequired";

    /** Copies the maps and the tree. */
    public ToolCallAuthRequired {
        auth = Frozen.node(auth);
        meta = Frozen.mapOrNull(meta);
        extra = Frozen.extra(extra);
    }

    @Override
    public String type() {
        return TYPE;
    }
}
