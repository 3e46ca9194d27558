package ahp.terminals.api.command;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/** A terminal's text, as a reader with no terminal sees it. */
class PlainTextTest {

    @Test
    void escapesAndRedrawsAreGoneAndTheLastLineStays() {
        assertEquals("$ ls\nred\n100%\n$ ",
                PlainText.of("\u001b]633;A\u0007$ ls\r\n\u001b[31mred\u001b[0m\r\n10%\r100%\r\n$ "));
    }
}
