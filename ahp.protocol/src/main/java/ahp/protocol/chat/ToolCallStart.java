package ahp.protocol.chat;

import ahp.protocol.internal.Frozen;
import com.fasterxml.jackson.annotation.JsonAnyGetter;
import com.fasterxml.jackson.annotation.JsonAnySetter;
import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import com.fasterxml.jackson.annotation.JsonProperty;
import java.util.Map;
import tools.jackson.databind.JsonNode;

/**
 * A tool call begins streaming in the active turn (host only). The terminal subsystem starts one for a
 * {@code !} command and for an agent's shell tools.
 *
 * @param turnId the turn
 * @param toolCallId the call
 * @param toolName the tool's name
 * @param displayName the name to show
 * @param intention what the call is for, or null
 * @param contributor who provides the tool ({@code ToolCallContributor} as JSON), or null
 * @param meta extensions for the call ({@code _meta}), or null
 * @param extra fields this host does not model, kept as they are
 */
@JsonIgnoreProperties("type")
public record ToolCallStart(
        @JsonProperty(required = true) String turnId,
        @JsonProperty(required = true) String toolCallId,
        @JsonProperty(required = true) String toolName,
        @JsonProperty(required = true) String displayName,
        String intention,
        JsonNode contributor,
        @JsonProperty("_meta") Map<String, Object> meta,
        @JsonAnySetter @JsonAnyGetter Map<String, JsonNode> extra) implements ToolCallAction {

    /** The wire {@code type}. */
    public static final String TYPE = "chat/toolCallStart";

    /** Copies the maps and trees. */
    public ToolCallStart {
        meta = Frozen.mapOrNull(meta);
        extra = Frozen.extra(extra);
        contributor = Frozen.node(contributor);
    }

    /** A start with nothing beyond the names. */
    public ToolCallStart(String turnId, String toolCallId, String toolName, String displayName, String intention) {
        this(turnId, toolCallId, toolName, displayName, intention, null, null, Map.of());
    }

    @Override
    public String type() {
        return TYPE;
    }
}
