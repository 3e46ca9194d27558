package ahp.protocol.chat;

import ahp.protocol.internal.Trees;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ArrayNode;
import tools.jackson.databind.node.ObjectNode;

/**
 * One reduction's access to the response parts of the active turn, through a {@link PartIndex}: the
 * index the state before it held, when it describes that state's parts, or one built afresh. Parts
 * appended or replaced through here keep the index up to date; any other change to the active turn
 * (a new turn, its end, a truncation) gives it a new parts array, which the index no longer describes,
 * so the next use builds one for the new array. At the end the index goes to the state after the
 * reduction when it describes that state's parts ({@link #handTo}).
 */
final class Reduction {

    private PartIndex index;

    private Reduction(PartIndex index) {
        this.index = index;
    }

    /** A reduction of {@code state}, with the index {@code state} held, if any. */
    static Reduction of(ChatState state) {
        return new Reduction(state.partIndex().take());
    }

    /** The index of {@code turn}'s response parts. */
    PartIndex index(ObjectNode turn) {
        ArrayNode parts = ActiveTurns.parts(turn);
        if (index == null || index.parts() != parts) {
            index = PartIndex.of(parts);
        }
        return index;
    }

    /** A copy of {@code chat} with {@code part} appended to the active turn {@code turn}. */
    ObjectNode withPartAppended(ObjectNode chat, ObjectNode turn, JsonNode part) {
        PartIndex of = index(turn);
        ArrayNode grown = Trees.appended(of.parts(), part);
        of.appended(grown, part);
        return ActiveTurns.withParts(chat, turn, grown);
    }

    /** A copy of {@code chat} with response part {@code at} of the active turn {@code turn} replaced. */
    ObjectNode withPartReplaced(ObjectNode chat, ObjectNode turn, int at, JsonNode part) {
        PartIndex of = index(turn);
        ArrayNode changed = Trees.replaced(of.parts(), at, part);
        of.replaced(changed, at, part);
        return ActiveTurns.withParts(chat, turn, changed);
    }

    /** Gives the index to {@code after}, the state this reduction made, when it describes its active turn's parts. */
    void handTo(ChatState after) {
        ObjectNode turn = ActiveTurns.of(after.tree());
        if (index != null && turn != null && index.parts() == turn.get("responseParts")) {
            after.partIndex().offer(index);
        }
        index = null;
    }
}
