package ahp.server.host;

import ahp.protocol.Json;
import ahp.protocol.command.Implementation;
import ahp.server.sessions.SessionIds;
import ahp.server.sessions.Sessions;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import tools.jackson.core.JacksonException;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ArrayNode;
import tools.jackson.databind.node.ObjectNode;

/**
 * How one connection spells the URIs of sessions and their default chats. The host names a session
 * {@code ahp-session:/<id>} and its default chat {@code ahp-chat:/<id>}; VS Code's builds name them
 * otherwise, and this connection reads and writes them its client's way:
 *
 * <ul>
 *   <li>{@code <provider>:/<id>}, for a provider of {@code RootState.agents}, is the session
 *       {@code ahp-session:/<id>} (VS Code 1.141's {@code AgentSession.uri}: "The URI scheme is the
 *       provider name"); a held session answers only to its own provider's name.</li>
 *   <li>{@code ahp-chat://default/<base64url(session URI)>}, under either spelling of the session, is
 *       that session's default chat (VS Code's {@code buildDefaultChatUri}, which some builds use
 *       instead of the published {@code defaultChat}).</li>
 * </ul>
 *
 * <p>Either alias, once a client has used it, is what the host writes back to that connection for
 * that channel: envelopes, snapshots, results and root notifications all name it the client's way,
 * since VS Code matches them by string. A VS Code window that does not declare
 * {@code _meta["vscode.ahpSessionUris"]} (1.141 and older read a listed session's provider from its
 * URI's scheme) is written every session as {@code <provider>:/<id>} and every default chat as the URI
 * it derives from that; every other client sees the host's own names. Both spellings are accepted
 * from everyone.
 *
 * <p>Rewriting works on whole JSON string values: a value that is exactly such a URI (a string's
 * opening quote is never preceded by a backslash in JSON), never a URI inside longer text.
 */
final class ChannelSpelling {

    /** VS Code's {@code clientInfo.name}s ({@code src/vs/platform/agentHost/common/agentHostClientInfo.ts}). */
    static final Set<String> VSCODE_WINDOWS = Set.of("vscode-agents-window", "vscode-editor-window");

    /** The {@code _meta} flag with which a VS Code window says it reads {@code ahp-session:} URIs. */
    static final String SESSION_URIS_META = "vscode.ahpSessionUris";

    private static final String SESSION_PREFIX = SessionIds.SESSION_SCHEME + ":/";
    private static final String CHAT_PREFIX = SessionIds.CHAT_SCHEME + ":/";

    private final Sessions sessions;
    /** Host name to the client's, for the channels this client named its own way. */
    private final Map<String, String> learned = new ConcurrentHashMap<>();
    /** Session id to provider, for the sessions written by provider (kept past their disposal). */
    private final Map<String, String> providers = new ConcurrentHashMap<>();
    private volatile boolean byProvider;
    /** The quoted starts of the aliases a message may hold; made at first use. */
    private volatile List<String> aliasStarts;

    ChannelSpelling(Sessions sessions) {
        this.sessions = sessions;
    }

    /** Whether a client that initialized with {@code info} and {@code meta} reads sessions by provider. */
    static boolean readsByProvider(Implementation info, Map<String, Object> meta) {
        return info != null && VSCODE_WINDOWS.contains(info.name())
                && (meta == null || !Boolean.TRUE.equals(meta.get(SESSION_URIS_META)));
    }

    /** Writes sessions by provider to this connection, or not. */
    void byProvider(boolean on) {
        byProvider = on;
    }

    /** Whether sessions are written by provider to this connection. */
    boolean byProvider() {
        return byProvider;
    }

    /** {@code text}, a client's message, with every alias replaced by the host's name. */
    String inbound(String text) {
        if (sessions == null || !mayHoldAlias(text)) {
            return text;
        }
        JsonNode tree;
        try {
            tree = Json.MAPPER.readTree(text);
        } catch (JacksonException unreadable) {
            return text; // the codec answers it
        }
        if (!(tree instanceof ObjectNode message)) {
            return text;
        }
        JsonNode params = message.get("params");
        String createdAs = "createSession".equals(message.path("method").asString(""))
                && params instanceof ObjectNode p ? p.path("channel").asString(null) : null;
        if (!rewrite(message)) {
            return text;
        }
        if (createdAs != null && params instanceof ObjectNode p && p.path("provider").isMissingNode()) {
            String channel = p.path("channel").asString("");
            if (!channel.equals(createdAs) && channel.startsWith(SESSION_PREFIX)) {
                p.put("provider", createdAs.substring(0, createdAs.indexOf(':')));
            }
        }
        return message.toString();
    }

    /** {@code text}, a message to this client, with the host's names written the client's way. */
    String outbound(String text) {
        if (!byProvider && learned.isEmpty()) {
            return text;
        }
        int at = nextName(text, 0);
        if (at < 0) {
            return text;
        }
        StringBuilder out = new StringBuilder(text.length() + 64);
        int copied = 0;
        while (at >= 0) {
            int end = text.indexOf('"', at + 1);
            if (end < 0) {
                break;
            }
            String name = text.substring(at + 1, end);
            String spelled = spell(name);
            if (!spelled.equals(name)) {
                out.append(text, copied, at + 1).append(spelled);
                copied = end;
            }
            at = nextName(text, end + 1);
        }
        if (copied == 0) {
            return text;
        }
        return out.append(text, copied, text.length()).toString();
    }

    /** The host's name for {@code uri} as the client spelt it, learning the client's spelling. */
    String canonical(String uri) {
        SessionIds.Derived derived = SessionIds.derived(uri);
        if (derived != null) {
            if (!SessionIds.DEFAULT_CHAT_ID.equals(derived.chatId())) {
                return uri; // a chat URI in its own right
            }
            String session = canonicalSession(derived.sessionUri());
            if (!session.startsWith(SESSION_PREFIX)) {
                return uri;
            }
            String chat = CHAT_PREFIX + session.substring(SESSION_PREFIX.length());
            learned.put(chat, uri);
            return chat;
        }
        return canonicalSession(uri);
    }

    private String canonicalSession(String uri) {
        if (uri.startsWith(SESSION_PREFIX)) {
            return uri;
        }
        int colon = uri.indexOf(":/");
        if (colon <= 0 || uri.startsWith("//", colon + 1)) {
            return uri;
        }
        String provider = uri.substring(0, colon);
        String id = uri.substring(colon + 2);
        if (!SessionIds.valid(id) || !sessions.providers().contains(provider)) {
            return uri;
        }
        String session = SESSION_PREFIX + id;
        Optional<String> held = sessions.providerOf(session);
        if (held.isPresent() && !held.get().equals(provider)) {
            return uri; // another provider's session: not this one
        }
        providers.put(id, provider);
        learned.put(session, uri);
        return session;
    }

    private String spell(String name) {
        String alias = learned.get(name);
        if (alias != null || !byProvider) {
            return alias != null ? alias : name;
        }
        if (name.startsWith(SESSION_PREFIX)) {
            String id = name.substring(SESSION_PREFIX.length());
            String provider = providerOfId(id);
            return provider == null ? name : provider + ":/" + id;
        }
        String id = name.substring(CHAT_PREFIX.length());
        String provider = providerOfId(id);
        return provider == null ? name
                : SessionIds.derivedChatUri(SessionIds.DEFAULT_CHAT_ID, provider + ":/" + id);
    }

    private String providerOfId(String id) {
        if (!SessionIds.valid(id)) {
            return null;
        }
        Optional<String> held = sessions.providerOf(SESSION_PREFIX + id);
        held.ifPresent(provider -> providers.put(id, provider));
        return held.orElseGet(() -> providers.get(id));
    }

    private boolean rewrite(JsonNode node) {
        boolean changed = false;
        if (node instanceof ObjectNode object) {
            for (String name : java.util.List.copyOf(object.propertyNames())) {
                JsonNode value = object.get(name);
                String canonical = value.isString() ? canonical(value.asString()) : null;
                if (canonical != null && !canonical.equals(value.asString())) {
                    object.put(name, canonical);
                    changed = true;
                } else if (canonical == null) {
                    changed |= rewrite(value);
                }
            }
        } else if (node instanceof ArrayNode array) {
            for (int i = 0; i < array.size(); i++) {
                JsonNode value = array.get(i);
                String canonical = value.isString() ? canonical(value.asString()) : null;
                if (canonical != null && !canonical.equals(value.asString())) {
                    array.set(i, array.stringNode(canonical));
                    changed = true;
                } else if (canonical == null) {
                    changed |= rewrite(value);
                }
            }
        }
        return changed;
    }

    /**
     * Whether {@code text} may name a session or chat by an alias: every message a client sends passes
     * here (a keystroke too), so the strings looked for are made once per connection (the providers
     * are fixed when the daemon starts).
     */
    private boolean mayHoldAlias(String text) {
        List<String> needles = aliasStarts;
        if (needles == null) {
            List<String> made = new java.util.ArrayList<>(List.of("\"" + SessionIds.CHAT_SCHEME + "://"));
            sessions.providers().forEach(provider -> made.add("\"" + provider + ":/"));
            aliasStarts = needles = List.copyOf(made);
        }
        for (String needle : needles) {
            if (text.contains(needle)) {
                return true;
            }
        }
        return false;
    }

    /** Where the next whole string value naming a session or chat of the host opens, or -1. */
    private static int nextName(String text, int from) {
        int at = from;
        while (true) {
            int session = text.indexOf("\"" + SESSION_PREFIX, at);
            int chat = text.indexOf("\"" + CHAT_PREFIX, at);
            int next = session < 0 ? chat : chat < 0 ? session : Math.min(session, chat);
            if (next < 0) {
                return -1;
            }
            if (next == 0 || text.charAt(next - 1) != '\\') {
                return next;
            }
            at = next + 1;
        }
    }
}
