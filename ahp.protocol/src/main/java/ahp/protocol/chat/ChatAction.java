package ahp.protocol.chat;

import ahp.protocol.Action;
import com.fasterxml.jackson.annotation.JsonSubTypes;
import com.fasterxml.jackson.annotation.JsonTypeInfo;
import java.util.Map;
import tools.jackson.databind.JsonNode;

/**
 * The chat actions a terminal appears in: a turn's start and end, the tool-call actions that carry a
 * terminal block, and the background-work rows. Every other {@code chat/*} action is an
 * {@link ahp.protocol.UnknownAction}. {@link ChatReducer} is what each means.
 */
@JsonTypeInfo(use = JsonTypeInfo.Id.NAME, property = "type")
@JsonSubTypes({
    @JsonSubTypes.Type(value = TurnStarted.class, name = TurnStarted.TYPE),
    @JsonSubTypes.Type(value = TurnComplete.class, name = TurnComplete.TYPE),
    @JsonSubTypes.Type(value = ToolCallStart.class, name = ToolCallStart.TYPE),
    @JsonSubTypes.Type(value = ToolCallDelta.class, name = ToolCallDelta.TYPE),
    @JsonSubTypes.Type(value = ToolCallReady.class, name = ToolCallReady.TYPE),
    @JsonSubTypes.Type(value = ToolCallConfirmed.class, name = ToolCallConfirmed.TYPE),
    @JsonSubTypes.Type(value = ToolCallComplete.class, name = ToolCallComplete.TYPE),
    @JsonSubTypes.Type(value = ToolCallResultConfirmed.class, name = ToolCallResultConfirmed.TYPE),
    @JsonSubTypes.Type(value = ToolCallContentChanged.class, name = ToolCallContentChanged.TYPE),
    @JsonSubTypes.Type(value = BackgroundWorkSet.class, name = BackgroundWorkSet.TYPE),
    @JsonSubTypes.Type(value = BackgroundWorkRemoved.class, name = BackgroundWorkRemoved.TYPE)})
public sealed interface ChatAction extends Action
        permits TurnStarted, TurnComplete, ToolCallAction, BackgroundWorkSet, BackgroundWorkRemoved {

    /** Fields of this action the host does not model, kept for the echo and the round trip. */
    Map<String, JsonNode> extra();
}
