package ahp.protocol.jsonrpc;

import ahp.protocol.Json;
import ahp.protocol.command.DispatchActionParams;
import ahp.protocol.command.Method;
import ahp.protocol.terminal.TerminalAction;
import tools.jackson.core.JacksonException;
import tools.jackson.core.JsonParser;
import tools.jackson.core.JsonToken;

/**
 * Reads the message a person's every keystroke arrives in, a {@code dispatchAction} notification
 * carrying {@code terminal/input}, straight from the parser's tokens: no tree, no databind. It
 * takes only that exact shape (the three members of the message, the three of its params, the two
 * of the action, each once, of the right JSON types, and nothing after it); anything else,
 * well-formed or not, is left to {@link JsonRpcCodec}'s general path, which decides what it is. So
 * what it returns is what the general path returns for the same frame (tested), only sooner.
 */
final class InputFastPath {

    private static final String VERSION = JsonRpcMessage.VERSION;
    private static final String METHOD = Method.DISPATCH_ACTION.wireName();

    private InputFastPath() {}

    /** The notification in {@code frame} when it is a plain keystroke dispatch, else null. */
    static Notification read(String frame) {
        // Cheap refusals first: most other messages are not worth starting a parser for.
        if (!frame.contains(TerminalAction.Input.TYPE) || frame.contains("\"id\"")) {
            return null;
        }
        try (JsonParser parser = Json.MAPPER.createParser(frame)) {
            Notification read = message(parser);
            return read != null && parser.nextToken() == null ? read : null;
        } catch (JacksonException notThisShape) {
            return null;
        }
    }

    private static Notification message(JsonParser parser) {
        if (parser.nextToken() != JsonToken.START_OBJECT) {
            return null;
        }
        boolean version = false;
        boolean method = false;
        DispatchActionParams params = null;
        for (String name; (name = parser.nextName()) != null; ) {
            JsonToken value = parser.nextToken();
            switch (name) {
                case "jsonrpc" -> {
                    if (version || !isString(parser, value, VERSION)) {
                        return null;
                    }
                    version = true;
                }
                case "method" -> {
                    if (method || !isString(parser, value, METHOD)) {
                        return null;
                    }
                    method = true;
                }
                case "params" -> {
                    if (params != null || value != JsonToken.START_OBJECT || (params = params(parser)) == null) {
                        return null;
                    }
                }
                default -> {
                    return null;
                }
            }
        }
        return version && method && params != null ? new Notification(METHOD, params) : null;
    }

    private static DispatchActionParams params(JsonParser parser) {
        String channel = null;
        Long clientSeq = null;
        String data = null;
        for (String name; (name = parser.nextName()) != null; ) {
            JsonToken value = parser.nextToken();
            switch (name) {
                case "channel" -> {
                    if (channel != null || value != JsonToken.VALUE_STRING) {
                        return null;
                    }
                    channel = parser.getString();
                }
                case "clientSeq" -> {
                    if (clientSeq != null || value != JsonToken.VALUE_NUMBER_INT
                            || parser.getNumberType() != JsonParser.NumberType.INT
                                    && parser.getNumberType() != JsonParser.NumberType.LONG) {
                        return null;
                    }
                    clientSeq = parser.getLongValue();
                }
                case "action" -> {
                    if (data != null || value != JsonToken.START_OBJECT || (data = inputData(parser)) == null) {
                        return null;
                    }
                }
                default -> {
                    return null;
                }
            }
        }
        return channel != null && clientSeq != null && data != null
                ? new DispatchActionParams(channel, clientSeq, new TerminalAction.Input(data))
                : null;
    }

    /** The {@code data} of a {@code terminal/input} action with nothing else in it, else null. */
    private static String inputData(JsonParser parser) {
        boolean type = false;
        String data = null;
        for (String name; (name = parser.nextName()) != null; ) {
            JsonToken value = parser.nextToken();
            switch (name) {
                case "type" -> {
                    if (type || !isString(parser, value, TerminalAction.Input.TYPE)) {
                        return null;
                    }
                    type = true;
                }
                case "data" -> {
                    if (data != null || value != JsonToken.VALUE_STRING) {
                        return null;
                    }
                    data = parser.getString();
                }
                default -> {
                    return null;
                }
            }
        }
        return type ? data : null;
    }

    /** Whether the member's value, just read as {@code value}, is the string {@code expected}. */
    private static boolean isString(JsonParser parser, JsonToken value, String expected) {
        return value == JsonToken.VALUE_STRING && expected.equals(parser.getString());
    }
}
