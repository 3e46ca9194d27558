package ahp.protocol.jsonrpc;

import ahp.protocol.Json;
import ahp.protocol.command.Method;
import ahp.protocol.command.Params;
import ahp.protocol.command.UnknownParams;
import com.fasterxml.jackson.annotation.JsonTypeInfo;
import java.util.Optional;
import tools.jackson.core.JacksonException;
import tools.jackson.core.exc.StreamReadException;
import tools.jackson.databind.ObjectWriter;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.JsonNodeFactory;
import tools.jackson.databind.node.ObjectNode;
import tools.jackson.databind.util.RawValue;

/**
 * Turns one WebSocket text frame into a typed message, and typed messages into frames. Decoding never
 * throws: whatever arrives is either a {@link JsonRpcMessage} with typed params or a
 * {@link Malformed} carrying the error to answer with.
 */
public final class JsonRpcCodec {

    /** Writers resolved once: the root serializer lookup is not repeated per frame. */
    private static final ObjectWriter NOTIFICATIONS = Json.MAPPER.writerFor(Notification.class);
    private static final ObjectWriter RESULTS = Json.MAPPER.writerFor(Result.class);
    private static final ObjectWriter ERRORS = Json.MAPPER.writerFor(ErrorResponse.class);

    private JsonRpcCodec() {}

    /** The message in {@code frame}, or why it is not one. */
    public static Decoded decode(String frame) {
        Notification keystroke = InputFastPath.read(frame);
        return keystroke != null ? keystroke : decodeGenerally(frame);
    }

    /** {@link #decode} without the keystroke fast path: every frame through the tree and databind. */
    static Decoded decodeGenerally(String frame) {
        JsonNode tree;
        try {
            tree = Json.MAPPER.readTree(frame);
        } catch (StreamReadException e) {
            return invalid(null, null, ErrorCode.PARSE_ERROR, "Parse error: " + ParamsErrors.firstLine(e.getOriginalMessage()));
        } catch (JacksonException e) {
            return invalid(null, null, ErrorCode.PARSE_ERROR, "Parse error: " + ParamsErrors.firstLine(e.getOriginalMessage()));
        }
        if (tree == null || tree.isMissingNode()) {
            return invalid(null, null, ErrorCode.PARSE_ERROR, "Parse error: empty frame");
        }
        if (!(tree instanceof ObjectNode message)) {
            return invalid(null, null, ErrorCode.INVALID_REQUEST,
                    tree.isArray() ? "Invalid Request: batches are not supported" : "Invalid Request: not a JSON object");
        }
        return decode(message);
    }

    private static Decoded decode(ObjectNode message) {
        JsonNode idNode = message.get("id");
        RequestId id = null;
        if (idNode != null) {
            if (idNode.isString()) {
                id = RequestId.of(idNode.asString());
            } else if (idNode.isIntegralNumber() && idNode.canConvertToLong()) {
                id = RequestId.of(idNode.asLong());
            } else if (idNode.isNumber()) {
                id = new RequestId(idNode.decimalValue());
            } else {
                return invalid(null, null, ErrorCode.INVALID_REQUEST, "Invalid Request: 'id' must be a string or a number");
            }
        }
        JsonNode version = message.get("jsonrpc");
        if (version == null || !version.isString() || !JsonRpcMessage.VERSION.equals(version.asString())) {
            return invalid(id, null, ErrorCode.INVALID_REQUEST, "Invalid Request: 'jsonrpc' must be \"2.0\"");
        }
        JsonNode methodNode = message.get("method");
        if (methodNode == null) {
            return response(id, message);
        }
        if (!methodNode.isString() || methodNode.asString().isEmpty()) {
            return invalid(id, null, ErrorCode.INVALID_REQUEST, "Invalid Request: 'method' must be a non-empty string");
        }
        String method = methodNode.asString();
        boolean notification = id == null;
        JsonNode paramsNode = message.get("params");
        ObjectNode paramsObject;
        if (paramsNode == null || paramsNode.isNull()) {
            paramsObject = JsonNodeFactory.instance.objectNode();
        } else if (paramsNode instanceof ObjectNode object) {
            paramsObject = object;
        } else {
            return new Malformed(id, method, notification,
                    ErrorCode.INVALID_PARAMS.error("Invalid params: 'params' must be an object"));
        }
        Params params;
        Optional<Method> known = Method.byName(method);
        if (known.isEmpty()) {
            params = new UnknownParams(paramsObject);
        } else {
            try {
                params = Json.MAPPER.treeToValue(paramsObject, known.get().paramsType());
            } catch (JacksonException e) {
                return new Malformed(id, method, notification,
                        ErrorCode.INVALID_PARAMS.error("Invalid params: " + ParamsErrors.describe(e)));
            } catch (RuntimeException e) {
                // A record constructor refused a value Jackson accepted (for example a null list element).
                return new Malformed(id, method, notification,
                        ErrorCode.INVALID_PARAMS.error("Invalid params: " + e.getMessage()));
            }
        }
        return notification ? new Notification(method, params) : new Request(id, method, params);
    }

    private static Decoded response(RequestId id, ObjectNode message) {
        if (id == null && !message.has("id")) {
            return invalid(null, null, ErrorCode.INVALID_REQUEST, "Invalid Request: no 'method'");
        }
        JsonNode error = message.get("error");
        if (error != null) {
            try {
                return new ErrorResponse(id, Json.MAPPER.treeToValue(error, RpcError.class));
            } catch (JacksonException e) {
                return invalid(id, null, ErrorCode.INVALID_REQUEST, "Invalid Request: " + ParamsErrors.describe(e));
            }
        }
        if (message.has("result")) {
            return new Result(id, message.get("result"));
        }
        return invalid(id, null, ErrorCode.INVALID_REQUEST, "Invalid Request: no 'method', 'result' or 'error'");
    }

    private static Malformed invalid(RequestId id, String method, ErrorCode code, String message) {
        return new Malformed(id, method, false, code.error(message));
    }

    /** {@code message} as one text frame. */
    public static String encode(JsonRpcMessage message) {
        return switch (message) {
            case Notification n -> NOTIFICATIONS.writeValueAsString(n);
            case Result r -> RESULTS.writeValueAsString(r);
            case ErrorResponse e -> ERRORS.writeValueAsString(e);
            case Request r -> Json.MAPPER.writeValueAsString(r);
        };
    }

    /** The success response to {@code id} carrying {@code result} (which may be null). */
    public static String result(RequestId id, Object result) {
        Class<?> polymorphic = polymorphicBase(result == null ? null : result.getClass());
        if (polymorphic == null) {
            return RESULTS.writeValueAsString(new Result(id, result));
        }
        // Held as a plain Object, a sealed result (reconnect's) would be written without its type id.
        String typed = Json.MAPPER.writerFor(polymorphic).writeValueAsString(result);
        return RESULTS.writeValueAsString(new Result(id, new RawValue(typed)));
    }

    /** The nearest supertype of {@code type} that carries {@code @JsonTypeInfo}, or null. */
    private static Class<?> polymorphicBase(Class<?> type) {
        if (type == null || type == Object.class) {
            return null;
        }
        for (Class<?> face : type.getInterfaces()) {
            if (face.isAnnotationPresent(JsonTypeInfo.class)) {
                return face;
            }
        }
        return polymorphicBase(type.getSuperclass());
    }

    /** The error response to {@code id} (null when it could not be read). */
    public static String error(RequestId id, RpcError error) {
        return ERRORS.writeValueAsString(new ErrorResponse(id, error));
    }

    /** A notification frame, for example {@code action} with an envelope. */
    public static String notification(Method method, Params params) {
        return NOTIFICATIONS.writeValueAsString(new Notification(method.wireName(), params));
    }
}
