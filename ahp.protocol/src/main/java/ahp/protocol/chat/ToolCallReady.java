package ahp.protocol.chat;

import ahp.protocol.internal.Frozen;
import com.fasterxml.jackson.annotation.JsonAnyGetter;
import com.fasterxml.jackson.annotation.JsonAnySetter;
import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import com.fasterxml.jackson.annotation.JsonProperty;
import java.util.Map;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.StringNode;

/**
 * A call's input is complete (host only): it runs at once when {@code confirmed} is set, and otherwise
 * waits for a person's confirmation.
 *
 * @param turnId the turn
 * @param toolCallId the call
 * @param invocationMessage the message to show for the call (string or markdown)
 * @param toolInput the call's input: a string (usually JSON text) or a {@code ContentRef} object, or null
 * @param confirmed why no confirmation is needed ({@code "not-needed"}, {@code "user-action"},
 *     {@code "setting"}), or null when one is
 * @param confirmationTitle the title of the confirmation asked for, or null
 * @param edits proposed edits to show with the confirmation, or null
 * @param editable whether the input may be edited before confirming, or null
 * @param options the confirmation choices, or null
 * @param meta extensions for the call ({@code _meta}), or null
 * @param extra fields this host does not model, kept as they are
 */
@JsonIgnoreProperties("type")
public record ToolCallReady(
        @JsonProperty(required = true) String turnId,
        @JsonProperty(required = true) String toolCallId,
        @JsonProperty(required = true) JsonNode invocationMessage,
        JsonNode toolInput,
        String confirmed,
        JsonNode confirmationTitle,
        JsonNode edits,
        Boolean editable,
        JsonNode options,
        @JsonProperty("_meta") Map<String, Object> meta,
        @JsonAnySetter @JsonAnyGetter Map<String, JsonNode> extra) implements ToolCallAction {

    /** The wire {@code type}. */
    public static final String TYPE = "chat/toolCallReady";

    /** Copies the maps and trees. */
    public ToolCallReady {
        meta = Frozen.mapOrNull(meta);
        extra = Frozen.extra(extra);
        invocationMessage = Frozen.node(invocationMessage);
        toolInput = Frozen.node(toolInput);
        confirmationTitle = Frozen.node(confirmationTitle);
        edits = Frozen.node(edits);
        options = Frozen.node(options);
    }

    /** A ready call that runs without confirmation, for the reason {@code confirmed}. */
    public static ToolCallReady running(
            String turnId, String toolCallId, String invocationMessage, JsonNode toolInput, String confirmed) {
        return new ToolCallReady(turnId, toolCallId, StringNode.valueOf(invocationMessage),
                toolInput, confirmed, null, null, null, null, null, Map.of());
    }

    @Override
    public String type() {
        return TYPE;
    }
}
