package ahp.server.sessions;

import ahp.protocol.Json;
import java.net.URLDecoder;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.util.Optional;
import tools.jackson.core.JacksonException;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ObjectNode;

/**
 * The name this host gives a chat's terminal, VS Code's retained terminal link:
 * {@code agenthost-terminal://shell/<session id>/<tool call>?<JSON query>}, whose query names the
 * storage, the session, the chat and the tool call (the format of VS Code's
 * {@code buildNonPtyShellTerminalUri}; the JSON is percent-encoded as VS Code's URIs encode a query).
 * Its chat and tool call find what the terminal printed once the process is gone.
 *
 * @param storage the store that keeps its output
 * @param session the session's URI
 * @param chat the chat's URI
 * @param toolCallId the tool call it ran for: the key it is kept under
 */
public record RetainedLink(String storage, String session, String chat, String toolCallId) {

    /** The storage this host names: its session store. */
    public static final String STORAGE = "ahpd:/sessions";

    private static final String PREFIX = "agenthost-terminal://shell/";

    /** The link, as a URI string. */
    public String uri() {
        ObjectNode query = Json.MAPPER.createObjectNode()
                .put("storage", storage).put("session", session).put("chat", chat).put("toolCallId", toolCallId);
        return PREFIX + encode(lastSegment(session)) + "/" + encode(toolCallId) + "?"
                + encode(Json.MAPPER.writeValueAsString(query));
    }

    /** The link {@code uri} names, when it is one of these with every field. */
    public static Optional<RetainedLink> parse(String uri) {
        if (uri == null || !uri.regionMatches(true, 0, PREFIX, 0, PREFIX.length())) {
            return Optional.empty();
        }
        int question = uri.indexOf('?');
        if (question < 0) {
            return Optional.empty();
        }
        try {
            JsonNode query = Json.MAPPER.readTree(URLDecoder.decode(uri.substring(question + 1), StandardCharsets.UTF_8));
            String storage = query.path("storage").asString(null);
            String session = query.path("session").asString(null);
            String chat = query.path("chat").asString(null);
            String call = query.path("toolCallId").asString(null);
            if (storage == null || session == null || chat == null || call == null || call.isEmpty()) {
                return Optional.empty();
            }
            return Optional.of(new RetainedLink(storage, session, chat, call));
        } catch (JacksonException | IllegalArgumentException unreadable) {
            return Optional.empty();
        }
    }

    private static String lastSegment(String uri) {
        return uri.substring(uri.lastIndexOf('/') + 1);
    }

    private static String encode(String text) {
        return URLEncoder.encode(text, StandardCharsets.UTF_8).replace("+", "%20");
    }
}
