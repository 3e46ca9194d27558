package ahp.server.sessions;

import ahp.protocol.Action;
import ahp.protocol.Json;
import ahp.protocol.chat.ChatMessage;
import ahp.protocol.chat.TerminalContent;
import ahp.protocol.chat.ToolCallComplete;
import ahp.protocol.chat.ToolCallContentChanged;
import ahp.protocol.chat.ToolCallReady;
import ahp.protocol.chat.ToolCallResult;
import ahp.protocol.chat.ToolCallStart;
import ahp.protocol.chat.TurnComplete;
import ahp.protocol.chat.TurnStarted;
import java.util.List;
import java.util.Map;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ArrayNode;
import tools.jackson.databind.node.ObjectNode;
import tools.jackson.databind.node.StringNode;

/**
 * The session and chat actions this host sends. Those a turn sends on every command are built as
 * their records at once; the rest are built as the protocol writes them and read back as
 * {@link Action}, so each is whatever type the protocol module models it as (or an unknown action
 * carried as its JSON).
 */
final class ChatActions {

    private ChatActions() {}

    static Action turnStarted(String turnId, String startedAt, JsonNode message, String queuedMessageId) {
        if (message instanceof ObjectNode plain && plain.path("text").isString()
                && plain.propertyNames().stream().allMatch(name -> name.equals("text") || name.equals("origin"))) {
            // The usual message, text and origin only: built as its record, not read back from a tree.
            ChatMessage typed = new ChatMessage(plain.path("text").asString(), plain.get("origin"), null, Map.of());
            return new TurnStarted(turnId, startedAt, typed, queuedMessageId, null, Map.of());
        }
        ObjectNode action = type("chat/turnStarted").put("turnId", turnId).put("startedAt", startedAt);
        action.set("message", message);
        if (queuedMessageId != null) {
            action.put("queuedMessageId", queuedMessageId);
        }
        return of(action);
    }

    static Action turnComplete(String turnId, long durationMillis) {
        return new TurnComplete(turnId, durationMillis);
    }

    static Action error(String turnId, long durationMillis, String errorType, String message) {
        ObjectNode action = type("chat/error").put("turnId", turnId).put("duration", durationMillis);
        action.putObject("error").put("errorType", errorType).put("message", message);
        return of(action);
    }

    static Action toolCallStart(String turnId, String toolCallId, String command) {
        return new ToolCallStart(turnId, toolCallId, "terminal", "Terminal", command, null,
                Map.of("toolKind", "terminal"), Map.of());
    }

    static Action toolCallReady(String turnId, String toolCallId, String command) {
        return ToolCallReady.running(turnId, toolCallId, command, StringNode.valueOf(command), "not-needed");
    }

    /** The call's content is the one terminal {@code resource}. */
    static Action toolCallNamesTerminal(String turnId, String toolCallId, String resource, String title, boolean isPty) {
        return new ToolCallContentChanged(turnId, toolCallId, List.of(new TerminalContent(resource, title, isPty, null)));
    }

    static Action toolCallComplete(String turnId, String toolCallId, ToolCallResult result) {
        return new ToolCallComplete(turnId, toolCallId, result);
    }

    static Action titleChanged(String title) {
        return of(type("session/titleChanged").put("title", title));
    }

    static Action chatAdded(ObjectNode summary) {
        ObjectNode action = type("session/chatAdded");
        action.set("summary", summary);
        return of(action);
    }

    static Action chatRemoved(String chat) {
        return of(type("session/chatRemoved").put("chat", chat));
    }

    static Action chatUpdated(String chat, ObjectNode changes) {
        ObjectNode action = type("session/chatUpdated").put("chat", chat);
        action.set("changes", changes);
        return of(action);
    }

    static Action turnsLoaded(ArrayNode turns) {
        ObjectNode action = type("chat/turnsLoaded");
        action.set("turns", turns);
        return of(action);
    }

    private static ObjectNode type(String type) {
        return Json.MAPPER.createObjectNode().put("type", type);
    }

    private static Action of(ObjectNode action) {
        return Json.MAPPER.treeToValue(action, Action.class);
    }
}
