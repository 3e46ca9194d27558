package ahp.protocol.internal;

import java.util.function.Predicate;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ArrayNode;
import tools.jackson.databind.node.JsonNodeFactory;
import tools.jackson.databind.node.ObjectNode;

/**
 * Structural sharing for the reducers that keep their state as a JSON tree: a reduction never changes
 * a node it was given; it copies the path from the root to what changes (shallowly, so the untouched
 * branches are shared) and changes the copies.
 */
public final class Trees {

    private static final JsonNodeFactory NODES = JsonNodeFactory.instance;

    private Trees() {}

    /** A new object holding the same (never changed) children. */
    public static ObjectNode copy(ObjectNode node) {
        ObjectNode copy = NODES.objectNode();
        copy.setAll(node);
        return copy;
    }

    /** A new array holding the same (never changed) elements. */
    public static ArrayNode copy(ArrayNode array) {
        ArrayNode copy = NODES.arrayNode(array.size() + 1);
        copy.addAll(array);
        return copy;
    }

    /** A copy of {@code node} with {@code field} set to {@code value}; a null value removes the field. */
    public static ObjectNode with(ObjectNode node, String field, JsonNode value) {
        ObjectNode copy = copy(node);
        if (value == null) {
            copy.remove(field);
        } else {
            copy.set(field, value);
        }
        return copy;
    }

    /** A copy of {@code node} without {@code field}, or {@code node} itself when it has no such field. */
    public static ObjectNode without(ObjectNode node, String field) {
        return node.has(field) ? with(node, field, null) : node;
    }

    /** The string value of {@code field}, or null when it is absent or not a string. */
    public static String text(JsonNode node, String field) {
        JsonNode value = node == null ? null : node.get(field);
        return value != null && value.isString() ? value.asString() : null;
    }

    /** {@code node} when it is an array, else null. */
    public static ArrayNode array(JsonNode node) {
        return node instanceof ArrayNode array ? array : null;
    }

    /** {@code node} when it is an object, else null. */
    public static ObjectNode object(JsonNode node) {
        return node instanceof ObjectNode object ? object : null;
    }

    /** The index of the first element of {@code array} whose string {@code field} equals {@code id}, or -1. */
    public static int indexOf(JsonNode array, String field, String id) {
        return indexOf(array, element -> id != null && id.equals(text(element, field)));
    }

    /** The index of the first element of {@code array} that {@code test} accepts, or -1 (also for a non-array). */
    public static int indexOf(JsonNode array, Predicate<JsonNode> test) {
        if (array instanceof ArrayNode elements) {
            for (int i = 0; i < elements.size(); i++) {
                if (test.test(elements.get(i))) {
                    return i;
                }
            }
        }
        return -1;
    }

    /** A copy of {@code array} with element {@code index} replaced. */
    public static ArrayNode replaced(ArrayNode array, int index, JsonNode element) {
        ArrayNode copy = copy(array);
        copy.set(index, element);
        return copy;
    }

    /** A copy of {@code array} without element {@code index}. */
    public static ArrayNode removed(ArrayNode array, int index) {
        ArrayNode copy = copy(array);
        copy.remove(index);
        return copy;
    }

    /** A copy of {@code array} (or a new array, for null) with {@code element} appended. */
    public static ArrayNode appended(ArrayNode array, JsonNode element) {
        ArrayNode copy = array == null ? NODES.arrayNode() : copy(array);
        copy.add(element);
        return copy;
    }

    /**
     * Upsert by key: a copy of {@code array} (or a new array, for null) with the element whose string
     * {@code field} equals the new element's replaced by it, or with it appended.
     */
    public static ArrayNode upserted(ArrayNode array, String field, JsonNode element) {
        int at = indexOf(array, field, text(element, field));
        return at < 0 ? appended(array, element) : replaced(array, at, element);
    }

    /** The index of the string {@code value} in {@code array}, or -1. */
    public static int indexOfString(JsonNode array, String value) {
        return indexOf(array, element -> element.isString() && element.asString().equals(value));
    }
}
