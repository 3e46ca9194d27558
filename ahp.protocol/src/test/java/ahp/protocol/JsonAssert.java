package ahp.protocol;

import static org.junit.jupiter.api.Assertions.fail;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ArrayNode;
import tools.jackson.databind.node.JsonNodeFactory;
import tools.jackson.databind.node.ObjectNode;

/** JSON comparisons for tests: by value, as text, so {@code 7} written from a long equals {@code 7} read. */
public final class JsonAssert {

    private JsonAssert() {}

    /** {@code value} (any object, a tree or JSON text) as a tree read back from its text. */
    public static JsonNode tree(Object value) {
        String text = value instanceof String s ? s : Json.write(value);
        return Json.MAPPER.readTree(text);
    }

    /** Fails unless {@code actual} serialises to the same JSON value as {@code expected}. */
    public static void assertJsonEquals(Object expected, Object actual) {
        JsonNode e = tree(expected);
        JsonNode a = tree(actual);
        if (!e.equals(a)) {
            fail("JSON differs\nexpected: " + e + "\nactual:   " + a);
        }
    }

    /**
     * Fails unless the two are equal once every {@code null}-valued field is dropped: the upstream
     * fixtures write TypeScript's {@code undefined} as {@code null}, which the wire leaves out.
     */
    public static void assertJsonEqualsIgnoringNulls(Object expected, Object actual, String what) {
        JsonNode e = withoutNulls(tree(expected));
        JsonNode a = withoutNulls(tree(actual));
        if (!e.equals(a)) {
            fail(what + ": JSON differs (nulls ignored)\nexpected: " + e + "\nactual:   " + a);
        }
    }

    /** A copy of {@code node} without any {@code null}-valued object field, at any depth. */
    public static JsonNode withoutNulls(JsonNode node) {
        if (node instanceof ObjectNode object) {
            ObjectNode out = JsonNodeFactory.instance.objectNode();
            List<Map.Entry<String, JsonNode>> fields = new ArrayList<>(object.properties());
            for (Map.Entry<String, JsonNode> field : fields) {
                if (!field.getValue().isNull()) {
                    out.set(field.getKey(), withoutNulls(field.getValue()));
                }
            }
            return out;
        }
        if (node instanceof ArrayNode array) {
            ArrayNode out = JsonNodeFactory.instance.arrayNode();
            array.forEach(element -> out.add(withoutNulls(element)));
            return out;
        }
        return node;
    }
}
