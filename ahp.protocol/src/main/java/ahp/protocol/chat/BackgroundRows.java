package ahp.protocol.chat;

import ahp.protocol.Json;
import ahp.protocol.internal.Trees;
import tools.jackson.databind.node.ArrayNode;
import tools.jackson.databind.node.ObjectNode;

/** The chat's live background rows ({@code backgroundWork}, since 0.9.0): upserted by id, removed by id. */
final class BackgroundRows {

    private BackgroundRows() {}

    /** {@code chat/backgroundWorkSet}: the row added, or put in place of the row with its id. */
    static ObjectNode set(ObjectNode chat, BackgroundWorkSet set) {
        ObjectNode row = Json.MAPPER.valueToTree(set.work());
        return Trees.with(chat, "backgroundWork", Trees.upserted(Trees.array(chat.get("backgroundWork")), "id", row));
    }

    /** {@code chat/backgroundWorkRemoved}: the row gone (no rows left: no field); an unknown id changes nothing. */
    static ObjectNode removed(ObjectNode chat, BackgroundWorkRemoved removed) {
        ArrayNode rows = Trees.array(chat.get("backgroundWork"));
        int at = Trees.indexOf(rows, "id", removed.id());
        if (at < 0) {
            return chat;
        }
        ArrayNode kept = Trees.removed(rows, at);
        return Trees.with(chat, "backgroundWork", kept.isEmpty() ? null : kept);
    }
}
