package ahp.server.host;

import ahp.protocol.jsonrpc.ErrorCode;
import ahp.protocol.jsonrpc.RpcException;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ObjectNode;

/**
 * The params of a method the codec does not type, read field by field: a missing or mistyped field is
 * {@code -32602} naming it, as the codec answers for the methods it types. Unknown fields are ignored.
 */
final class UntypedParams {

    private final ObjectNode body;

    UntypedParams(ObjectNode body) {
        this.body = body;
    }

    /** A string field that must be there. */
    String text(String field) {
        String text = optionalText(field);
        if (text == null) {
            throw invalid(field, "must be a string");
        }
        return text;
    }

    /** A string field, or null when absent. */
    String optionalText(String field) {
        JsonNode node = body.get(field);
        if (node == null || node.isNull()) {
            return null;
        }
        if (!node.isString()) {
            throw invalid(field, "must be a string");
        }
        return node.asString();
    }

    /** An object field, or null when absent. */
    ObjectNode optionalObject(String field) {
        JsonNode node = body.get(field);
        if (node == null || node.isNull()) {
            return null;
        }
        if (!(node instanceof ObjectNode object)) {
            throw invalid(field, "must be an object");
        }
        return object;
    }

    /** A whole number from 0 to {@code max}, which must be there. */
    int index(String field, int max) {
        JsonNode node = body.get(field);
        if (node == null || !node.isNumber() || node.asDouble() != Math.rint(node.asDouble())) {
            throw invalid(field, "must be a whole number");
        }
        double value = node.asDouble();
        if (value < 0 || value > max) {
            throw invalid(field, "must be from 0 to " + max);
        }
        return (int) value;
    }

    /** {@code channel}, which must be {@code expected}, for the method {@code method}. */
    void channel(String expected, String method) {
        if (!expected.equals(body.path("channel").asString(null))) {
            throw invalid("channel", "must be " + expected + " for " + method);
        }
    }

    private static RpcException invalid(String field, String why) {
        return new RpcException(ErrorCode.INVALID_PARAMS, "Invalid params: 'params." + field + "' " + why);
    }
}
