package ahp.server.sessions;

import ahp.protocol.Json;
import ahp.protocol.chat.SessionStatus;
import tools.jackson.databind.node.ArrayNode;
import tools.jackson.databind.node.ObjectNode;

/** The protocol's shapes of a session: its state, its summary, a chat's first state and summary. */
final class SessionViews {

    private SessionViews() {}

    /** A new session's state, with its chats' summaries. */
    static ObjectNode sessionState(LiveSession session) {
        ObjectNode state = Json.MAPPER.createObjectNode().put("provider", session.provider).put("title", session.title)
                .put("status", SessionStatus.IDLE | session.flags()).put("lifecycle", "ready");
        state.putArray("activeClients");
        ArrayNode chats = state.putArray("chats");
        session.chats.values().forEach(chat -> chats.add(chatSummary(chat)));
        if (session.defaultChat != null) {
            state.put("defaultChat", session.defaultChat);
        }
        ArrayNode folders = state.putArray("workingDirectories");
        session.workingDirectories.forEach(folders::add);
        return state;
    }

    /** The summary {@code listSessions} and {@code root/sessionAdded} carry, with the default chat when there is one. */
    static ObjectNode summary(LiveSession session) {
        ObjectNode summary = Json.MAPPER.createObjectNode().put("resource", session.uri)
                .put("provider", session.provider).put("title", session.title)
                .put("status", (session.busy() ? SessionStatus.IN_PROGRESS : SessionStatus.IDLE) | session.flags())
                .put("createdAt", session.createdAt).put("modifiedAt", session.modifiedAt);
        ArrayNode folders = summary.putArray("workingDirectories");
        session.workingDirectories.forEach(folders::add);
        if (session.defaultChat != null) {
            // SessionSummary.defaultChat (1.x): optional, so sent to every version, which ignores it before.
            summary.put("defaultChat", session.defaultChat);
        }
        return summary;
    }

    /** A new chat's state. */
    static ObjectNode chatState(String uri, String title, String modifiedAt) {
        ObjectNode state = Json.MAPPER.createObjectNode().put("resource", uri).put("title", title)
                .put("status", SessionStatus.IDLE).put("modifiedAt", modifiedAt);
        state.putArray("turns");
        return state;
    }

    /** A chat's summary, as its session lists it. */
    static ObjectNode chatSummary(LiveChat chat) {
        String modifiedAt = chat.state.modifiedAt();
        return Json.MAPPER.createObjectNode().put("resource", chat.uri).put("title", chat.title())
                .put("status", chat.state.status())
                .put("modifiedAt", modifiedAt == null ? chat.createdAt : modifiedAt);
    }
}
