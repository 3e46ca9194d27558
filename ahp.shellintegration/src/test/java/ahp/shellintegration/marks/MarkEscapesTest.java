package ahp.shellintegration.marks;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

class MarkEscapesTest {

    @Test
    void escapesBackslashSemicolonAndControlCharacters() {
        assertEquals("a\\x3bb", MarkEscapes.escape("a;b"));
        assertEquals("c:\\\\dir", MarkEscapes.escape("c:\\dir"));
        assertEquals("\\x00\\x01\\x0a\\x0d\\x1b\\x1f\\x7f", MarkEscapes.escape("\u0000\u0001\n\r\u001b\u001f\u007f"));
        assertEquals("two words \u00e9\ud83d\ude00 \"q\" 'q' $x", MarkEscapes.escape("two words \u00e9\ud83d\ude00 \"q\" 'q' $x"));
    }

    @Test
    void unescapesWhatItEscapes() {
        String[] values = {"", ";", "\\", "\\\\x3b", "a;b\\c\nd\te\u001b[0m", "\\x41 literal", "tail\\", "\u00e9\u4e2d"};
        for (String value : values) {
            assertEquals(value, MarkEscapes.unescape(MarkEscapes.escape(value)), value);
        }
    }

    @Test
    void unescapesToleratesWhatOtherScriptsWrite() {
        assertEquals("a\\b", MarkEscapes.unescape("a\\x5cb"), "pwsh writes a backslash as \\x5c");
        assertEquals("a;b c", MarkEscapes.unescape("a\\x3Bb\\x20c"), "hex digits of either case");
        assertEquals("\u00e9t\u00e9", MarkEscapes.unescape("\\xc3\\xa9t\\xc3\\xa9"), "\\xHH runs are UTF-8");
        assertEquals("a\\qb\\x4", MarkEscapes.unescape("a\\qb\\x4"), "a backslash that escapes nothing stays");
        assertEquals("raw\nnewline", MarkEscapes.unescape("raw\nnewline"));
    }
}
