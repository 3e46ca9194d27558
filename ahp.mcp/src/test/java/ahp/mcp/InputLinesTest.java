package ahp.mcp;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

/** The stdio transport's lines: split at newlines in any piece, decoded whole, and kept to a limit. */
class InputLinesTest {

    @Test
    void linesAreSplitAtNewlinesWhereverThePiecesEnd() throws IOException {
        String text = "first\r\n\nsecond é€ line\n" + "z".repeat(200_000) + "\nlast without newline";
        InputLines lines = new InputLines(trickle(text.getBytes(StandardCharsets.UTF_8), 7), 1_000_000);
        assertEquals("first", lines.next());
        assertEquals("", lines.next());
        assertEquals("second é€ line", lines.next());
        assertEquals("z".repeat(200_000), lines.next());
        assertEquals("last without newline", lines.next());
        assertNull(lines.next());
    }

    @Test
    void aLineOverTheLimitIsSkippedToItsEndAndSaidSo() throws IOException {
        String text = "short\n" + "x".repeat(100) + "\nafter\n";
        InputLines lines = new InputLines(new ByteArrayInputStream(text.getBytes(StandardCharsets.UTF_8)), 50);
        assertEquals("short", lines.next());
        assertFalse(lines.overlong());
        assertEquals("", lines.next());
        assertTrue(lines.overlong());
        assertEquals("after", lines.next());
        assertFalse(lines.overlong());
        assertNull(lines.next());
    }

    /** {@code bytes}, at most {@code piece} of them a read, so characters and newlines fall across reads. */
    private static InputStream trickle(byte[] bytes, int piece) {
        return new ByteArrayInputStream(bytes) {
            @Override
            public synchronized int read(byte[] buffer, int offset, int length) {
                return super.read(buffer, offset, Math.min(length, piece));
            }
        };
    }
}
