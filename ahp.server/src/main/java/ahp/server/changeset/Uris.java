package ahp.server.changeset;

import java.nio.charset.StandardCharsets;
import java.nio.file.Path;

/** Percent-encoding for the URIs this package writes (RFC 3986), byte by byte over UTF-8. */
final class Uris {

    private static final String HEX = "0123456789ABCDEF";

    private Uris() {}

    /**
     * The {@code file:} URI of an absolute path, built from the name alone (no look at the disk, so a
     * deleted file and a directory get the same spelling as any file): every byte outside a path
     * segment's characters is percent-encoded, so spaces, quotes, newlines and non-ASCII names are
     * exact.
     */
    static String file(Path absolute) {
        return "file://" + path(absolute.toString());
    }

    /** {@code path} encoded as a URI path: {@code /} and a segment's characters kept. */
    static String path(String path) {
        return encode(path, "/:@!$&'()*+,;=");
    }

    /** {@code value} encoded for a query value or a single path segment: only unreserved kept. */
    static String component(String value) {
        return encode(value, "");
    }

    private static String encode(String text, String alsoKept) {
        StringBuilder out = new StringBuilder(text.length() + 16);
        for (byte b : text.getBytes(StandardCharsets.UTF_8)) {
            int c = b & 0xff;
            boolean unreserved = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9')
                    || c == '-' || c == '.' || c == '_' || c == '~';
            if (unreserved || (c < 0x80 && alsoKept.indexOf(c) >= 0)) {
                out.append((char) c);
            } else {
                out.append('%').append(HEX.charAt(c >> 4)).append(HEX.charAt(c & 0xf));
            }
        }
        return out.toString();
    }
}
