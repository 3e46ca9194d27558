package ahp.backends.acp.client;

import java.nio.charset.StandardCharsets;

/**
 * ACP's {@code outputByteLimit}: output over the limit loses its beginning, cut at a character
 * boundary, so what is kept is at most that many bytes of UTF-8 and always whole characters.
 */
public final class OutputTail {

    private OutputTail() {}

    /**
     * The end of {@code text} that fits {@code byteLimit} bytes of UTF-8 (all of it when the limit is
     * null or not exceeded).
     */
    public static String cut(String text, Long byteLimit) {
        if (byteLimit == null || text.length() <= byteLimit / 4) {
            return text;
        }
        long bytes = 0;
        int start = text.length();
        while (start > 0) {
            int previous = text.offsetByCodePoints(start, -1);
            int size = utf8Length(text.codePointAt(previous));
            if (bytes + size > byteLimit) {
                break;
            }
            bytes += size;
            start = previous;
        }
        return text.substring(start);
    }

    /** Whether {@link #cut} dropped anything of {@code text}. */
    public static boolean cuts(String text, Long byteLimit) {
        return byteLimit != null && text.getBytes(StandardCharsets.UTF_8).length > byteLimit;
    }

    private static int utf8Length(int codePoint) {
        if (codePoint < 0x80) {
            return 1;
        }
        if (codePoint < 0x800) {
            return 2;
        }
        return codePoint < 0x10000 ? 3 : 4;
    }
}
