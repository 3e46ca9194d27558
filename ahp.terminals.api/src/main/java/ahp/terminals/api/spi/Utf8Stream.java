package ahp.terminals.api.spi;

import java.nio.charset.StandardCharsets;
import java.util.Arrays;

/**
 * Decodes one UTF-8 byte stream that arrives in pieces. A character whose bytes are split across
 * two pieces comes out whole with the second; malformed bytes come out as U+FFFD, exactly as the
 * JDK decodes the whole stream at once (checked against it on random streams split everywhere).
 * It keeps no reference to the arrays it is given, so one array may serve many streams, and
 * allocates nothing unless a character was split. For a binding that reads bytes (the pty binding,
 * a container's exec stream). Not thread-safe.
 */
public final class Utf8Stream {

    /** Bytes of a character begun at the end of the last piece (at most 3). */
    private final byte[] held = new byte[3];
    private int heldCount;

    /**
     * Decodes {@code length} bytes of {@code bytes} after whatever the last piece left unfinished.
     *
     * @return the text; empty when the piece only began a character
     */
    public String decode(byte[] bytes, int length) {
        byte[] source = bytes;
        int count = length;
        if (heldCount > 0) {
            count = heldCount + length;
            // Made for the occasion, not kept: an idle terminal holds no array of its own.
            byte[] joined = new byte[count];
            System.arraycopy(held, 0, joined, 0, heldCount);
            System.arraycopy(bytes, 0, joined, heldCount, length);
            source = joined;
            heldCount = 0;
        }
        int complete = completeLength(source, count);
        heldCount = count - complete;
        System.arraycopy(source, complete, held, 0, heldCount);
        return complete == 0 ? "" : new String(source, 0, complete, StandardCharsets.UTF_8);
    }

    /** The end of the stream: a character left unfinished becomes U+FFFD. */
    public String finish() {
        String rest = heldCount == 0 ? "" : new String(Arrays.copyOf(held, heldCount), StandardCharsets.UTF_8);
        heldCount = 0;
        return rest;
    }

    /**
     * How many of the first {@code count} bytes can be decoded now: all but a trailing character
     * that has begun and could still be completed by the bytes that follow.
     */
    static int completeLength(byte[] bytes, int count) {
        int from = Math.max(0, count - 3);
        for (int at = count - 1; at >= from; at--) {
            int b = bytes[at] & 0xff;
            if (b < 0x80) {
                return count;
            }
            if (b >= 0xc0) {
                int needed = b >= 0xf0 ? 4 : b >= 0xe0 ? 3 : 2;
                if (b < 0xc2 || b >= 0xf8 || at + needed <= count) {
                    return count;
                }
                return couldComplete(bytes, at, count) ? at : count;
            }
        }
        return count;
    }

    /**
     * Whether the JDK's decoder would take the bytes from {@code lead} to {@code end} for the
     * beginning of one sequence (and so decode them together with what follows). It checks the
     * second byte's range for E0, F0 and F4 early, and a surrogate (ED A0..) only once complete.
     */
    private static boolean couldComplete(byte[] bytes, int lead, int end) {
        int first = bytes[lead] & 0xff;
        for (int at = lead + 1; at < end; at++) {
            int b = bytes[at] & 0xff;
            int low = 0x80;
            int high = 0xbf;
            if (at == lead + 1) {
                if (first == 0xe0) {
                    low = 0xa0;
                } else if (first == 0xf0) {
                    low = 0x90;
                } else if (first == 0xf4) {
                    high = 0x8f;
                }
            }
            if (b < low || b > high) {
                return false;
            }
        }
        return true;
    }
}
