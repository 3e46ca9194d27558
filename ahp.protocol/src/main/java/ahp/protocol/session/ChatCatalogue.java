package ahp.protocol.session;

import ahp.protocol.Json;
import ahp.protocol.internal.Trees;
import java.util.Map;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ArrayNode;
import tools.jackson.databind.node.ObjectNode;

/** The session's chat catalogue ({@code chats}, keyed by {@code resource}) and its {@code defaultChat}. */
final class ChatCatalogue {

    private ChatCatalogue() {}

    /** {@code session/chatAdded}: the entry upserted by {@code resource}. */
    static ObjectNode added(ObjectNode session, ChatAdded added) {
        ObjectNode entry = Json.MAPPER.valueToTree(added.summary());
        return Trees.with(session, "chats", Trees.upserted(Trees.array(session.get("chats")), "resource", entry));
    }

    /** {@code session/chatRemoved}: the entry gone, and the default chat with it. */
    static ObjectNode removed(ObjectNode session, String chat) {
        ArrayNode chats = Trees.array(session.get("chats"));
        int at = Trees.indexOf(chats, "resource", chat);
        if (at < 0) {
            return session;
        }
        ObjectNode next = Trees.with(session, "chats", Trees.removed(chats, at));
        if (chat.equals(Trees.text(session, "defaultChat"))) {
            next.remove("defaultChat");
        }
        return next;
    }

    /** {@code session/chatUpdated}: the entry's fields replaced by the changed ones, {@code resource} excepted. */
    static ObjectNode updated(ObjectNode session, String chat, JsonNode changes) {
        ArrayNode chats = Trees.array(session.get("chats"));
        int at = Trees.indexOf(chats, "resource", chat);
        if (at < 0 || !(changes instanceof ObjectNode fields) || !(chats.get(at) instanceof ObjectNode entry)) {
            return session;
        }
        ObjectNode changed = Trees.copy(entry);
        for (Map.Entry<String, JsonNode> field : fields.properties()) {
            if (!"resource".equals(field.getKey())) {
                changed.set(field.getKey(), field.getValue());
            }
        }
        return Trees.with(session, "chats", Trees.replaced(chats, at, changed));
    }

    /** {@code session/defaultChatChanged}: the default chat set, or cleared when absent. */
    static ObjectNode defaultChanged(ObjectNode session, JsonNode defaultChat) {
        boolean absent = defaultChat == null || defaultChat.isNull();
        return absent ? Trees.without(session, "defaultChat") : Trees.with(session, "defaultChat", defaultChat);
    }
}
