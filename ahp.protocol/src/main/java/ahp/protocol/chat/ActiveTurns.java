package ahp.protocol.chat;

import ahp.protocol.internal.Trees;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ArrayNode;
import tools.jackson.databind.node.JsonNodeFactory;
import tools.jackson.databind.node.ObjectNode;

/**
 * Reading and replacing a chat's active turn and its response parts, without changing the trees given
 * (a single part is appended or replaced through {@link Reduction}, which keeps the parts' index).
 */
final class ActiveTurns {

    private ActiveTurns() {}

    /** The active turn of {@code chat}, or null. */
    static ObjectNode of(ObjectNode chat) {
        return Trees.object(chat.get("activeTurn"));
    }

    /** The active turn of {@code chat} when its id is {@code turnId}, else null. */
    static ObjectNode of(ObjectNode chat, String turnId) {
        ObjectNode active = of(chat);
        return active != null && turnId != null && turnId.equals(Trees.text(active, "id")) ? active : null;
    }

    /** The response parts of {@code turn}: its array, or an empty one when it has none. */
    static ArrayNode parts(ObjectNode turn) {
        ArrayNode parts = Trees.array(turn.get("responseParts"));
        return parts != null ? parts : JsonNodeFactory.instance.arrayNode();
    }

    /** A copy of {@code chat} whose active turn is {@code turn} with {@code parts} as its response parts. */
    static ObjectNode withParts(ObjectNode chat, ObjectNode turn, ArrayNode parts) {
        return Trees.with(chat, "activeTurn", Trees.with(turn, "responseParts", parts));
    }

    /** Whether {@code part} is a tool-call part. */
    static boolean isToolCall(JsonNode part) {
        return "toolCall".equals(Trees.text(part, "kind")) && part.get("toolCall") instanceof ObjectNode;
    }
}
