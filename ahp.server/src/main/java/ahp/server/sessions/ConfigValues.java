package ahp.server.sessions;

import ahp.protocol.Json;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ObjectNode;

/**
 * Session config values checked against the {@code SessionConfigPropertySchema}s of a session's
 * schema: a value is of its property's {@code type} and, where the property has an {@code enum}, one
 * of it. The enums this host serves list every value a property takes, {@code enumDynamic} or not
 * (a dynamic one is only too long to show whole), so a value outside one is refused.
 */
final class ConfigValues {

    /** How many of an enum's values a refusal names before it cuts the list. */
    private static final int NAMED = 10;

    private ConfigValues() {}

    /** Why {@code value} cannot be that of {@code property}, or null when it can. */
    static String problem(JsonNode property, JsonNode value) {
        String type = property.path("type").asString("");
        boolean typed = switch (type) {
            case "string" -> value.isString();
            case "boolean" -> value.isBoolean();
            case "number" -> value.isNumber();
            case "array" -> value.isArray();
            case "object" -> value.isObject();
            default -> true;
        };
        if (!typed) {
            return "must be a " + type + " (it is " + value + ")";
        }
        JsonNode choices = property.get("enum");
        if (choices == null || !choices.isArray() || contains(choices, value)) {
            return null;
        }
        List<String> named = new ArrayList<>();
        for (JsonNode choice : choices) {
            if (named.size() == NAMED) {
                named.add("…");
                break;
            }
            named.add(choice.isString() ? choice.asString() : choice.toString());
        }
        return "must be one of " + String.join(", ", named) + " (it is " + value + ")";
    }

    /** The values {@code properties} default to: each property's {@code default}, where it has one. */
    static ObjectNode defaults(JsonNode properties) {
        ObjectNode defaults = Json.MAPPER.createObjectNode();
        for (Map.Entry<String, JsonNode> property : properties.properties()) {
            JsonNode fallback = property.getValue().get("default");
            if (fallback != null && !fallback.isNull()) {
                defaults.set(property.getKey(), fallback);
            }
        }
        return defaults;
    }

    private static boolean contains(JsonNode choices, JsonNode value) {
        for (JsonNode choice : choices) {
            if (choice.equals(value)) {
                return true;
            }
        }
        return false;
    }
}
