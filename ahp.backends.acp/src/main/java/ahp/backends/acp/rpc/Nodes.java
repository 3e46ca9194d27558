package ahp.backends.acp.rpc;

import ahp.protocol.Json;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ArrayNode;
import tools.jackson.databind.node.ObjectNode;

/** Small helpers over Jackson 3 trees. */
public final class Nodes {

    private Nodes() {}

    /** A new empty object. */
    public static ObjectNode object() {
        return Json.MAPPER.createObjectNode();
    }

    /** A new empty array. */
    public static ArrayNode array() {
        return Json.MAPPER.createArrayNode();
    }

    /** {@code node.field} when it is a string, else null. */
    public static String text(JsonNode node, String field) {
        JsonNode value = node == null ? null : node.get(field);
        return value != null && value.isString() ? value.stringValue() : null;
    }

    /** {@code node.field} when it is an integral number that fits a long, else null. */
    public static Long integer(JsonNode node, String field) {
        JsonNode value = node == null ? null : node.get(field);
        return value != null && value.isIntegralNumber() && value.canConvertToLong() ? value.longValue() : null;
    }

    /** Whether {@code node.field} is the boolean true. */
    public static boolean isTrue(JsonNode node, String field) {
        JsonNode value = node == null ? null : node.get(field);
        return value != null && value.isBoolean() && value.booleanValue();
    }

    /** {@code node.field} when it is an object, else null. */
    public static ObjectNode objectAt(JsonNode node, String field) {
        JsonNode value = node == null ? null : node.get(field);
        return value instanceof ObjectNode object ? object : null;
    }

    /** {@code node.field} when it is an array, else null. */
    public static ArrayNode arrayAt(JsonNode node, String field) {
        JsonNode value = node == null ? null : node.get(field);
        return value instanceof ArrayNode array ? array : null;
    }

    /** {@code text} cut to {@code max} characters, with an ellipsis when it was cut. */
    public static String cut(String text, int max) {
        return text.length() <= max ? text : text.substring(0, max) + "…";
    }
}
