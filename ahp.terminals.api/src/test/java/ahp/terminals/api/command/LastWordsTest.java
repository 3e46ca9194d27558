package ahp.terminals.api.command;

import static org.junit.jupiter.api.Assertions.assertEquals;

import ahp.protocol.terminal.TerminalContentPart;
import java.util.List;
import org.junit.jupiter.api.Test;

/** A shell that exited before a command was typed: its failure ends with the last thing it said. */
class LastWordsTest {

    @Test
    void theLastLineSaidFollowsTheFailureWithoutItsEscapes() {
        LastWords words = new LastWords();
        words.feed("\u001b[1mbanner\u001b[0m\r\n");
        words.feed("ahp: the Docker engine at unix:///x.sock did not ");
        words.feed("answer: connection refused\r\n\r\n");
        assertEquals("the shell exited (code 125) before the command was typed: ahp: the Docker engine at"
                + " unix:///x.sock did not answer: connection refused",
                words.after("the shell exited (code 125) before the command was typed"));
    }

    @Test
    void nothingSaidIsTheFailureAlone() {
        assertEquals("the terminal has exited (code 1)", new LastWords().after("the terminal has exited (code 1)"));
        LastWords blank = new LastWords();
        blank.feed(List.of(new TerminalContentPart.Unclassified(" \r\n")));
        assertEquals("x", blank.after("x"));
    }

    @Test
    void aTerminalsContentIsReadWholeAndALongLineCut() {
        String longLine = "e".repeat(400);
        LastWords content = new LastWords();
        content.feed(List.of(new TerminalContentPart.Unclassified("Host key verification "),
                new TerminalContentPart.Unclassified("failed.\r\n")));
        String said = content.after("exited");
        assertEquals("exited: Host key verification failed.", said);
        LastWords words = new LastWords();
        words.feed(longLine);
        assertEquals("exited: " + "e".repeat(300) + "…", words.after("exited"));
    }
}
