package ahp.server.wire;

import java.util.ArrayList;
import java.util.List;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ObjectNode;

/**
 * A request's {@code params}, read field by field: every wrong or missing field is refused with
 * {@code -32602} naming it.
 */
public final class Params {

    private final ObjectNode node;
    private final String prefix;

    private Params(ObjectNode node, String prefix) {
        this.node = node;
        this.prefix = prefix;
    }

    /** The params of a request; an absent {@code params} reads as an empty object. */
    public static Params of(JsonNode params) {
        if (params == null || params.isNull() || params.isMissingNode()) {
            return new Params(Wire.MAPPER.createObjectNode(), "");
        }
        if (!params.isObject()) {
            throw new RpcError(ErrorCodes.INVALID_PARAMS, "Invalid params: params must be an object");
        }
        return new Params((ObjectNode) params, "");
    }

    /** The object as it came. */
    public ObjectNode node() {
        return node;
    }

    /** Whether {@code field} is present and not null. */
    public boolean has(String field) {
        JsonNode value = node.get(field);
        return value != null && !value.isNull();
    }

    /** A string that must be there. */
    public String string(String field) {
        String value = optionalString(field);
        if (value == null) {
            throw RpcError.invalidParams(name(field), "required, a string");
        }
        return value;
    }

    /** A string, or null when absent. */
    public String optionalString(String field) {
        JsonNode value = node.get(field);
        if (value == null || value.isNull()) {
            return null;
        }
        if (!value.isString()) {
            throw RpcError.invalidParams(name(field), "expected a string, not " + describe(value));
        }
        return value.asString();
    }

    /** A whole number of at least {@code min} that must be there. */
    public long integer(String field, long min) {
        Long value = optionalInteger(field, min);
        if (value == null) {
            throw RpcError.invalidParams(name(field), "required, a number");
        }
        return value;
    }

    /** A whole number of at least {@code min}, or null when absent. */
    public Long optionalInteger(String field, long min) {
        JsonNode value = node.get(field);
        if (value == null || value.isNull()) {
            return null;
        }
        if (!value.isNumber() || !value.canConvertToExactIntegral() || !value.canConvertToLong()) {
            throw RpcError.invalidParams(name(field), "expected a whole number, not " + describe(value));
        }
        long number = value.asLong();
        if (number < min) {
            throw RpcError.invalidParams(name(field), "must be at least " + min + ", not " + number);
        }
        return number;
    }

    /** A list of strings, or null when absent. */
    public List<String> optionalStrings(String field) {
        JsonNode value = node.get(field);
        if (value == null || value.isNull()) {
            return null;
        }
        if (!value.isArray()) {
            throw RpcError.invalidParams(name(field), "expected an array of strings, not " + describe(value));
        }
        List<String> strings = new ArrayList<>(value.size());
        for (int i = 0; i < value.size(); i++) {
            if (!value.get(i).isString()) {
                throw RpcError.invalidParams(name(field) + "[" + i + "]", "expected a string, not " + describe(value.get(i)));
            }
            strings.add(value.get(i).asString());
        }
        return strings;
    }

    /** A list of strings that must be there. */
    public List<String> strings(String field) {
        List<String> value = optionalStrings(field);
        if (value == null) {
            throw RpcError.invalidParams(name(field), "required, an array of strings");
        }
        return value;
    }

    /** A nested object, read the same way, or null when absent. */
    public Params optionalObject(String field) {
        JsonNode value = node.get(field);
        if (value == null || value.isNull()) {
            return null;
        }
        if (!value.isObject()) {
            throw RpcError.invalidParams(name(field), "expected an object, not " + describe(value));
        }
        return new Params((ObjectNode) value, name(field) + ".");
    }

    /** A nested object that must be there. */
    public Params object(String field) {
        Params value = optionalObject(field);
        if (value == null) {
            throw RpcError.invalidParams(name(field), "required, an object");
        }
        return value;
    }

    /** The field's full name, for messages: {@code claim.clientId}. */
    public String name(String field) {
        return prefix + field;
    }

    /** How a wrong value looks, for messages: {@code a number}, {@code an array}. */
    public static String describe(JsonNode value) {
        if (value.isString()) {
            return "a string";
        } else if (value.isNumber()) {
            return "the number " + value;
        } else if (value.isBoolean()) {
            return value.asBoolean() ? "true" : "false";
        } else if (value.isArray()) {
            return "an array";
        } else if (value.isObject()) {
            return "an object";
        }
        return "null";
    }
}
