package ahp.protocol.internal;

import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ArrayNode;
import tools.jackson.databind.node.ObjectNode;

/**
 * A field holding an ordered set of strings (a session's or chat's {@code workingDirectories}):
 * adding a string already there, or removing one that is not, leaves the object as it is.
 */
public final class StringSets {

    private StringSets() {}

    /** {@code state} with {@code value} appended to the array {@code field} (created when absent). */
    public static ObjectNode added(ObjectNode state, String field, JsonNode value) {
        ArrayNode list = Trees.array(state.get(field));
        if (value == null || !value.isString() || Trees.indexOfString(list, value.asString()) >= 0) {
            return state;
        }
        return Trees.with(state, field, Trees.appended(list, value));
    }

    /** {@code state} with {@code value} removed from the array {@code field}. */
    public static ObjectNode removed(ObjectNode state, String field, JsonNode value) {
        ArrayNode list = Trees.array(state.get(field));
        int at = value == null || !value.isString() ? -1 : Trees.indexOfString(list, value.asString());
        return at < 0 ? state : Trees.with(state, field, Trees.removed(list, at));
    }
}
