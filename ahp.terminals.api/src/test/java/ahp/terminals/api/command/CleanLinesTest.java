package ahp.terminals.api.command;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Output as plain lines: escapes gone, {@code \r\n} a line break, a lone {@code \r} a line started again. */
class CleanLinesTest {

    @Test
    void crLfAndLfEndLines() {
        assertEquals("a\nb\nc", CleanLines.clean("a\r\nb\nc"));
    }

    @Test
    void aProgressBarRedrawnInPlaceLeavesItsLastState() {
        assertEquals("100%\ndone\n", CleanLines.clean("10%\r20%\r\u001b[K100%\r\ndone\n"));
    }

    @Test
    void aCarriageReturnAtTheEndKeepsTheLineUntilMoreComes() {
        CleanLines lines = new CleanLines();
        List<String> done = new ArrayList<>();
        lines.feed("50%\r", done::add);
        assertEquals("50%", lines.partial());
        lines.feed("\n", done::add);
        assertEquals(List.of("50%"), done);
        lines.feed("x\r", done::add);
        lines.feed("y", done::add);
        assertEquals("y", lines.partial());
    }

    @Test
    void theSameLinesHoweverTheOutputWasCut() {
        String text = "\u001b[32mok\u001b[0m\r\n1%\r2%\r\n\u001b]0;t\u0007tail";
        String expected = CleanLines.clean(text);
        assertEquals("ok\n2%\ntail", expected);
        for (int cut = 0; cut <= text.length(); cut++) {
            CleanLines lines = new CleanLines();
            StringBuilder out = new StringBuilder();
            lines.feed(text.substring(0, cut), line -> out.append(line).append('\n'));
            lines.feed(text.substring(cut), line -> out.append(line).append('\n'));
            assertEquals(expected, out.append(lines.partial()).toString(), "cut at " + cut);
        }
    }
}
