package ahp.bench.stats;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.charset.StandardCharsets;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class Utf8Test {

    @ParameterizedTest
    @ValueSource(strings = {"", "plain ascii\r\n", "\u001b[31mred\u001b[0m", "é", "日本語", "😀 emoji", "a\ud800b", "\udc00", "x\ud83d"})
    void countsWhatTheEncoderWrites(String text) {
        assertEquals(text.getBytes(StandardCharsets.UTF_8).length, Utf8.byteCount(text));
    }
}
