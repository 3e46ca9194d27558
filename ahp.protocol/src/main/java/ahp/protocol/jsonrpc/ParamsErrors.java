package ahp.protocol.jsonrpc;

import com.fasterxml.jackson.annotation.JsonTypeInfo;
import java.util.Collection;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import tools.jackson.core.JacksonException;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.exc.InvalidNullException;
import tools.jackson.databind.exc.InvalidTypeIdException;
import tools.jackson.databind.exc.MismatchedInputException;
import tools.jackson.databind.exc.ValueInstantiationException;
import tools.jackson.databind.node.ObjectNode;

/**
 * Turns Jackson's binding errors into short messages that name the bad field, such as
 * {@code 'params.action.cols' must be an integer}.
 */
final class ParamsErrors {

    private static final Pattern MISSING = Pattern.compile("Missing required creator property '([^']+)'");
    private static final Pattern JAVA_NAMES = Pattern.compile("\\b(?:[a-z][a-z0-9_]*\\.)+([A-Z][A-Za-z0-9_]*)");

    private ParamsErrors() {}

    /** What is wrong, naming the field by its path from {@code params}. */
    static String describe(JacksonException e) {
        String path = path(e);
        Matcher missing = MISSING.matcher(firstLine(e.getOriginalMessage()));
        if (missing.find()) {
            return "'" + child(path, missing.group(1)) + "' is required";
        }
        return switch (e) {
            case InvalidNullException ignored -> "'" + path + "' must not be null";
            case InvalidTypeIdException typeId -> discriminator(path, typeId);
            case MismatchedInputException mismatch when mismatch.getTargetType() != null
                    && firstLine(mismatch.getOriginalMessage()).startsWith("Cannot ") ->
                    "'" + path + "' must be " + kind(mismatch.getTargetType());
            case ValueInstantiationException instantiation -> "'" + path + "': " + (
                    instantiation.getCause() instanceof NullPointerException || instantiation.getCause() == null
                            ? "a required value is null"
                            : firstLine(instantiation.getCause().getMessage()));
            default -> "'" + path + "' is malformed: " + simplified(firstLine(e.getOriginalMessage()));
        };
    }

    private static String path(JacksonException e) {
        StringBuilder path = new StringBuilder("params");
        for (JacksonException.Reference ref : e.getPath()) {
            if (ref.getPropertyName() != null) {
                path.append('.').append(ref.getPropertyName());
            } else if (ref.getIndex() >= 0) {
                path.append('[').append(ref.getIndex()).append(']');
            }
        }
        return path.toString();
    }

    private static String child(String path, String field) {
        return path.endsWith("." + field) ? path : path + "." + field;
    }

    private static String discriminator(String path, InvalidTypeIdException e) {
        JsonTypeInfo info = e.getBaseType() == null ? null
                : e.getBaseType().getRawClass().getAnnotation(JsonTypeInfo.class);
        String field = child(path, info == null || info.property().isEmpty() ? "type" : info.property());
        return e.getTypeId() == null
                ? "'" + field + "' is required"
                : "'" + field + "' has an unknown value \"" + e.getTypeId() + "\"";
    }

    private static String kind(Class<?> type) {
        if (type == String.class || type == Character.class || type == char.class) {
            return "a string";
        }
        if (type == int.class || type == long.class || type == short.class || type == Integer.class
                || type == Long.class || type == Short.class) {
            return "an integer";
        }
        if (Number.class.isAssignableFrom(type) || type == double.class || type == float.class) {
            return "a number";
        }
        if (type == boolean.class || type == Boolean.class) {
            return "a boolean";
        }
        if (Collection.class.isAssignableFrom(type) || type.isArray()) {
            return "an array";
        }
        if (type == JsonNode.class) {
            return "a JSON value";
        }
        if (Map.class.isAssignableFrom(type) || ObjectNode.class.isAssignableFrom(type) || type.isRecord()
                || type.isInterface()) {
            return "an object";
        }
        return "a " + type.getSimpleName();
    }

    /** Jackson's wording without Java package names and markup. */
    private static String simplified(String message) {
        return JAVA_NAMES.matcher(message.replace("`", "").replace("JsonToken.", "")).replaceAll("$1");
    }

    /** The first line of a message, without Jackson's location suffix. */
    static String firstLine(String message) {
        if (message == null) {
            return "malformed input";
        }
        int newline = message.indexOf('\n');
        return (newline < 0 ? message : message.substring(0, newline)).strip();
    }
}
