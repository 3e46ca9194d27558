package ahp.bench.wire;

import tools.jackson.core.JacksonException;
import tools.jackson.core.JsonParser;
import tools.jackson.core.JsonToken;
import tools.jackson.databind.json.JsonMapper;

/**
 * Reads the frames that carry a terminal's output ({@code terminal/data}, {@code terminal/exited}
 * actions) token by token, without building a tree: with four clients in one driver on two cores,
 * the driver's own parsing of every copy of every frame competed with the daemon it measures
 * (bench/NOTES.md, "Four clients against one"). Any other frame, or one this reader cannot place, is
 * left to the tree reader ({@code null}).
 */
final class TerminalFrames {

    private static final JsonMapper JSON = JsonMapper.shared();

    private TerminalFrames() {}

    /** The envelope of {@code utf8} when it is a terminal output or exit action; otherwise null. */
    static Envelope read(byte[] utf8) {
        try (JsonParser parser = JSON.createParser(utf8)) {
            if (parser.nextToken() != JsonToken.START_OBJECT) {
                return null;
            }
            boolean isAction = false;
            Fields fields = null;
            while (parser.nextToken() == JsonToken.PROPERTY_NAME) {
                String name = parser.currentName();
                JsonToken value = parser.nextToken();
                if ("method".equals(name)) {
                    if (value != JsonToken.VALUE_STRING || !"action".equals(parser.getString())) {
                        return null;
                    }
                    isAction = true;
                } else if ("params".equals(name) && value == JsonToken.START_OBJECT) {
                    fields = params(parser);
                    if (fields == null) {
                        return null;
                    }
                } else if ("id".equals(name)) {
                    return null;
                } else {
                    parser.skipChildren();
                }
            }
            if (!isAction || fields == null) {
                return null;
            }
            return new Envelope(fields.channel, fields.serverSeq, fields.type, fields.data, fields.exitCode,
                    fields.rejectionReason);
        } catch (JacksonException unreadable) {
            return null; // the tree reader says what is wrong with it
        }
    }

    private static final class Fields {
        String channel = "";
        long serverSeq = -1;
        String type;
        String data;
        Integer exitCode;
        String rejectionReason;
    }

    private static Fields params(JsonParser parser) {
        Fields fields = new Fields();
        while (parser.nextToken() == JsonToken.PROPERTY_NAME) {
            String name = parser.currentName();
            JsonToken value = parser.nextToken();
            switch (name) {
                case "channel" -> fields.channel = value == JsonToken.VALUE_STRING ? parser.getString() : "";
                case "serverSeq" -> fields.serverSeq = value == JsonToken.VALUE_NUMBER_INT ? parser.getLongValue() : -1;
                case "rejectionReason" -> fields.rejectionReason = value == JsonToken.VALUE_STRING ? parser.getString() : null;
                case "action" -> {
                    if (value != JsonToken.START_OBJECT || !action(parser, fields)) {
                        return null;
                    }
                }
                default -> parser.skipChildren();
            }
        }
        return fields.type == null ? null : fields;
    }

    /** Reads the action's fields; false when it is not a terminal's output or exit. */
    private static boolean action(JsonParser parser, Fields fields) {
        while (parser.nextToken() == JsonToken.PROPERTY_NAME) {
            String name = parser.currentName();
            JsonToken value = parser.nextToken();
            switch (name) {
                case "type" -> {
                    String type = value == JsonToken.VALUE_STRING ? parser.getString() : "";
                    if (!type.equals("terminal/data") && !type.equals("terminal/exited")) {
                        return false;
                    }
                    fields.type = type;
                }
                case "data" -> fields.data = value == JsonToken.VALUE_STRING ? parser.getString() : null;
                case "exitCode" -> fields.exitCode = value == JsonToken.VALUE_NUMBER_INT ? parser.getIntValue() : null;
                default -> parser.skipChildren();
            }
        }
        return fields.type != null;
    }
}
