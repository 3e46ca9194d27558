package ahp.server.transport;

import ahp.websocket.HttpHead;
import java.util.Map;
import java.util.Optional;

/**
 * The head of the HTTP/1.1 request that opens a WebSocket (RFC 6455 §4.1): request line and
 * header fields.
 *
 * @param method the request method, such as {@code GET}
 * @param target the request target as sent, such as {@code /?token=abc}
 * @param version the HTTP version, such as {@code HTTP/1.1}
 * @param head the whole head, with its fields
 */
record UpgradeRequest(String method, String target, String version, HttpHead head) {

    /** The longest request head taken. */
    static final int MAX_HEAD_BYTES = 16 * 1024;

    /** The path, without the query. */
    String path() {
        int query = target.indexOf('?');
        return query < 0 ? target : target.substring(0, query);
    }

    /** The raw (still percent-encoded) query, or empty. */
    String rawQuery() {
        int query = target.indexOf('?');
        return query < 0 ? "" : target.substring(query + 1);
    }

    /** Field values by lower-case name, repeated fields joined with commas. */
    Map<String, String> headers() {
        return head.headers();
    }

    /** A field's value. */
    Optional<String> header(String name) {
        return head.header(name);
    }

    /** Whether a comma-separated field lists {@code token}, compared without case. */
    boolean headerLists(String name, String token) {
        return head.headerLists(name, token);
    }

    /**
     * Parses a whole head, blank line included.
     *
     * @return the request, or empty when it is not a well-formed HTTP/1.x request head
     */
    static Optional<UpgradeRequest> parse(byte[] bytes, int length) {
        return HttpHead.parse(bytes, length).flatMap(head -> {
            String[] requestLine = head.startLine().split(" ", -1);
            if (requestLine.length != 3 || requestLine[0].isEmpty() || requestLine[1].isEmpty()
                    || !requestLine[2].startsWith("HTTP/1.")) {
                return Optional.empty();
            }
            return Optional.of(new UpgradeRequest(requestLine[0], requestLine[1], requestLine[2], head));
        });
    }
}
