package ahp.shellintegration.marks;

import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;

/**
 * The escaping of values inside OSC 633 marks ({@code E;<line>} and {@code P;<key>=<value>}): a
 * backslash is written {@code \\}, and any byte may be written {@code \xHH}; {@code ;} and control
 * characters must be. Decoding is tolerant, as the scripts in the wild differ: a backslash not
 * followed by {@code \} or {@code x} and two hex digits is kept as it is, and {@code \xHH} runs are
 * read as UTF-8 bytes.
 */
public final class MarkEscapes {

    private MarkEscapes() {}

    /**
     * Escapes {@code value} as this host's scripts do: {@code \} as {@code \\}; {@code ;}, the C0
     * controls and DEL as {@code \xHH}; everything else as it is.
     */
    public static String escape(String value) {
        StringBuilder out = new StringBuilder(value.length() + 8);
        for (int i = 0; i < value.length(); i++) {
            char c = value.charAt(i);
            if (c == '\\') {
                out.append("\\\\");
            } else if (c == ';' || c < 0x20 || c == 0x7f) {
                out.append("\\x").append(hexDigit(c >> 4)).append(hexDigit(c & 0xf));
            } else {
                out.append(c);
            }
        }
        return out.toString();
    }

    /** Decodes an escaped value; see the class comment. */
    public static String unescape(String value) {
        int first = value.indexOf('\\');
        if (first < 0) {
            return value;
        }
        StringBuilder out = new StringBuilder(value.length());
        out.append(value, 0, first);
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        int i = first;
        while (i < value.length()) {
            char c = value.charAt(i);
            if (c == '\\' && i + 3 < value.length() && value.charAt(i + 1) == 'x'
                    && hexValue(value.charAt(i + 2)) >= 0 && hexValue(value.charAt(i + 3)) >= 0) {
                bytes.write(hexValue(value.charAt(i + 2)) << 4 | hexValue(value.charAt(i + 3)));
                i += 4;
                continue;
            }
            drain(bytes, out);
            if (c == '\\' && i + 1 < value.length() && value.charAt(i + 1) == '\\') {
                out.append('\\');
                i += 2;
            } else {
                out.append(c);
                i++;
            }
        }
        drain(bytes, out);
        return out.toString();
    }

    private static void drain(ByteArrayOutputStream bytes, StringBuilder out) {
        if (bytes.size() > 0) {
            out.append(new String(bytes.toByteArray(), StandardCharsets.UTF_8));
            bytes.reset();
        }
    }

    private static char hexDigit(int nibble) {
        return "0123456789abcdef".charAt(nibble);
    }

    private static int hexValue(char c) {
        if (c >= '0' && c <= '9') {
            return c - '0';
        }
        if (c >= 'a' && c <= 'f') {
            return c - 'a' + 10;
        }
        if (c >= 'A' && c <= 'F') {
            return c - 'A' + 10;
        }
        return -1;
    }
}
