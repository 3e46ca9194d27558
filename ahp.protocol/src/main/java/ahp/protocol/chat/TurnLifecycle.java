package ahp.protocol.chat;

import ahp.protocol.internal.Trees;
import java.util.HashSet;
import java.util.Set;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ArrayNode;
import tools.jackson.databind.node.JsonNodeFactory;
import tools.jackson.databind.node.ObjectNode;

/**
 * A turn's life in the chat: it starts as the active turn, ends into {@code turns} (complete,
 * cancelled or error; calls it left unfinished are cancelled as skipped), and the completed turns are
 * cut back by {@code chat/truncated} or extended into the past by {@code chat/turnsLoaded}.
 */
final class TurnLifecycle {

    private static final JsonNodeFactory NODES = JsonNodeFactory.instance;

    /** A turn's end state ({@code TurnState}). */
    enum End {
        COMPLETE("complete"), CANCELLED("cancelled"), ERROR("error");

        final String wire;

        End(String wire) {
            this.wire = wire;
        }
    }

    private TurnLifecycle() {}

    /**
     * {@code chat/turnStarted}: a new active turn (replacing any), the chat in progress and unread; a
     * turn started from a pending message takes that message off the chat.
     */
    static ObjectNode started(ObjectNode chat, TurnStarted started, Stamp stamp, Reduction reduction) {
        ObjectNode next = Trees.copy(chat);
        ObjectNode turn = next.putObject("activeTurn");
        turn.put("id", started.turnId());
        turn.put("startedAt", started.startedAt());
        turn.set("message", ValueTrees.message(started.message()));
        turn.putArray("responseParts");
        next.set("status", ChatStatus.num(ChatStatus.withFlag(ChatStatus.derived(next, false, reduction), SessionStatus.IS_READ, false)));
        stamp.apply(next, started.startedAt());
        return started.queuedMessageId() == null ? next : PendingMessages.consumed(next, started.queuedMessageId());
    }

    /**
     * The active turn {@code turnId} ended as {@code end} after {@code duration} milliseconds (clamped
     * at 0): it moves to the end of {@code turns}, calls still open are cancelled as skipped, and the
     * chat's activity is derived again (error for {@link End#ERROR}). Another turn id changes nothing.
     */
    static ObjectNode ended(ObjectNode chat, String turnId, End end, long duration, JsonNode error, Stamp stamp,
            Reduction reduction) {
        ObjectNode active = ActiveTurns.of(chat, turnId);
        if (active == null) {
            return chat;
        }
        ArrayNode parts = NODES.arrayNode();
        for (JsonNode part : ActiveTurns.parts(active)) {
            boolean open = ActiveTurns.isToolCall(part)
                    && !ToolCallTransitions.finished(Trees.text(part.get("toolCall"), "status"));
            parts.add(open ? toolCallPart(ToolCallTransitions.skipped((ObjectNode) part.get("toolCall"))) : part);
        }
        ObjectNode turn = NODES.objectNode();
        turn.set("id", active.get("id"));
        copyIfPresent(active, turn, "startedAt");
        turn.put("duration", Math.max(0, duration));
        copyIfPresent(active, turn, "message");
        turn.set("responseParts", parts);
        copyIfPresent(active, turn, "usage");
        turn.put("state", end.wire);
        if (error != null && !error.isNull()) {
            turn.set("error", error);
        }
        ObjectNode next = Trees.copy(chat);
        next.set("turns", Trees.appended(Trees.array(chat.get("turns")), turn));
        next.remove("activeTurn");
        stamp.apply(next, null);
        next.set("status", ChatStatus.num(ChatStatus.derived(next, end == End.ERROR, reduction)));
        return next;
    }

    /**
     * {@code chat/truncated}: the completed turns up to and including {@code turnId} kept (all dropped,
     * with the paging cursor, when it is null), the active turn dropped. An unknown turn id changes
     * nothing.
     */
    static ObjectNode truncated(ObjectNode chat, String turnId, Stamp stamp, Reduction reduction) {
        ArrayNode turns = Trees.array(chat.get("turns"));
        ArrayNode kept = NODES.arrayNode();
        if (turnId != null) {
            int at = Trees.indexOf(turns, "id", turnId);
            if (at < 0) {
                return chat;
            }
            for (int i = 0; i <= at; i++) {
                kept.add(turns.get(i));
            }
        }
        ObjectNode next = Trees.copy(chat);
        next.set("turns", kept);
        next.remove("activeTurn");
        if (turnId == null) {
            next.remove("turnsNextCursor");
        }
        stamp.apply(next, null);
        next.set("status", ChatStatus.num(ChatStatus.derived(next, false, reduction)));
        return next;
    }

    /** {@code chat/turnsLoaded}: older turns put before the chat's own (skipping ids it has), with the new cursor. */
    static ObjectNode loaded(ObjectNode chat, TurnsLoaded loaded) {
        ArrayNode turns = Trees.array(chat.get("turns"));
        Set<String> known = new HashSet<>();
        if (turns != null) {
            turns.forEach(turn -> known.add(Trees.text(turn, "id")));
        }
        ArrayNode all = NODES.arrayNode();
        loaded.turns().stream().filter(turn -> !known.contains(Trees.text(turn, "id"))).forEach(all::add);
        if (turns != null) {
            all.addAll(turns);
        }
        ObjectNode next = Trees.with(chat, "turns", all);
        return Trees.with(next, "turnsNextCursor",
                loaded.turnsNextCursor() == null ? null : NODES.stringNode(loaded.turnsNextCursor()));
    }

    private static ObjectNode toolCallPart(ObjectNode call) {
        ObjectNode part = NODES.objectNode();
        part.put("kind", "toolCall");
        part.set("toolCall", call);
        return part;
    }

    private static void copyIfPresent(JsonNode from, ObjectNode to, String field) {
        JsonNode value = from.get(field);
        if (value != null && !value.isNull()) {
            to.set(field, value);
        }
    }
}
