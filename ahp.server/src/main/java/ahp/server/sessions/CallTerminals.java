package ahp.server.sessions;

import ahp.protocol.Json;
import ahp.protocol.chat.TerminalContent;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ArrayNode;
import tools.jackson.databind.node.ObjectNode;

/**
 * The terminal each running tool call of a chat showed, kept on the call whatever content its backend
 * reports for it: a backend that completes a call (or changes its content) with content of its own
 * still has the host's terminal block on it, first, so people can follow the finished call to its
 * shell, and a subscribe to that shell after it ended is answered from what was kept.
 */
final class CallTerminals {

    private CallTerminals() {}

    /** The call {@code toolCallId} of {@code chat} shows {@code block}, until it completes. */
    static void named(LiveChat chat, Sessions sessions, String toolCallId, TerminalContent block) {
        sessions.host.locked(() -> chat.callTerminals.put(toolCallId, block));
    }

    /**
     * {@code action}, a backend's, with the terminal its call showed merged into its content when it
     * is a {@code chat/toolCallComplete} or a {@code chat/toolCallContentChanged} that lacks it; a
     * completion also forgets it. Any other action is returned as it is.
     */
    static ObjectNode keptOn(LiveChat chat, Sessions sessions, ObjectNode action) {
        String type = action.path("type").asString("");
        boolean completes = "chat/toolCallComplete".equals(type);
        if (!completes && !"chat/toolCallContentChanged".equals(type)) {
            return action;
        }
        String call = action.path("toolCallId").asString("");
        TerminalContent block = sessions.host.locked(
                () -> completes ? chat.callTerminals.remove(call) : chat.callTerminals.get(call));
        if (block == null) {
            return action;
        }
        ObjectNode holder = action;
        if (completes) {
            if (!(action.get("result") instanceof ObjectNode result)) {
                return action;
            }
            holder = result;
        }
        JsonNode content = holder.get("content");
        ArrayNode merged = Json.MAPPER.createArrayNode();
        if (content instanceof ArrayNode blocks) {
            for (JsonNode each : blocks) {
                if ("terminal".equals(each.path("type").asString("")) && block.resource().equals(each.path("resource").asString(""))) {
                    return action;
                }
            }
            merged.add(Json.MAPPER.valueToTree(block));
            merged.addAll(blocks);
        } else if (content == null || content.isNull()) {
            merged.add(Json.MAPPER.valueToTree(block));
        } else {
            return action;
        }
        holder.set("content", merged);
        return action;
    }
}
