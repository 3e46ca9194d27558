package ahp.machines.docker.engine;

import tools.jackson.core.JacksonException;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;
import tools.jackson.databind.node.ArrayNode;
import tools.jackson.databind.node.ObjectNode;

/** The Engine API's JSON, as Jackson 3 trees: the bodies sent and the answers read. */
public final class EngineJson {

    private static final JsonMapper MAPPER = JsonMapper.builder().build();

    private EngineJson() {}

    /** A new empty object. */
    public static ObjectNode object() {
        return MAPPER.createObjectNode();
    }

    /** A new empty array. */
    public static ArrayNode array() {
        return MAPPER.createArrayNode();
    }

    /** {@code node} as bytes. */
    static byte[] bytes(JsonNode node) {
        return MAPPER.writeValueAsBytes(node);
    }

    /** {@code bytes} as a tree, or null when they are empty or not JSON. */
    static JsonNode parse(byte[] bytes) {
        if (bytes.length == 0) {
            return null;
        }
        try {
            return MAPPER.readTree(bytes);
        } catch (JacksonException notJson) {
            return null;
        }
    }

    /** {@code node.field} as text when it is a string, else null. */
    public static String text(JsonNode node, String field) {
        JsonNode value = node == null ? null : node.get(field);
        return value != null && value.isString() ? value.stringValue() : null;
    }
}
