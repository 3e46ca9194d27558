package ahp.bench.wire;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.nio.charset.StandardCharsets;
import java.util.Random;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.json.JsonMapper;

/** A string read in place counts and decodes to what Jackson reads from the same bytes. */
class JsonTextTest {

    private static final JsonMapper JSON = JsonMapper.shared();

    @Test
    void randomTextCountsAndDecodesAsJacksonReadsIt() {
        Random random = new Random(28);
        char[] alphabet = "aZ0 \"\\/\b\f\n\r\t\u0000\u001b\u007f\u00e9\u0800\uffff\ud83d\ude00\ud800\udc00".toCharArray();
        for (int round = 0; round < 2_000; round++) {
            StringBuilder text = new StringBuilder();
            int length = random.nextInt(80);
            for (int i = 0; i < length; i++) {
                text.append(alphabet[random.nextInt(alphabet.length)]);
            }
            check(text.toString());
        }
    }

    @Test
    void escapesWrittenByHandIncludingLoneSurrogatesAndPairs() {
        for (String literal : new String[] {
                "\"\"", "\"\\u00e9\"", "\"\\ud83d\\ude00x\"", "\"\\ud83dx\"", "\"\\ude00\"", "\"\\ud83d\\u0041\"",
                "\"a\\/b\"", "\"12345678\\\"12345678\"", "\"\\u001b[0m\\r\\n\""}) {
            byte[] frame = literal.getBytes(StandardCharsets.UTF_8);
            String expected = JSON.readValue(frame, String.class);
            JsonText text = JsonText.at(frame, 0);
            assertEquals(expected, text.toString(), literal);
            assertEquals(expected.getBytes(StandardCharsets.UTF_8).length, text.utf8Length(), literal);
            assertEquals(frame.length - 1, text.closingQuote(), literal);
        }
    }

    @Test
    void anUnclosedStringOrABadEscapeIsNotRead() {
        for (String literal : new String[] {"\"abc", "\"a\\", "\"\\x\"", "\"\\u12\"", "\"\\u12g4\"", "\"\\r\\x\"",
                "\"\\r\\n\\"}) {
            assertNull(JsonText.at(literal.getBytes(StandardCharsets.UTF_8), 0), literal);
        }
    }

    private static void check(String value) {
        String encoded = "{\"data\":" + JSON.writeValueAsString(value) + "}";
        byte[] frame = encoded.getBytes(StandardCharsets.UTF_8);
        JsonText text = JsonText.at(frame, "{\"data\":".length());
        String expected = JSON.readTree(frame).path("data").stringValue();
        assertEquals(expected, text.toString());
        assertEquals(expected.getBytes(StandardCharsets.UTF_8).length, text.utf8Length(), encoded);
        assertEquals(frame.length - 2, text.closingQuote());
    }
}
