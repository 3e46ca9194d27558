package ahp.terminals.pipes.process;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.ByteBuffer;
import org.junit.jupiter.api.Test;

/** One UTF-8 stream across reads, as the output pump feeds it. */
class Utf8StreamTest {

    private final Utf8Stream stream = new Utf8Stream(16);
    private final ByteBuffer buffer = ByteBuffer.allocate(16);

    @Test
    void aCharacterSplitAcrossReadsComesOutWhole() {
        assertEquals("a", read(0x61, 0xE2));
        assertEquals("", read(0x82));
        assertEquals("€b", read(0xAC, 0x62, 0xF0, 0x9F));
        assertEquals("😀", read(0x98, 0x80));
        assertEquals("", finish());
    }

    @Test
    void bytesThatAreNotUtf8BecomeReplacements() {
        assertEquals("a\uFFFDb", read(0x61, 0xFF, 0x62));
        assertEquals("\uFFFD(", read(0xC3, 0x28));
    }

    @Test
    void aCharacterCutOffByTheEndBecomesOneReplacement() {
        assertEquals("x", read(0x78, 0xE2, 0x82));
        assertEquals("\uFFFD", finish());
    }

    /** What the pump does: bytes in at the position, flip, decode (which compacts). */
    private String read(int... bytes) {
        for (int b : bytes) {
            buffer.put((byte) b);
        }
        buffer.flip();
        return stream.decode(buffer);
    }

    private String finish() {
        buffer.flip();
        return stream.finish(buffer);
    }
}
