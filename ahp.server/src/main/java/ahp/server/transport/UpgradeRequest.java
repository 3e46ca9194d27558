package ahp.server.transport;

import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

/**
 * The head of the HTTP/1.1 request that opens a WebSocket (RFC 6455 §4.1): request line and
 * header fields, names folded to lower case and repeated fields joined with commas.
 *
 * @param method the request method, such as {@code GET}
 * @param target the request target as sent, such as {@code /?token=abc}
 * @param version the HTTP version, such as {@code HTTP/1.1}
 * @param headers field values by lower-case name
 */
record UpgradeRequest(String method, String target, String version, Map<String, String> headers) {

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

    /** A field's value. */
    Optional<String> header(String name) {
        return Optional.ofNullable(headers.get(name.toLowerCase(Locale.ROOT)));
    }

    /** Whether a comma-separated field lists {@code token}, compared without case. */
    boolean headerLists(String name, String token) {
        return header(name).map(value -> {
            for (String item : value.split(",")) {
                if (item.strip().equalsIgnoreCase(token)) {
                    return true;
                }
            }
            return false;
        }).orElse(false);
    }

    /**
     * Where the head ends in {@code bytes[0, length)}: the index just past its blank line, or -1
     * while it has not all arrived.
     */
    static int endOfHead(byte[] bytes, int length) {
        for (int i = 3; i < length; i++) {
            if (bytes[i] == '\n' && bytes[i - 1] == '\r' && bytes[i - 2] == '\n' && bytes[i - 3] == '\r') {
                return i + 1;
            }
        }
        return -1;
    }

    /**
     * Parses a whole head, blank line included.
     *
     * @return the request, or empty when it is not a well-formed HTTP/1.x request head
     */
    static Optional<UpgradeRequest> parse(byte[] head, int length) {
        String text = new String(head, 0, length, StandardCharsets.ISO_8859_1);
        String[] lines = text.split("\r\n");
        String[] requestLine = lines[0].split(" ", -1);
        if (requestLine.length != 3 || requestLine[0].isEmpty() || requestLine[1].isEmpty()
                || !requestLine[2].startsWith("HTTP/1.")) {
            return Optional.empty();
        }
        Map<String, String> headers = new LinkedHashMap<>();
        for (int i = 1; i < lines.length; i++) {
            String line = lines[i];
            int colon = line.indexOf(':');
            if (colon <= 0 || Character.isWhitespace(line.charAt(0)) || Character.isWhitespace(line.charAt(colon - 1))) {
                return Optional.empty(); // no name, a folded line, or space before the colon (RFC 9112 §5.1)
            }
            String name = line.substring(0, colon).toLowerCase(Locale.ROOT);
            String value = line.substring(colon + 1).strip();
            headers.merge(name, value, (first, next) -> first + ", " + next);
        }
        return Optional.of(new UpgradeRequest(requestLine[0], requestLine[1], requestLine[2], Map.copyOf(headers)));
    }
}
