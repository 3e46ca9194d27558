package ahp.agenttools;

import tools.jackson.databind.JsonNode;

/**
 * A call's arguments, the JSON object a model sent, read field by field against the tool's schema.
 * A field that is absent or {@code null} is absent.
 */
final class Arguments {

    private final JsonNode object;

    private Arguments(JsonNode object) {
        this.object = object;
    }

    /**
     * The arguments in {@code json}; null or a JSON {@code null} is no arguments.
     *
     * @throws InvalidArguments when {@code json} is not an object
     */
    static Arguments of(JsonNode json) {
        if (json != null && !json.isNull() && !json.isMissingNode() && !json.isObject()) {
            throw new InvalidArguments("the arguments must be an object");
        }
        return new Arguments(json == null || !json.isObject() ? null : json);
    }

    /**
     * The string {@code name}.
     *
     * @throws InvalidArguments when it is absent or not a string
     */
    String requiredString(String name) {
        String value = optionalString(name);
        if (value == null) {
            throw new InvalidArguments(name + " is required");
        }
        return value;
    }

    /**
     * The string {@code name}, or null when it is absent.
     *
     * @throws InvalidArguments when it is there but not a string
     */
    String optionalString(String name) {
        JsonNode value = field(name);
        if (value == null) {
            return null;
        }
        if (!value.isString()) {
            throw new InvalidArguments(name + " must be a string");
        }
        return value.stringValue();
    }

    /**
     * The number {@code name}, or null when it is absent.
     *
     * @throws InvalidArguments when it is there but not a number
     */
    Double optionalNumber(String name) {
        JsonNode value = field(name);
        if (value == null) {
            return null;
        }
        if (!value.isNumber()) {
            throw new InvalidArguments(name + " must be a number");
        }
        return value.doubleValue();
    }

    private JsonNode field(String name) {
        if (object == null) {
            return null;
        }
        JsonNode value = object.get(name);
        return value == null || value.isNull() ? null : value;
    }
}
