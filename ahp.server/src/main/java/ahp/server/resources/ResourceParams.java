package ahp.server.resources;

import ahp.protocol.Channels;
import java.util.ArrayList;
import java.util.List;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ObjectNode;

/**
 * A resource request's params, read field by field: a missing or mistyped field is {@code -32602}
 * naming it, as the codec answers for the methods it types. Unknown fields are ignored.
 */
final class ResourceParams {

    private final ObjectNode body;

    ResourceParams(ObjectNode body) {
        this.body = body;
        String channel = body.path("channel").asString(null);
        if (!Channels.ROOT.equals(channel)) {
            throw ResourceErrors.invalid("channel", "must be " + Channels.ROOT + " for the resource methods");
        }
    }

    /** A string field that must be there. */
    String text(String field) {
        JsonNode node = body.get(field);
        if (node == null || !node.isString()) {
            throw ResourceErrors.invalid(field, "must be a string");
        }
        return node.asString();
    }

    /** A string field, or null when absent. */
    String optionalText(String field) {
        JsonNode node = body.get(field);
        if (node == null || node.isNull()) {
            return null;
        }
        if (!node.isString()) {
            throw ResourceErrors.invalid(field, "must be a string");
        }
        return node.asString();
    }

    /** A boolean field, {@code fallback} when absent. */
    boolean flag(String field, boolean fallback) {
        JsonNode node = body.get(field);
        if (node == null || node.isNull()) {
            return fallback;
        }
        if (!node.isBoolean()) {
            throw ResourceErrors.invalid(field, "must be true or false");
        }
        return node.asBoolean();
    }

    /** A whole number of bytes, at least 0, {@code 0} when absent. */
    long offset(String field) {
        JsonNode node = body.get(field);
        if (node == null || node.isNull()) {
            return 0;
        }
        if (!node.isIntegralNumber() && !(node.isNumber() && node.asDouble() == Math.rint(node.asDouble()))) {
            throw ResourceErrors.invalid(field, "must be a whole number of bytes");
        }
        long value = node.asLong();
        if (value < 0) {
            throw ResourceErrors.invalid(field, "must be 0 or more");
        }
        return value;
    }

    /** {@code {items: [string...]}}, or null when absent. */
    List<String> items(String field) {
        JsonNode node = body.get(field);
        if (node == null || node.isNull()) {
            return null;
        }
        JsonNode items = node.get("items");
        if (!node.isObject() || items == null || !items.isArray()) {
            throw ResourceErrors.invalid(field, "must be {\"items\": [glob, ...]}");
        }
        List<String> globs = new ArrayList<>();
        for (JsonNode item : items) {
            if (!item.isString()) {
                throw ResourceErrors.invalid(field + ".items", "must hold strings only");
            }
            globs.add(item.asString());
        }
        return List.copyOf(globs);
    }
}
