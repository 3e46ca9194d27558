package ahp.protocol.chat;

import ahp.protocol.internal.Frozen;
import com.fasterxml.jackson.annotation.JsonAnyGetter;
import com.fasterxml.jackson.annotation.JsonAnySetter;
import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import com.fasterxml.jackson.annotation.JsonProperty;
import java.util.Map;
import tools.jackson.databind.JsonNode;

/**
 * A person approved or denied a call waiting for confirmation (dispatched by a client).
 *
 * @param turnId the turn
 * @param toolCallId the call
 * @param approved whether it may run
 * @param confirmed how it was approved ({@code "user-action"}, ...), or null
 * @param editedToolInput the input as the person edited it, or null
 * @param selectedOptionId the chosen confirmation option, or null
 * @param reason why it was denied, or null
 * @param reasonMessage the denial's message, or null
 * @param userSuggestion what the person suggested instead, or null
 * @param meta extensions for the call ({@code _meta}), or null
 * @param extra fields this host does not model, kept as they are
 */
@JsonIgnoreProperties("type")
public record ToolCallConfirmed(
        @JsonProperty(required = true) String turnId,
        @JsonProperty(required = true) String toolCallId,
        @JsonProperty(required = true) boolean approved,
        String confirmed,
        JsonNode editedToolInput,
        String selectedOptionId,
        String reason,
        JsonNode reasonMessage,
        JsonNode userSuggestion,
        @JsonProperty("_meta") Map<String, Object> meta,
        @JsonAnySetter @JsonAnyGetter Map<String, JsonNode> extra) implements ToolCallAction {

    /** The wire {@code type}. */
    public static final String TYPE = "chat/toolCallConfirmed";

    /** Copies the maps and trees. */
    public ToolCallConfirmed {
        meta = Frozen.mapOrNull(meta);
        extra = Frozen.extra(extra);
        editedToolInput = Frozen.node(editedToolInput);
        reasonMessage = Frozen.node(reasonMessage);
        userSuggestion = Frozen.node(userSuggestion);
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
