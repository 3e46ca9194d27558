package ahp.protocol.chat;

import ahp.protocol.Action;
import ahp.protocol.UnknownAction;
import ahp.protocol.internal.ModelledTypes;
import ahp.protocol.internal.Trees;
import java.time.Instant;
import java.util.Objects;
import java.util.Set;
import tools.jackson.databind.node.JsonNodeFactory;
import tools.jackson.databind.node.ObjectNode;

/**
 * The chat channel's pure reducer: {@code (state, action) -> state}, for every {@code chat/*} action
 * of protocol 0.8.0 and the 0.9.0 background rows. The records of {@link ChatAction} are read as
 * records; every other chat action (response parts, deltas, reasoning, usage, truncation, input
 * requests, queue order, drafts, activity, working directories) is read from its
 * {@link UnknownAction} tree. An action whose target is missing (another turn, an unknown call,
 * request, message or part, a call in a status the action does not apply to) and an action of a type
 * no chat knows change nothing, and the very same state is returned. Fields this host does not know
 * are kept.
 *
 * <p><b>{@code modifiedAt}.</b> Upstream's reducer stamps {@code modifiedAt} with its clock
 * ({@code Date.now()}) when a turn starts or ends, on truncation and on input-request changes; its
 * fixture runner makes that deterministic by replacing the clock with a fixed instant. This reducer
 * stays pure instead: {@link #reduce(ChatState, Action, Instant)} stamps exactly there with the
 * instant the caller passes (the host passes its clock's reading, a test a fixed one), as
 * {@code yyyy-MM-ddTHH:mm:ss.SSSZ}. Without an instant ({@link #reduce(ChatState, Action)}) a turn's
 * start stamps the turn's own {@code startedAt} and nothing else touches {@code modifiedAt}.
 *
 * <p><b>Long turns.</b> An action of the active turn finds its part (the first with its id, as upstream's
 * reducer does) and the chat's status (any call blocked, any request open) through an index of the
 * turn's parts ({@link PartIndex}) that each state hands to the state after it, kept up to date as
 * parts are appended or replaced; so the work of a call's action does not grow with the number of
 * parts before it (the parts array is still copied, a shallow copy of its references).
 */
public final class ChatReducer {

    private static final Set<String> MODELLED = ModelledTypes.of(ChatAction.class);

    private ChatReducer() {}

    /** The state after {@code action}, {@code now} stamped as {@code modifiedAt} where upstream stamps its clock. */
    public static ChatState reduce(ChatState state, Action action, Instant now) {
        return reduce(state, action, new Stamp(Objects.requireNonNull(now, "now")));
    }

    /** The state after any action sent on a chat channel, without a clock (see the class comment). */
    public static ChatState reduce(ChatState state, Action action) {
        return reduce(state, action, Stamp.FROM_ACTIONS);
    }

    /** The state after {@code action}, without a clock; {@code state} itself is never changed. */
    public static ChatState reduce(ChatState state, ChatAction action) {
        return reduce(state, (Action) action, Stamp.FROM_ACTIONS);
    }

    private static ChatState reduce(ChatState state, Action action, Stamp stamp) {
        ObjectNode chat = state.tree();
        Reduction reduction = Reduction.of(state);
        ObjectNode next = switch (ModelledTypes.retyped(action, MODELLED)) {
            case ChatAction modelled -> modelled(chat, modelled, stamp, reduction);
            case UnknownAction unknown -> fromTree(chat, unknown.body(), stamp, reduction);
            default -> chat;
        };
        ChatState after = next == chat ? state : ChatState.adopt(next);
        reduction.handTo(after);
        return after;
    }

    private static ObjectNode modelled(ObjectNode chat, ChatAction action, Stamp stamp, Reduction reduction) {
        return switch (action) {
            case TurnStarted started -> TurnLifecycle.started(chat, started, stamp, reduction);
            case TurnComplete complete -> TurnLifecycle.ended(
                    chat, complete.turnId(), TurnLifecycle.End.COMPLETE, complete.duration(), null, stamp, reduction);
            case TurnCancelled cancelled -> TurnLifecycle.ended(
                    chat, cancelled.turnId(), TurnLifecycle.End.CANCELLED, cancelled.duration(), null, stamp, reduction);
            case ChatError error -> TurnLifecycle.ended(
                    chat, error.turnId(), TurnLifecycle.End.ERROR, error.duration(), error.errorInfo(), stamp, reduction);
            case ToolCallStart start -> toolCallStarted(chat, start, reduction);
            case ToolCallDelta delta -> ToolCalls.updated(chat, delta, reduction);
            case ToolCallContentChanged changed -> ToolCalls.updated(chat, changed, reduction);
            case ToolCallAction call -> ChatStatus.refreshed(ToolCalls.updated(chat, call, reduction), reduction);
            case PendingMessageSet set -> PendingMessages.set(chat, set);
            case PendingMessageRemoved removed -> PendingMessages.removed(chat, removed.kind(), removed.id());
            case TurnsLoaded loaded -> TurnLifecycle.loaded(chat, loaded);
            case BackgroundWorkSet set -> BackgroundRows.set(chat, set);
            case BackgroundWorkRemoved removed -> BackgroundRows.removed(chat, removed);
        };
    }

    private static ObjectNode fromTree(ObjectNode chat, ObjectNode a, Stamp stamp, Reduction reduction) {
        String turnId = Trees.text(a, "turnId");
        return switch (a.path("type").asString("")) {
            case "chat/responsePart" -> ResponseParts.added(chat, turnId, a.get("part"), reduction);
            case "chat/delta" -> ResponseParts.appended(chat, turnId, Trees.text(a, "partId"), "markdown",
                    Trees.text(a, "content"), reduction);
            case "chat/reasoning" -> ResponseParts.appended(chat, turnId, Trees.text(a, "partId"), "reasoning",
                    Trees.text(a, "content"), reduction);
            case "chat/usage" -> ResponseParts.usage(chat, turnId, a.get("usage"));
            case "chat/truncated" -> TurnLifecycle.truncated(chat, turnId, stamp, reduction);
            case "chat/inputRequested" -> InputRequests.requested(chat, a.get("request"), stamp, reduction);
            case "chat/inputAnswerChanged" -> InputRequests.answerChanged(chat, Trees.text(a, "requestId"),
                    Trees.text(a, "questionId"), a.get("answer"), stamp, reduction);
            case "chat/inputCompleted" -> InputRequests.completed(chat, Trees.text(a, "requestId"),
                    a.get("response"), a.get("answers"), stamp, reduction);
            case "chat/queuedMessagesReordered" -> PendingMessages.reordered(chat, Trees.array(a.get("order")));
            case "chat/activityChanged" -> ChatDetails.replaced(chat, "activity", a.get("activity"));
            case "chat/draftChanged" -> ChatDetails.replaced(chat, "draft", a.get("draft"));
            case "chat/workingDirectorySet" -> ChatDetails.directoryAdded(chat, a.get("directory"));
            case "chat/workingDirectoryRemoved" -> ChatDetails.directoryRemoved(chat, a.get("directory"));
            case "chat/isReadChanged" -> ChatDetails.flagged(chat, SessionStatus.IS_READ, a.get("isRead"));
            case "chat/isArchivedChanged" -> ChatDetails.flagged(chat, SessionStatus.IS_ARCHIVED, a.get("isArchived"));
            default -> chat;
        };
    }

    /** A new call appended to the active turn it names. */
    private static ObjectNode toolCallStarted(ObjectNode chat, ToolCallStart start, Reduction reduction) {
        ObjectNode turn = ActiveTurns.of(chat, start.turnId());
        if (turn == null) {
            return chat;
        }
        ObjectNode part = JsonNodeFactory.instance.objectNode();
        part.put("kind", "toolCall");
        part.set("toolCall", ToolCallTransitions.started(start));
        return reduction.withPartAppended(chat, turn, part);
    }
}
