package ahp.bench.stats;

import java.nio.charset.StandardCharsets;

/** How many bytes text takes in UTF-8, counted without encoding it. */
public final class Utf8 {

    private Utf8() {}

    /**
     * The length of {@code text} in UTF-8, as {@link String#getBytes(java.nio.charset.Charset)} would
     * encode it: a surrogate pair is four bytes, and a lone surrogate one (the encoder writes {@code ?}).
     */
    public static long byteCount(CharSequence text) {
        if (text instanceof String string) {
            // The definition itself: the JDK's encoder is vectorised for ASCII and Latin-1 text.
            return string.getBytes(StandardCharsets.UTF_8).length;
        }
        long bytes = 0;
        int length = text.length();
        for (int i = 0; i < length; i++) {
            char c = text.charAt(i);
            if (Character.isHighSurrogate(c) && i + 1 < length && Character.isLowSurrogate(text.charAt(i + 1))) {
                bytes += 4;
                i++;
            } else {
                bytes += unitLength(c);
            }
        }
        return bytes;
    }

    /**
     * The length in UTF-8 of one UTF-16 unit that is not half of a pair, as the encoder writes it: a
     * lone surrogate is one byte ({@code ?}).
     */
    public static int unitLength(char unit) {
        if (unit < 0x80 || Character.isSurrogate(unit)) {
            return 1;
        }
        return unit < 0x800 ? 2 : 3;
    }
}
