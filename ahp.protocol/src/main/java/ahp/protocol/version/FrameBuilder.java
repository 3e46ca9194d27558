package ahp.protocol.version;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;

/**
 * The text of one frame, appended piece by piece, with the contents of JSON strings escaped exactly
 * as Jackson 3 escapes them: {@code "} and {@code \} behind a backslash; backspace, tab, line feed,
 * form feed and carriage return as {@code \b \t \n \f \r}; every other char below U+0020 as
 * <code>&#92;u00XX</code> in upper-case hex; every other char as it is.
 *
 * <p>Made for 64 KiB chunks of terminal output. Like a {@link String}, the text is kept one byte a
 * char until a char above U+00FF arrives, and only then widened. A string with no such char (most
 * output) is read as its Latin-1 bytes and scanned eight at a time: a word of eight chars none of
 * which needs escaping is copied whole, and the text ends as one copy into a Latin-1 string. Other
 * strings are read as chars and scanned four at a time. Single use; not thread-safe.
 */
final class FrameBuilder {

    private static final VarHandle WORDS = MethodHandles.byteArrayViewVarHandle(long[].class, ByteOrder.LITTLE_ENDIAN);

    /** The escape of each char up to {@code \} that needs one, else null; no char above {@code \} needs one. */
    private static final String[] ESCAPES = escapes();
    /** The escapes as Latin-1 bytes in a little-endian word (at most six bytes), and their lengths. */
    private static final long[] ESCAPE_WORDS = new long[ESCAPES.length];
    private static final int[] ESCAPE_LENGTHS = new int[ESCAPES.length];

    static {
        for (int c = 0; c < ESCAPES.length; c++) {
            if (ESCAPES[c] != null) {
                for (int k = 0; k < ESCAPES[c].length(); k++) {
                    ESCAPE_WORDS[c] |= (long) ESCAPES[c].charAt(k) << (8 * k);
                }
                ESCAPE_LENGTHS[c] = ESCAPES[c].length();
            }
        }
    }

    /** Room kept free past the text: a whole word or escape may be stored before its length is known. */
    private static final int SLACK = 8;
    /** How many chars at the head of a string, and how many spread over it, are looked at for wide ones. */
    private static final int PROBES = 64;

    private byte[] bytes;
    private char[] chars;
    private int length;

    /** An empty text with room for {@code expectedLength} chars. */
    FrameBuilder(int expectedLength) {
        bytes = new byte[expectedLength + SLACK];
    }

    /** Appends {@code text} as it is. */
    FrameBuilder raw(String text) {
        int n = text.length();
        for (int i = 0; i < n && chars == null; i++) {
            char c = text.charAt(i);
            if (c > 0xFF) {
                widen(n - i);
                return raw(text.substring(i));
            }
            bytes = room(bytes, 1);
            bytes[length++] = (byte) c;
        }
        if (chars != null) {
            chars = room(chars, n);
            text.getChars(0, n, chars, length);
            length += n;
        }
        return this;
    }

    /** Appends {@code value} in decimal. */
    FrameBuilder number(long value) {
        return raw(Long.toString(value));
    }

    /** Appends the contents of {@code text} as a JSON string, escaped; the quotes are not written. */
    FrameBuilder escaped(String text) {
        int from = 0;
        if (chars == null) {
            from = probablyWide(text) ? 0 : latin1(text);
            if (from == text.length()) {
                return this;
            }
            widen(text.length() - from);
        }
        utf16(text, from);
        return this;
    }

    /** The text. */
    @Override
    public String toString() {
        return chars == null ? new String(bytes, 0, length, StandardCharsets.ISO_8859_1) : new String(chars, 0, length);
    }

    /** Whether {@code text} shows a char above U+00FF at its head or in a sample spread over it. */
    private static boolean probablyWide(String text) {
        int n = text.length();
        for (int i = 0; i < Math.min(n, PROBES); i++) {
            if (text.charAt(i) > 0xFF) {
                return true;
            }
        }
        for (int i = PROBES, step = Math.max(1, n / PROBES); i < n; i += step) {
            if (text.charAt(i) > 0xFF) {
                return true;
            }
        }
        return false;
    }

    /**
     * Appends {@code text} escaped, one byte a char, up to its first char above U+00FF; returns that
     * char's index, or the length when there is none. {@code getBytes} turns a wide char into
     * {@code '?'} (a surrogate pair into one), so every {@code '?'} is checked against the string;
     * the first that is not one ends the run, and everything before it lines up with the string.
     */
    private int latin1(String text) {
        byte[] in = text.getBytes(StandardCharsets.ISO_8859_1);
        int n = in.length;
        byte[] out = bytes = room(bytes, n);
        int w = length;
        int i = 0;
        while (true) {
            if (i + 8 <= n) {
                long word = (long) WORDS.get(in, i);
                WORDS.set(out, w, word);
                long flags = latin1Flags(word);
                if (flags == 0) {
                    i += 8;
                    w += 8;
                    continue;
                }
                int clean = Long.numberOfTrailingZeros(flags) >>> 3;
                i += clean;
                w += clean;
            } else {
                while (i < n && !latin1Flagged(in[i] & 0xFF)) {
                    out[w++] = in[i++];
                }
                if (i == n) {
                    break;
                }
            }
            int c = in[i] & 0xFF;
            if (c == '?') {
                if (text.charAt(i) != '?') {
                    length = w;
                    return i;
                }
                out[w++] = '?';
                i++;
                continue;
            }
            // A run of chars to escape (seq's CRLF after every number) is taken here, without going
            // back to a word that would only say the next char needs an escape too.
            do {
                i++;
                if (out.length - w < n - i + 2 * SLACK) {
                    out = bytes = Arrays.copyOf(out, grown(out.length, w + n - i + 2 * SLACK));
                }
                WORDS.set(out, w, ESCAPE_WORDS[c]);
                w += ESCAPE_LENGTHS[c];
            } while (i < n && (c = in[i] & 0xFF) < ESCAPE_LENGTHS.length && ESCAPE_LENGTHS[c] != 0);
        }
        length = w;
        return n;
    }

    /** Appends {@code text} from {@code from} on, escaped, as chars. */
    private void utf16(String text, int from) {
        int n = text.length() - from;
        char[] in = new char[n];
        text.getChars(from, text.length(), in, 0);
        char[] out = chars = room(chars, n);
        int w = length;
        int i = 0;
        while (true) {
            if (i + 4 <= n) {
                char c0 = in[i];
                char c1 = in[i + 1];
                char c2 = in[i + 2];
                char c3 = in[i + 3];
                out[w] = c0;
                out[w + 1] = c1;
                out[w + 2] = c2;
                out[w + 3] = c3;
                long flags = utf16Flags(c0 | (long) c1 << 16 | (long) c2 << 32 | (long) c3 << 48);
                if (flags == 0) {
                    i += 4;
                    w += 4;
                    continue;
                }
                int clean = Long.numberOfTrailingZeros(flags) >>> 4;
                i += clean;
                w += clean;
            } else {
                while (i < n && escapeOf(in[i]) == null) {
                    out[w++] = in[i++];
                }
                if (i == n) {
                    break;
                }
            }
            String escape = ESCAPES[in[i++]];
            if (out.length - w < n - i + 2 * SLACK) {
                out = chars = Arrays.copyOf(out, grown(out.length, w + n - i + 2 * SLACK));
            }
            escape.getChars(0, escape.length(), out, w);
            w += escape.length();
        }
        length = w;
    }

    private static String escapeOf(char c) {
        return c < ESCAPES.length ? ESCAPES[c] : null;
    }

    private static boolean latin1Flagged(int c) {
        return c < ' ' || c == '"' || c == '\\' || c == '?';
    }

    private static final long BYTE_ONES = 0x0101_0101_0101_0101L;
    private static final long BYTE_HIGHS = 0x8080_8080_8080_8080L;
    private static final long CHAR_ONES = 0x0001_0001_0001_0001L;
    private static final long CHAR_HIGHS = 0x8000_8000_8000_8000L;

    /**
     * The high bit of each byte of {@code word} that is below 0x20, {@code "}, {@code \} or {@code ?}
     * (the lowest one set is exact; those above it may be spurious, which only costs a look).
     */
    private static long latin1Flags(long word) {
        return (below(word, 0x20 * BYTE_ONES) | zero(word ^ ('"' * BYTE_ONES), BYTE_ONES)
                | zero(word ^ ('\\' * BYTE_ONES), BYTE_ONES) | zero(word ^ ('?' * BYTE_ONES), BYTE_ONES)) & BYTE_HIGHS;
    }

    /** The high bit of each char of {@code word} that is below 0x20, {@code "} or {@code \}, as above. */
    private static long utf16Flags(long word) {
        return (below(word, 0x20 * CHAR_ONES) | zero(word ^ ('"' * CHAR_ONES), CHAR_ONES)
                | zero(word ^ ('\\' * CHAR_ONES), CHAR_ONES)) & CHAR_HIGHS;
    }

    /** Lanes below their lane of {@code limits} get their high bit set (lanes with it set already never do). */
    private static long below(long word, long limits) {
        return (word - limits) & ~word;
    }

    /** Lanes that are zero get their high bit set. */
    private static long zero(long word, long ones) {
        return (word - ones) & ~word;
    }

    private void widen(int more) {
        char[] wide = new char[Math.max(bytes.length, length + more + (more >>> 3) + SLACK)];
        for (int k = 0; k < length; k++) {
            wide[k] = (char) (bytes[k] & 0xFF);
        }
        chars = wide;
        bytes = null;
    }

    private byte[] room(byte[] array, int more) {
        return length + more + SLACK <= array.length ? array : Arrays.copyOf(array, grown(array.length, length + more + SLACK));
    }

    private char[] room(char[] array, int more) {
        return length + more + SLACK <= array.length ? array : Arrays.copyOf(array, grown(array.length, length + more + SLACK));
    }

    private static int grown(int capacity, int needed) {
        return Math.max(capacity + (capacity >> 1), needed);
    }

    private static String[] escapes() {
        String[] escapes = new String['\\' + 1];
        for (char c = 0; c < ' '; c++) {
            escapes[c] = String.format("\\u%04X", (int) c);
        }
        escapes['\b'] = "\\b";
        escapes['\t'] = "\\t";
        escapes['\n'] = "\\n";
        escapes['\f'] = "\\f";
        escapes['\r'] = "\\r";
        escapes['"'] = "\\\"";
        escapes['\\'] = "\\\\";
        return escapes;
    }
}
