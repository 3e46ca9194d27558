package ahp.protocol.chat;

import ahp.protocol.internal.Trees;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ObjectNode;

/**
 * The streamed content of the active turn: {@code chat/responsePart} appends a part,
 * {@code chat/delta} and {@code chat/reasoning} append text to the markdown or reasoning part they
 * name, {@code chat/usage} sets the turn's token usage. Each applies only to the active turn it names;
 * anything else leaves the chat as it is.
 */
final class ResponseParts {

    private ResponseParts() {}

    /** {@code chat/responsePart}: {@code part} appended to the active turn {@code turnId}. */
    static ObjectNode added(ObjectNode chat, String turnId, JsonNode part, Reduction reduction) {
        ObjectNode turn = ActiveTurns.of(chat, turnId);
        return turn == null || part == null ? chat : reduction.withPartAppended(chat, turn, part);
    }

    /**
     * {@code chat/delta} ({@code kind} "markdown") or {@code chat/reasoning} ({@code kind}
     * "reasoning"): {@code content} appended to the part {@code partId} of the active turn, when that
     * part is of that kind. A part's id is its {@code id}, or a tool call's {@code toolCallId}; the
     * first part with the id is the one meant, whatever its kind.
     */
    static ObjectNode appended(ObjectNode chat, String turnId, String partId, String kind, String content,
            Reduction reduction) {
        ObjectNode turn = ActiveTurns.of(chat, turnId);
        if (turn == null || partId == null || content == null) {
            return chat;
        }
        PartIndex index = reduction.index(turn);
        int at = index.firstWithId(partId);
        if (at < 0) {
            return chat;
        }
        ObjectNode part = Trees.object(index.parts().get(at));
        if (part == null || !kind.equals(Trees.text(part, "kind"))) {
            return chat;
        }
        ObjectNode grown = Trees.copy(part);
        grown.put("content", part.path("content").asString("") + content);
        return reduction.withPartReplaced(chat, turn, at, grown);
    }

    /** {@code chat/usage}: the active turn {@code turnId}'s {@code usage} replaced. */
    static ObjectNode usage(ObjectNode chat, String turnId, JsonNode usage) {
        ObjectNode turn = ActiveTurns.of(chat, turnId);
        return turn == null ? chat : Trees.with(chat, "activeTurn", Trees.with(turn, "usage", absentIfNull(usage)));
    }

    private static JsonNode absentIfNull(JsonNode value) {
        return value == null || value.isNull() ? null : value;
    }
}
