package ahp.protocol.chat;

import ahp.protocol.Action;
import com.fasterxml.jackson.annotation.JsonSubTypes;
import com.fasterxml.jackson.annotation.JsonTypeInfo;
import java.util.Map;
import tools.jackson.databind.JsonNode;

/**
 * The chat actions this host builds and reads as records: a turn's start and its three ends
 * (complete, cancelled, error), the tool-call actions, the pending messages, paged-in turns and the
 * background-work rows. The host emits each of them itself. Every other {@code chat/*} action (the
 * streamed response parts, usage, input requests, drafts, activity, working directories, ...) stays an
 * {@link ahp.protocol.UnknownAction}, which {@link ChatReducer} reads as the JSON it is.
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
    @JsonSubTypes.Type(value = ToolCallAuthRequired.class, name = ToolCallAuthRequired.TYPE),
    @JsonSubTypes.Type(value = ToolCallAuthResolved.class, name = ToolCallAuthResolved.TYPE),
    @JsonSubTypes.Type(value = TurnCancelled.class, name = TurnCancelled.TYPE),
    @JsonSubTypes.Type(value = ChatError.class, name = ChatError.TYPE),
    @JsonSubTypes.Type(value = PendingMessageSet.class, name = PendingMessageSet.TYPE),
    @JsonSubTypes.Type(value = PendingMessageRemoved.class, name = PendingMessageRemoved.TYPE),
    @JsonSubTypes.Type(value = TurnsLoaded.class, name = TurnsLoaded.TYPE),
    @JsonSubTypes.Type(value = BackgroundWorkSet.class, name = BackgroundWorkSet.TYPE),
    @JsonSubTypes.Type(value = BackgroundWorkRemoved.class, name = BackgroundWorkRemoved.TYPE)})
public sealed interface ChatAction extends Action permits TurnStarted, TurnComplete, TurnCancelled, ChatError,
        ToolCallAction, PendingMessageSet, PendingMessageRemoved, TurnsLoaded, BackgroundWorkSet,
        BackgroundWorkRemoved {

    /** Fields of this action the host does not model, kept for the echo and the round trip. */
    Map<String, JsonNode> extra();
}
