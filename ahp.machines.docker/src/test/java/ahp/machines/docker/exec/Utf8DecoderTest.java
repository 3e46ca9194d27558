package ahp.machines.docker.exec;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

/** A stream's bytes as one UTF-8 text, whatever reads they came in. */
class Utf8DecoderTest {

    @Test
    void aCharacterSplitAcrossReadsArrivesWhole() {
        byte[] bytes = "a€😀b".getBytes(StandardCharsets.UTF_8);
        Utf8Decoder decoder = new Utf8Decoder();
        StringBuilder text = new StringBuilder();
        for (byte b : bytes) {
            String chunk = decoder.decode(new byte[] {b}, 1);
            assertEquals(-1, chunk.indexOf('\uFFFD'), "no half character is given out");
            text.append(chunk);
        }
        text.append(decoder.finish());
        assertEquals("a€😀b", text.toString());
    }

    @Test
    void bytesThatAreNotUtf8BecomeReplacementCharacters() {
        Utf8Decoder decoder = new Utf8Decoder();
        String text = decoder.decode(new byte[] {'x', (byte) 0xff, 'y', (byte) 0xe2, (byte) 0x82}, 5);
        assertEquals("x\uFFFDy", text);
        assertEquals("\uFFFD", decoder.finish());
    }
}
