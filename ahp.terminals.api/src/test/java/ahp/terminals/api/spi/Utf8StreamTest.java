package ahp.terminals.api.spi;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

class Utf8StreamTest {

    /** Decodes {@code bytes} in two pieces split at {@code at}. */
    private static String inTwo(byte[] bytes, int at) {
        Utf8Stream stream = new Utf8Stream();
        String first = stream.decode(Arrays.copyOfRange(bytes, 0, at), at);
        byte[] rest = Arrays.copyOfRange(bytes, at, bytes.length);
        return first + stream.decode(rest, rest.length) + stream.finish();
    }

    @Test
    void aCharacterSplitAtAnyByteArrivesWhole() {
        String text = "a é € 😀 漢字 z";
        byte[] bytes = text.getBytes(StandardCharsets.UTF_8);
        for (int at = 0; at <= bytes.length; at++) {
            assertEquals(text, inTwo(bytes, at), "split at byte " + at);
        }
    }

    @Test
    void eachByteInItsOwnReadStillDecodes() {
        String text = "€😀é";
        Utf8Stream stream = new Utf8Stream();
        StringBuilder out = new StringBuilder();
        for (byte b : text.getBytes(StandardCharsets.UTF_8)) {
            out.append(stream.decode(new byte[] {b}, 1));
        }
        assertEquals(text, out.append(stream.finish()).toString());
    }

    @Test
    void malformedBytesBecomeReplacementCharacters() {
        byte[] bytes = {'a', (byte) 0xff, 'b', (byte) 0xe2, (byte) 0x82, 'c', (byte) 0xc0, (byte) 0x80};
        assertEquals(new String(bytes, StandardCharsets.UTF_8), inTwo(bytes, 4));
        assertEquals("a\uFFFDb\uFFFDc\uFFFD\uFFFD", new String(bytes, StandardCharsets.UTF_8));
    }

    @Test
    void aCharacterCutOffByTheEndBecomesOneReplacement() {
        Utf8Stream stream = new Utf8Stream();
        assertEquals("x", stream.decode(new byte[] {'x', (byte) 0xe2, (byte) 0x82}, 3));
        assertEquals("\uFFFD", stream.finish());
    }

    @Test
    void randomStreamsDecodeAsIfWholeWhereverTheyAreSplit() {
        long seed = System.nanoTime();
        SplittableRandom random = new SplittableRandom(seed);
        byte[] alphabet = {'a', (byte) 0x80, (byte) 0xbf, (byte) 0xc2, (byte) 0xdf, (byte) 0xe0, (byte) 0xa0,
            (byte) 0xed, (byte) 0x9f, (byte) 0xf0, (byte) 0x90, (byte) 0xf4, (byte) 0x8f, (byte) 0xf5, (byte) 0xf7, (byte) 0xf8, (byte) 0xff, (byte) 0xc1};
        for (int round = 0; round < 2000; round++) {
            byte[] bytes = new byte[random.nextInt(1, 12)];
            for (int i = 0; i < bytes.length; i++) {
                bytes[i] = alphabet[random.nextInt(alphabet.length)];
            }
            String whole = new String(bytes, StandardCharsets.UTF_8);
            for (int at = 0; at <= bytes.length; at++) {
                assertEquals(whole, inTwo(bytes, at), "seed " + seed + ", bytes " + Arrays.toString(bytes) + ", split " + at);
            }
        }
    }

    @Test
    void aCharacterSplitIntoSingleBytesArrivesWholeAndNeverAsAHalf() {
        byte[] bytes = "a€😀b".getBytes(StandardCharsets.UTF_8);
        Utf8Stream stream = new Utf8Stream();
        StringBuilder text = new StringBuilder();
        for (byte b : bytes) {
            String chunk = stream.decode(new byte[] {b}, 1);
            assertEquals(-1, chunk.indexOf('\uFFFD'), "no half character is given out");
            text.append(chunk);
        }
        text.append(stream.finish());
        assertEquals("a€😀b", text.toString());
    }

    @Test
    void bytesThatAreNotUtf8BecomeReplacementCharactersAndAnUnfinishedOneAtTheEnd() {
        Utf8Stream stream = new Utf8Stream();
        assertEquals("x\uFFFDy", stream.decode(new byte[] {'x', (byte) 0xff, 'y', (byte) 0xe2, (byte) 0x82}, 5));
        assertEquals("\uFFFD", stream.finish());
    }
}
