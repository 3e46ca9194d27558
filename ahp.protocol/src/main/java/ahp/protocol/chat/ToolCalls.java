package ahp.protocol.chat;

import ahp.protocol.internal.Trees;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ObjectNode;

/** Finding a tool call in the active turn (the first with its id) and putting its next state in its place. */
final class ToolCalls {

    private ToolCalls() {}

    /**
     * The chat with the call {@code action} names (in the active turn it names) moved on by
     * {@link ToolCallTransitions}; the same object when there is no such call or the action does not
     * apply to it.
     */
    static ObjectNode updated(ObjectNode chat, ToolCallAction action, Reduction reduction) {
        ObjectNode turn = ActiveTurns.of(chat, action.turnId());
        if (turn == null) {
            return chat;
        }
        PartIndex index = reduction.index(turn);
        int at = index.firstToolCall(action.toolCallId());
        if (at < 0) {
            return chat;
        }
        JsonNode part = index.parts().get(at);
        ObjectNode call = (ObjectNode) part.get("toolCall");
        ObjectNode updated = ToolCallTransitions.apply(call, action);
        return updated == call ? chat
                : reduction.withPartReplaced(chat, turn, at, Trees.with((ObjectNode) part, "toolCall", updated));
    }
}
