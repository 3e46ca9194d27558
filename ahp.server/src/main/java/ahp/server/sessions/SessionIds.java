package ahp.server.sessions;

import ahp.protocol.jsonrpc.ErrorCode;
import ahp.protocol.jsonrpc.RpcException;
import java.util.regex.Pattern;

/**
 * The ids in session and chat URIs, which name folders of the session store. Only ids of letters,
 * digits, {@code -}, {@code _} and {@code .} (not first), at most 128 characters, are taken, so no id
 * can leave the store ({@code ..}, {@code /}, NUL) or name a hidden or temporary file.
 *
 * <p>A session is named by the URI its creator chose, {@code <scheme>:/<id>}: {@code ahp-session:/<id>}
 * (the protocol's own scheme) or {@code <provider>:/<id>} (VS Code's {@code AgentSession.uri}: "The URI
 * scheme is the provider name"). That name is the session's for every client and after a restart; the
 * id is its folder's, so two sessions never share an id whatever their schemes.
 *
 * <p>A chat is named {@code ahp-chat:/<id>}, or the way VS Code derives chat URIs from their session,
 * {@code ahp-chat://<chat id>/<base64url(session URI)>} (its {@code buildChatUri}, in
 * {@code src/vs/platform/agentHost/common/state/sessionState.ts}); the chat id is then the folder's. A
 * session's default chat is named the derived way ({@link #defaultChatUri}), so a client that derives it
 * from the session finds the name the host publishes.
 */
public final class SessionIds {

    /** The scheme of a session's URI. */
    public static final String SESSION_SCHEME = "ahp-session";

    /** The scheme of a chat's URI. */
    public static final String CHAT_SCHEME = "ahp-chat";

    /** The chat id VS Code gives a session's default chat in the URIs it derives. */
    public static final String DEFAULT_CHAT_ID = "default";

    private static final String DERIVED_CHAT_PREFIX = CHAT_SCHEME + "://";

    private static final Pattern ID = Pattern.compile("[A-Za-z0-9_-][A-Za-z0-9._-]{0,127}");

    /** A URI scheme (RFC 3986: a letter, then letters, digits, {@code +}, {@code -}, {@code .}). */
    private static final Pattern SCHEME = Pattern.compile("[A-Za-z][A-Za-z0-9+.-]{0,63}");

    private SessionIds() {}

    /** Whether {@code id} may name a folder of the store. */
    public static boolean valid(String id) {
        return id != null && ID.matcher(id).matches();
    }

    /**
     * The id of a session URI, {@code <scheme>:/<id>}.
     *
     * @throws RpcException {@code -32602} naming {@code field} when it is not such a URI
     */
    public static String session(String uri, String field) {
        int colon = uri == null ? -1 : uri.indexOf(':');
        if (colon <= 0 || !SCHEME.matcher(uri.substring(0, colon)).matches() || !uri.startsWith(":/", colon)
                || !valid(uri.substring(colon + 2))) {
            throw new RpcException(ErrorCode.INVALID_PARAMS, "Invalid params: '" + field + "' must be "
                    + SESSION_SCHEME + ":/<id> or <provider>:/<id>, the id of letters, digits, '-', '_' and '.' (not first),"
                    + " at most 128 characters");
        }
        return uri.substring(colon + 2);
    }

    /** The scheme of {@code uri}, a URI {@link #session} takes. */
    public static String scheme(String uri) {
        return uri.substring(0, uri.indexOf(':'));
    }

    /** The name of the default chat of the session {@code sessionUri}: {@code ahp-chat://default/<base64url>}. */
    public static String defaultChatUri(String sessionUri) {
        return derivedChatUri(DEFAULT_CHAT_ID, sessionUri);
    }

    /**
     * The id of {@code ahp-chat:/<id>}, or the chat id of {@code ahp-chat://<chat id>/<base64url>}.
     *
     * @throws RpcException {@code -32602} naming {@code field} when it is neither
     */
    public static String chat(String uri, String field) {
        Derived derived = derived(uri);
        if (derived != null) {
            return derived.chatId();
        }
        return id(uri, CHAT_SCHEME, field);
    }

    /**
     * A chat URI the way VS Code derives it: {@code ahp-chat://<chat id>/<base64url(session URI)>}.
     *
     * @param chatId the chat id (its authority), one a folder may be named
     * @param sessionUri the session URI it encodes, as the client spells it
     */
    public record Derived(String chatId, String sessionUri) {}

    /** {@code uri} read as a derived chat URI, or null when it is not one. */
    public static Derived derived(String uri) {
        if (uri == null || !uri.startsWith(DERIVED_CHAT_PREFIX)) {
            return null;
        }
        String rest = uri.substring(DERIVED_CHAT_PREFIX.length());
        int slash = rest.indexOf('/');
        if (slash <= 0 || !valid(rest.substring(0, slash))) {
            return null;
        }
        try {
            byte[] session = java.util.Base64.getUrlDecoder().decode(rest.substring(slash + 1));
            String decoded = new String(session, java.nio.charset.StandardCharsets.UTF_8);
            return decoded.isEmpty() ? null : new Derived(rest.substring(0, slash), decoded);
        } catch (IllegalArgumentException notBase64) {
            return null;
        }
    }

    /** The URI VS Code derives for chat {@code chatId} of the session it calls {@code sessionUri}. */
    public static String derivedChatUri(String chatId, String sessionUri) {
        return DERIVED_CHAT_PREFIX + chatId + "/" + java.util.Base64.getUrlEncoder().withoutPadding()
                .encodeToString(sessionUri.getBytes(java.nio.charset.StandardCharsets.UTF_8));
    }

    private static String id(String uri, String scheme, String field) {
        String prefix = scheme + ":/";
        if (uri == null || !uri.startsWith(prefix) || !valid(uri.substring(prefix.length()))) {
            throw new RpcException(ErrorCode.INVALID_PARAMS, "Invalid params: '" + field + "' must be " + prefix
                    + "<id>, the id of letters, digits, '-', '_' and '.' (not first), at most 128 characters");
        }
        return uri.substring(prefix.length());
    }
}
