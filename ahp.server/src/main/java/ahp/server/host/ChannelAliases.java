package ahp.server.host;

import ahp.protocol.Json;
import ahp.server.sessions.SessionIds;
import ahp.server.sessions.Sessions;
import tools.jackson.core.JacksonException;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ArrayNode;
import tools.jackson.databind.node.ObjectNode;

/**
 * The one other name a client may use for a channel: VS Code derives a session's default chat as
 * {@code ahp-chat://default/<base64url(session URI)>} ({@code buildDefaultChatUri} in
 * {@code src/vs/platform/agentHost/common/state/sessionState.ts}) instead of reading the published
 * {@code defaultChat}. A session created by this host names its default chat that way already; one kept
 * from before it did ({@code ahp-chat:/<id>}) keeps its name, and the derived URI reaches it as an alias.
 *
 * <p>Only what a client sends is read here: the host writes every channel under its one name, to every
 * client alike, whichever name the client used. A value is an alias when it is exactly such a URI,
 * never a URI inside longer text.
 */
final class ChannelAliases {

    private static final String DERIVED_DEFAULT = "\"" + SessionIds.CHAT_SCHEME + "://" + SessionIds.DEFAULT_CHAT_ID + "/";

    private final Sessions sessions;

    ChannelAliases(Sessions sessions) {
        this.sessions = sessions;
    }

    /** {@code text}, a client's message, with every alias replaced by the name it stands for. */
    String inbound(String text) {
        if (sessions == null || !text.contains(DERIVED_DEFAULT)) {
            return text;
        }
        JsonNode tree;
        try {
            tree = Json.MAPPER.readTree(text);
        } catch (JacksonException unreadable) {
            return text; // the codec answers it
        }
        return tree instanceof ObjectNode message && rewrite(message) ? message.toString() : text;
    }

    /** The name {@code uri} stands for, or null when it is no alias. */
    private String named(String uri) {
        SessionIds.Derived derived = SessionIds.derived(uri);
        if (derived == null || !SessionIds.DEFAULT_CHAT_ID.equals(derived.chatId()) || sessions.isChat(uri)) {
            return null;
        }
        return sessions.defaultChatOf(derived.sessionUri()).orElse(null);
    }

    private boolean rewrite(JsonNode node) {
        boolean changed = false;
        if (node instanceof ObjectNode object) {
            for (String name : java.util.List.copyOf(object.propertyNames())) {
                JsonNode value = object.get(name);
                String named = value.isString() ? named(value.asString()) : null;
                if (named != null) {
                    object.put(name, named);
                    changed = true;
                } else if (value.isContainer()) {
                    changed |= rewrite(value);
                }
            }
        } else if (node instanceof ArrayNode array) {
            for (int i = 0; i < array.size(); i++) {
                JsonNode value = array.get(i);
                String named = value.isString() ? named(value.asString()) : null;
                if (named != null) {
                    array.set(i, array.stringNode(named));
                    changed = true;
                } else if (value.isContainer()) {
                    changed |= rewrite(value);
                }
            }
        }
        return changed;
    }
}
