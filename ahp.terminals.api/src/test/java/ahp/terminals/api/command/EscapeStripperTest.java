package ahp.terminals.api.command;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/** Escape sequences come out of a terminal's output, however the output was cut. */
class EscapeStripperTest {

    /** Colours, a cursor move, a title, a hyperlink, a charset, a DCS and a lone C1 CSI, around text. */
    static final String MIXED = "\u001b[1;31mred\u001b[0m \u001b[2K\u001b[10;1H"
            + "\u001b]0;title\u0007\u001b]8;;http://x\u001b\\link\u001b]8;;\u001b\\ "
            + "\u001b(B\u001b7\u001bPq#0;1\u001b\\\u009b32mgreen\tend\r\n\u0007\u0008";

    @Test
    void everyKindOfSequenceGoesAndTextStays() {
        assertEquals("red link green\tend\r\n", EscapeStripper.strip(MIXED));
    }

    @Test
    void textWithNoEscapeIsUnchanged() {
        String text = "plain h\u00e9llo \u65e5\u672c 100%\r\nnext\n";
        assertEquals(text, EscapeStripper.strip(text));
    }

    @Test
    void aSequenceSplitAtAnyPointIsStillRemoved() {
        String expected = EscapeStripper.strip(MIXED);
        for (int cut = 0; cut <= MIXED.length(); cut++) {
            EscapeStripper stripper = new EscapeStripper();
            StringBuilder out = new StringBuilder();
            stripper.strip(MIXED.substring(0, cut), out);
            stripper.strip(MIXED.substring(cut), out);
            assertEquals(expected, out.toString(), "cut at " + cut);
        }
    }

    @Test
    void oneCharacterAtATime() {
        EscapeStripper stripper = new EscapeStripper();
        StringBuilder out = new StringBuilder();
        for (char c : MIXED.toCharArray()) {
            stripper.strip(String.valueOf(c), out);
        }
        assertEquals(EscapeStripper.strip(MIXED), out.toString());
    }

    @Test
    void anOscEndsAtBelOrStAndADcsOnlyAtSt() {
        assertEquals("ab", EscapeStripper.strip("a\u001b]2;t\u0007b"));
        assertEquals("ab", EscapeStripper.strip("a\u001b]2;t\u009cb"));
        assertEquals("ab", EscapeStripper.strip("a\u001bPx\u0007y\u001b\\b"));
    }

    @Test
    void anEscapeInsideAStringStartsANewSequence() {
        assertEquals("ab", EscapeStripper.strip("a\u001b]0;unended\u001b[31mb"));
    }

    @Test
    void aControlCharacterBreaksACsiOffAndIsItselfKept() {
        assertEquals("\nx", EscapeStripper.strip("\u001b[12\nx"));
    }

    @Test
    void anUnterminatedStringStopsSwallowingPastItsLimit() {
        String open = "\u001b]" + "t".repeat(EscapeStripper.MAX_STRING);
        assertEquals("after", EscapeStripper.strip(open + "after"));
    }
}
