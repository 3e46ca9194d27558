package ahp.server.sessions;

import ahp.protocol.jsonrpc.ErrorCode;
import ahp.protocol.jsonrpc.RpcException;
import java.util.regex.Pattern;

/**
 * The ids in session and chat URIs, which name folders of the session store. Only ids of letters,
 * digits, {@code -}, {@code _} and {@code .} (not first), at most 128 characters, are taken, so no id
 * can leave the store ({@code ..}, {@code /}, NUL) or name a hidden or temporary file.
 */
public final class SessionIds {

    /** The scheme of a session's URI. */
    public static final String SESSION_SCHEME = "ahp-session";

    /** The scheme of a chat's URI. */
    public static final String CHAT_SCHEME = "ahp-chat";

    private static final Pattern ID = Pattern.compile("[A-Za-z0-9_-][A-Za-z0-9._-]{0,127}");

    private SessionIds() {}

    /** Whether {@code id} may name a folder of the store. */
    public static boolean valid(String id) {
        return id != null && ID.matcher(id).matches();
    }

    /**
     * The id of {@code ahp-session:/<id>}.
     *
     * @throws RpcException {@code -32602} naming {@code field} when it is not such a URI
     */
    public static String session(String uri, String field) {
        return id(uri, SESSION_SCHEME, field);
    }

    /**
     * The id of {@code ahp-chat:/<id>}.
     *
     * @throws RpcException {@code -32602} naming {@code field} when it is not such a URI
     */
    public static String chat(String uri, String field) {
        return id(uri, CHAT_SCHEME, field);
    }

    /** The URI of the session {@code id}. */
    public static String sessionUri(String id) {
        return SESSION_SCHEME + ":/" + id;
    }

    /** The URI of the chat {@code id}. */
    public static String chatUri(String id) {
        return CHAT_SCHEME + ":/" + id;
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
