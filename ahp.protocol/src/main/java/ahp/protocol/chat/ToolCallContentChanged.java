package ahp.protocol.chat;

import ahp.protocol.internal.Frozen;
import com.fasterxml.jackson.annotation.JsonAnyGetter;
import com.fasterxml.jackson.annotation.JsonAnySetter;
import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import com.fasterxml.jackson.annotation.JsonProperty;
import java.util.List;
import java.util.Map;
import tools.jackson.databind.JsonNode;

/**
 * Replaces a running call's content, for example with the terminal block of the terminal it runs in,
 * so clients watch the output arrive. A call that is not running ignores it.
 *
 * @param turnId the turn
 * @param toolCallId the call
 * @param content the call's whole new content
 * @param meta extensions for the call ({@code _meta}), or null
 * @param extra fields this host does not model, kept as they are
 */
@JsonIgnoreProperties("type")
public record ToolCallContentChanged(
        @JsonProperty(required = true) String turnId,
        @JsonProperty(required = true) String toolCallId,
        @JsonProperty(required = true) List<ToolResultContent> content,
        @JsonProperty("_meta") Map<String, Object> meta,
        @JsonAnySetter @JsonAnyGetter Map<String, JsonNode> extra) implements ToolCallAction {

    /** The wire {@code type}. */
    public static final String TYPE = "chat/toolCallContentChanged";

    /** Copies the maps and the list. */
    public ToolCallContentChanged {
        meta = Frozen.mapOrNull(meta);
        extra = Frozen.extra(extra);
        content = List.copyOf(content);
    }

    /** A change to {@code content} and nothing else. */
    public ToolCallContentChanged(String turnId, String toolCallId, List<ToolResultContent> content) {
        this(turnId, toolCallId, content, null, Map.of());
    }

    /** This action with its content replaced (the version views use it). */
    public ToolCallContentChanged withContent(List<ToolResultContent> newContent) {
        return new ToolCallContentChanged(turnId, toolCallId, newContent, meta, extra);
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
