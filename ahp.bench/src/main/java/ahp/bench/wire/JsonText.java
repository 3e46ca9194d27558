package ahp.bench.wire;

import ahp.bench.stats.Utf8;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;

/**
 * A JSON string value as it stands in a received frame, still escaped: its length in UTF-8 once
 * unescaped is counted when it is found, and its characters are decoded only when someone asks for
 * them. A client that only counts what a terminal printed (the throughput scenario's four readers)
 * so never builds the text, which on two cores would compete with the daemon being measured.
 *
 * <p>Holds the frame's bytes, which no one writes to after the frame is read. Equal to another
 * {@link CharSequence} only through {@link #toString()}.
 */
public final class JsonText implements CharSequence {

    private static final VarHandle LONGS = MethodHandles.byteArrayViewVarHandle(long[].class, ByteOrder.LITTLE_ENDIAN);
    private static final long ONES = 0x0101010101010101L;
    private static final long HIGHS = 0x8080808080808080L;
    private static final long QUOTES = ONES * '"';
    private static final long BACKSLASHES = ONES * '\\';

    /** The characters that follow a backslash in a two-byte escape: {@code " \ / b f n r t}. */
    private static final boolean[] SHORT_ESCAPE = new boolean[256];

    static {
        for (char c : "\"\\/bfnrt".toCharArray()) {
            SHORT_ESCAPE[c] = true;
        }
    }

    private final byte[] frame;
    private final int start;
    private final int end;
    private final long utf8Length;
    private String decoded;

    private JsonText(byte[] frame, int start, int end, long utf8Length) {
        this.frame = frame;
        this.start = start;
        this.end = end;
        this.utf8Length = utf8Length;
    }

    /**
     * The string that opens at {@code frame[open]} (a quote), or null when it is not a well-formed
     * JSON string (no closing quote, a bad escape).
     */
    static JsonText at(byte[] frame, int open) {
        int from = open + 1;
        long removed = 0; // bytes the escapes take beyond what they stand for in UTF-8
        int i = from;
        while (true) {
            i = nextQuoteOrBackslash(frame, i);
            if (i < 0) {
                return null;
            }
            if (frame[i] == '"') {
                return new JsonText(frame, from, i, i - from - removed);
            }
            if (i + 1 >= frame.length) {
                return null;
            }
            byte escaped = frame[i + 1];
            if (escaped != 'u') {
                if (!SHORT_ESCAPE[escaped & 0xff]) {
                    return null;
                }
                // Two bytes for one each. Terminal output's escapes come in runs (\r\n after every
                // line of seq's), taken here without going back to the eight-byte search.
                do {
                    removed += 1;
                    i += 2;
                } while (i + 1 < frame.length && frame[i] == '\\' && SHORT_ESCAPE[frame[i + 1] & 0xff]);
                continue;
            }
            int unit = hex4(frame, i + 2);
            if (unit < 0) {
                return null;
            }
            if (Character.isHighSurrogate((char) unit) && i + 11 < frame.length && frame[i + 6] == '\\'
                    && frame[i + 7] == 'u' && Character.isLowSurrogate((char) Math.max(0, hex4(frame, i + 8)))) {
                removed += 12 - 4; // a pair is four bytes in UTF-8
                i += 12;
                continue;
            }
            removed += 6 - Utf8.unitLength((char) unit);
            i += 6;
        }
    }

    private static int hex4(byte[] frame, int at) {
        if (at + 4 > frame.length) {
            return -1;
        }
        int value = 0;
        for (int i = at; i < at + 4; i++) {
            int digit = Character.digit(frame[i], 16);
            if (digit < 0) {
                return -1;
            }
            value = value << 4 | digit;
        }
        return value;
    }

    /** The index of the next {@code "} or {@code \} from {@code i}, eight bytes at a time; -1 when there is none. */
    static int nextQuoteOrBackslash(byte[] frame, int i) {
        int words = frame.length - Long.BYTES;
        while (i <= words) {
            long word = (long) LONGS.get(frame, i);
            long found = zeroBytes(word ^ QUOTES) | zeroBytes(word ^ BACKSLASHES);
            if (found != 0) {
                return i + Long.numberOfTrailingZeros(found) / 8;
            }
            i += Long.BYTES;
        }
        for (; i < frame.length; i++) {
            if (frame[i] == '"' || frame[i] == '\\') {
                return i;
            }
        }
        return -1;
    }

    /** The high bit of each byte of {@code word} that is zero (exact: no false hits from borrows). */
    private static long zeroBytes(long word) {
        return ~(((word & ~HIGHS) + ~HIGHS) | word | ~HIGHS);
    }

    /** Where the string's closing quote stands in the frame. */
    int closingQuote() {
        return end;
    }

    /** The length of the text in UTF-8, as {@link String#getBytes} of the decoded text would give it. */
    public long utf8Length() {
        return utf8Length;
    }

    @Override
    public int length() {
        return toString().length();
    }

    @Override
    public char charAt(int index) {
        return toString().charAt(index);
    }

    @Override
    public CharSequence subSequence(int from, int to) {
        return toString().subSequence(from, to);
    }

    /** The text, unescaped (decoded once, then kept). */
    @Override
    public String toString() {
        String text = decoded;
        if (text == null) {
            text = decode();
            decoded = text;
        }
        return text;
    }

    private String decode() {
        StringBuilder text = new StringBuilder(end - start);
        int i = start;
        while (i < end) {
            int next = nextQuoteOrBackslash(frame, i);
            int plainEnd = next < 0 || next > end ? end : next;
            text.append(new String(frame, i, plainEnd - i, StandardCharsets.UTF_8));
            i = plainEnd;
            if (i >= end) {
                break;
            }
            byte escaped = frame[i + 1];
            switch (escaped) {
                case 'b' -> text.append('\b');
                case 'f' -> text.append('\f');
                case 'n' -> text.append('\n');
                case 'r' -> text.append('\r');
                case 't' -> text.append('\t');
                case 'u' -> {
                    text.append((char) hex4(frame, i + 2));
                    i += 4;
                }
                default -> text.append((char) escaped);
            }
            i += 2;
        }
        return text.toString();
    }
}
