package ahp.websocket;

import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

/**
 * The head of an HTTP/1.1 message of the opening handshake (RFC 6455 §4), a client's request or a
 * server's response: its start line and its header fields, names folded to lower case and repeated
 * fields joined with commas.
 *
 * @param startLine the request line or the status line
 * @param headers field values by lower-case name
 */
public record HttpHead(String startLine, Map<String, String> headers) {

    /**
     * Where the head ends in {@code bytes[0, length)}: the index just past its blank line, or -1
     * while it has not all arrived.
     */
    public static int end(byte[] bytes, int length) {
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
     * @return the head, or empty when a field line is malformed: no name, a folded line, or space
     *     before the colon (RFC 9112 §5.1)
     */
    public static Optional<HttpHead> parse(byte[] head, int length) {
        String[] lines = new String(head, 0, length, StandardCharsets.ISO_8859_1).split("\r\n");
        Map<String, String> headers = new LinkedHashMap<>();
        for (int i = 1; i < lines.length; i++) {
            String line = lines[i];
            int colon = line.indexOf(':');
            if (colon <= 0 || Character.isWhitespace(line.charAt(0)) || Character.isWhitespace(line.charAt(colon - 1))) {
                return Optional.empty();
            }
            String name = line.substring(0, colon).toLowerCase(Locale.ROOT);
            headers.merge(name, line.substring(colon + 1).strip(), (first, next) -> first + ", " + next);
        }
        return Optional.of(new HttpHead(lines[0], Map.copyOf(headers)));
    }

    /** A field's value. */
    public Optional<String> header(String name) {
        return Optional.ofNullable(headers.get(name.toLowerCase(Locale.ROOT)));
    }

    /** Whether a comma-separated field lists {@code token}, compared without case. */
    public boolean headerLists(String name, String token) {
        return header(name).map(value -> {
            for (String item : value.split(",")) {
                if (item.strip().equalsIgnoreCase(token)) {
                    return true;
                }
            }
            return false;
        }).orElse(false);
    }
}
