package ahp.protocol.chat;

import ahp.protocol.Action;
import ahp.protocol.Json;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ArrayNode;
import tools.jackson.databind.node.JsonNodeFactory;
import tools.jackson.databind.node.ObjectNode;

/**
 * The part of the chat channel's pure reducer a terminal needs: a turn's start and end, the tool-call
 * state machine (including the content rule: {@code chat/toolCallContentChanged} replaces the content
 * of a <em>running</em> call and is ignored otherwise), the summary status those change, and the
 * background rows.
 *
 * <p>Where upstream stamps {@code modifiedAt} with the clock, this reducer stays pure: a turn's start
 * sets it to the turn's {@code startedAt}, and a turn's end leaves it alone.
 */
public final class ChatReducer {

    private static final JsonNodeFactory NODES = JsonNodeFactory.instance;

    private ChatReducer() {}

    /** The state after {@code action}; {@code state} itself is never changed. */
    public static ChatState reduce(ChatState state, ChatAction action) {
        ObjectNode chat = state.tree();
        ObjectNode next = switch (action) {
            case TurnStarted started -> turnStarted(chat, started);
            case TurnComplete complete -> turnComplete(chat, complete);
            case ToolCallStart start -> toolCallStarted(chat, start);
            case ToolCallDelta delta -> updateToolCall(chat, delta);
            case ToolCallContentChanged changed -> updateToolCall(chat, changed);
            case ToolCallAction call -> refreshStatus(updateToolCall(chat, call));
            case BackgroundWorkSet set -> backgroundWorkSet(chat, set);
            case BackgroundWorkRemoved removed -> backgroundWorkRemoved(chat, removed);
        };
        return next == chat ? state : ChatState.adopt(next);
    }

    /** The state after any action sent on a chat channel; a type not modelled here changes nothing. */
    public static ChatState reduce(ChatState state, Action action) {
        return action instanceof ChatAction chat ? reduce(state, chat) : state;
    }

    private static ObjectNode turnStarted(ObjectNode chat, TurnStarted started) {
        ObjectNode next = shallow(chat);
        ObjectNode turn = next.putObject("activeTurn");
        turn.put("id", started.turnId());
        turn.put("startedAt", started.startedAt());
        turn.set("message", Json.MAPPER.valueToTree(started.message()));
        turn.putArray("responseParts");
        next.put("modifiedAt", started.startedAt());
        String queued = started.queuedMessageId();
        if (queued != null) {
            if (queued.equals(next.path("steeringMessage").path("id").asString(null))) {
                next.remove("steeringMessage");
            }
            if (next.get("queuedMessages") instanceof ArrayNode messages) {
                ArrayNode kept = NODES.arrayNode();
                messages.forEach(m -> {
                    if (!queued.equals(m.path("id").asString(null))) {
                        kept.add(m);
                    }
                });
                if (kept.isEmpty()) {
                    next.remove("queuedMessages");
                } else {
                    next.set("queuedMessages", kept);
                }
            }
        }
        next.put("status", summaryStatus(next) & ~SessionStatus.IS_READ);
        return next;
    }

    private static ObjectNode turnComplete(ObjectNode chat, TurnComplete complete) {
        JsonNode active = chat.get("activeTurn");
        if (active == null || !complete.turnId().equals(active.path("id").asString(null))) {
            return chat;
        }
        ArrayNode parts = NODES.arrayNode();
        for (JsonNode part : active.path("responseParts")) {
            if (part.get("toolCall") instanceof ObjectNode call && isToolCall(part)) {
                String status = call.path("status").asString("");
                boolean finished = ToolCallTransitions.COMPLETED.equals(status)
                        || ToolCallTransitions.CANCELLED.equals(status);
                parts.add(finished ? part : toolCallPart(ToolCallTransitions.skipped(call)));
            } else {
                parts.add(part);
            }
        }
        ObjectNode turn = NODES.objectNode();
        turn.set("id", active.get("id"));
        copyIfPresent(active, turn, "startedAt");
        turn.put("duration", complete.duration());
        copyIfPresent(active, turn, "message");
        turn.set("responseParts", parts);
        copyIfPresent(active, turn, "usage");
        turn.put("state", "complete");

        ObjectNode next = shallow(chat);
        ArrayNode turns = chat.get("turns") instanceof ArrayNode existing ? shallow(existing) : NODES.arrayNode();
        turns.add(turn);
        next.set("turns", turns);
        next.remove("activeTurn");
        next.remove("inputRequests");
        next.put("status", summaryStatus(next));
        return next;
    }

    private static ObjectNode toolCallStarted(ObjectNode chat, ToolCallStart start) {
        JsonNode active = chat.get("activeTurn");
        if (active == null || !start.turnId().equals(active.path("id").asString(null))) {
            return chat;
        }
        ObjectNode turn = shallow((ObjectNode) active);
        ArrayNode parts = active.get("responseParts") instanceof ArrayNode existing ? shallow(existing) : NODES.arrayNode();
        parts.add(toolCallPart(ToolCallTransitions.started(start)));
        turn.set("responseParts", parts);
        ObjectNode next = shallow(chat);
        next.set("activeTurn", turn);
        return next;
    }

    /** The chat with the named call of the active turn transformed; the same object if nothing changed. */
    private static ObjectNode updateToolCall(ObjectNode chat, ToolCallAction action) {
        JsonNode active = chat.get("activeTurn");
        if (active == null || !action.turnId().equals(active.path("id").asString(null))) {
            return chat;
        }
        JsonNode parts = active.path("responseParts");
        for (int i = 0; i < parts.size(); i++) {
            JsonNode part = parts.get(i);
            if (isToolCall(part) && part.get("toolCall") instanceof ObjectNode call
                    && action.toolCallId().equals(call.path("toolCallId").asString(null))) {
                ObjectNode updated = ToolCallTransitions.apply(call, action);
                if (updated == call) {
                    return chat;
                }
                ObjectNode nextPart = shallow((ObjectNode) part);
                nextPart.set("toolCall", updated);
                ArrayNode nextParts = shallow((ArrayNode) parts);
                nextParts.set(i, nextPart);
                ObjectNode turn = shallow((ObjectNode) active);
                turn.set("responseParts", nextParts);
                ObjectNode next = shallow(chat);
                next.set("activeTurn", turn);
                return next;
            }
        }
        return chat;
    }

    /** Recomputes the activity bits of {@code status} after a call may have entered or left a confirmation. */
    private static ObjectNode refreshStatus(ObjectNode chat) {
        int status = summaryStatus(chat);
        if (status == chat.path("status").asInt(0)) {
            return chat;
        }
        ObjectNode next = shallow(chat);
        next.put("status", status);
        return next;
    }

    private static int summaryStatus(ObjectNode chat) {
        int activity;
        JsonNode active = chat.get("activeTurn");
        if (chat.path("inputRequests").size() > 0 || awaitsConfirmation(active)) {
            activity = SessionStatus.INPUT_NEEDED;
        } else if (active != null && active.isObject()) {
            activity = SessionStatus.IN_PROGRESS;
        } else {
            activity = SessionStatus.IDLE;
        }
        return (chat.path("status").asInt(0) & ~SessionStatus.ACTIVITY_MASK) | activity;
    }

    private static boolean awaitsConfirmation(JsonNode active) {
        if (active == null) {
            return false;
        }
        for (JsonNode part : active.path("responseParts")) {
            String status = part.path("toolCall").path("status").asString("");
            if (isToolCall(part) && (ToolCallTransitions.PENDING_CONFIRMATION.equals(status)
                    || ToolCallTransitions.PENDING_RESULT_CONFIRMATION.equals(status))) {
                return true;
            }
        }
        return false;
    }

    private static ObjectNode backgroundWorkSet(ObjectNode chat, BackgroundWorkSet set) {
        JsonNode row = Json.MAPPER.valueToTree(set.work());
        ArrayNode rows = chat.get("backgroundWork") instanceof ArrayNode existing ? shallow(existing) : NODES.arrayNode();
        int at = -1;
        for (int i = 0; i < rows.size() && at < 0; i++) {
            if (set.work().id().equals(rows.get(i).path("id").asString(null))) {
                at = i;
            }
        }
        if (at >= 0) {
            rows.set(at, row);
        } else {
            rows.add(row);
        }
        ObjectNode next = shallow(chat);
        next.set("backgroundWork", rows);
        return next;
    }

    private static ObjectNode backgroundWorkRemoved(ObjectNode chat, BackgroundWorkRemoved removed) {
        if (!(chat.get("backgroundWork") instanceof ArrayNode rows)) {
            return chat;
        }
        ArrayNode kept = NODES.arrayNode();
        rows.forEach(row -> {
            if (!removed.id().equals(row.path("id").asString(null))) {
                kept.add(row);
            }
        });
        if (kept.size() == rows.size()) {
            return chat;
        }
        ObjectNode next = shallow(chat);
        if (kept.isEmpty()) {
            next.remove("backgroundWork");
        } else {
            next.set("backgroundWork", kept);
        }
        return next;
    }

    /** A new object holding the same (never changed) children. */
    private static ObjectNode shallow(ObjectNode node) {
        ObjectNode copy = NODES.objectNode();
        copy.setAll(node);
        return copy;
    }

    /** A new array holding the same (never changed) elements. */
    private static ArrayNode shallow(ArrayNode array) {
        ArrayNode copy = NODES.arrayNode(array.size() + 1);
        copy.addAll(array);
        return copy;
    }

    private static boolean isToolCall(JsonNode part) {
        return "toolCall".equals(part.path("kind").asString(null));
    }

    private static ObjectNode toolCallPart(ObjectNode call) {
        ObjectNode part = NODES.objectNode();
        part.put("kind", "toolCall");
        part.set("toolCall", call);
        return part;
    }

    private static void copyIfPresent(JsonNode from, ObjectNode to, String field) {
        JsonNode value = from.get(field);
        if (value != null) {
            to.set(field, value);
        }
    }
}
