package ahp.shellintegration.marks;

import java.io.ByteArrayOutputStream;
import java.net.URI;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.util.Optional;

/**
 * Turns what a shell says its directory is into the clean {@code file:} URI a client is sent:
 * {@code file:///path}, percent-encoded where a URI needs it, with no host, no doubled slashes, no
 * {@code .} segments and no trailing slash.
 */
final class CwdUris {

    private CwdUris() {}

    /**
     * The directory an OSC 7 payload names: {@code file://<host>/<percent-encoded path>}. The host is
     * not read, as VS Code does not read it. Empty for anything that is not such a URI.
     */
    static Optional<String> fromOsc7(String payload) {
        if (!payload.regionMatches(true, 0, "file://", 0, 7)) {
            return Optional.empty();
        }
        int slash = payload.indexOf('/', 7);
        if (slash < 0) {
            return Optional.empty();
        }
        int end = payload.length();
        for (int i = slash; i < end; i++) {
            char c = payload.charAt(i);
            if (c == '?' || c == '#') {
                end = i;
                break;
            }
        }
        return fromPath(percentDecode(payload.substring(slash, end)));
    }

    /**
     * The directory an absolute path names: a POSIX path, or a Windows one ({@code C:\dir} or
     * {@code C:/dir}). Empty for a relative or empty path.
     */
    static Optional<String> fromPath(String path) {
        String p = path;
        if (p.length() >= 3 && isDriveLetter(p.charAt(0)) && p.charAt(1) == ':'
                && (p.charAt(2) == '\\' || p.charAt(2) == '/')) {
            p = "/" + Character.toUpperCase(p.charAt(0)) + p.substring(1).replace('\\', '/');
        } else if (p.length() >= 4 && p.charAt(0) == '/' && isDriveLetter(p.charAt(1)) && p.charAt(2) == ':') {
            p = "/" + Character.toUpperCase(p.charAt(1)) + p.substring(2);
        }
        if (p.isEmpty() || p.charAt(0) != '/') {
            return Optional.empty();
        }
        try {
            return Optional.of(new URI("file", "", clean(p), null, null).toASCIIString());
        } catch (URISyntaxException e) {
            return Optional.empty();
        }
    }

    /** Drops doubled slashes, {@code .} segments and a trailing slash; keeps {@code ..}, which links make unsafe to fold. */
    private static String clean(String path) {
        StringBuilder out = new StringBuilder(path.length());
        int i = 0;
        while (i < path.length()) {
            int next = path.indexOf('/', i + 1);
            if (next < 0) {
                next = path.length();
            }
            String segment = path.substring(i + 1, next);
            if (!segment.isEmpty() && !segment.equals(".")) {
                out.append('/').append(segment);
            }
            i = next;
        }
        return out.isEmpty() ? "/" : out.toString();
    }

    private static String percentDecode(String s) {
        if (s.indexOf('%') < 0) {
            return s;
        }
        ByteArrayOutputStream bytes = new ByteArrayOutputStream(s.length());
        byte[] raw = s.getBytes(StandardCharsets.UTF_8);
        for (int i = 0; i < raw.length; i++) {
            if (raw[i] == '%' && i + 2 < raw.length && hex(raw[i + 1]) >= 0 && hex(raw[i + 2]) >= 0) {
                bytes.write(hex(raw[i + 1]) << 4 | hex(raw[i + 2]));
                i += 2;
            } else {
                bytes.write(raw[i]);
            }
        }
        return bytes.toString(StandardCharsets.UTF_8);
    }

    private static int hex(byte b) {
        return Character.digit((char) b, 16);
    }

    private static boolean isDriveLetter(char c) {
        return (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z');
    }
}
