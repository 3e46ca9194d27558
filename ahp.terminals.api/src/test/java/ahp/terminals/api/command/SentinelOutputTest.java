package ahp.terminals.api.command;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import ahp.protocol.terminal.TerminalAction;
import java.util.List;
import org.junit.jupiter.api.Test;

/** A command's output and end from its sentinel line, with the echoes a pseudoterminal adds. */
class SentinelOutputTest {

    static final String ID = "feed";
    private final Sentinel sentinel = new Sentinel(ID);
    private final String typed = sentinel.command(ShellFamily.POSIX);
    private final String line = "<<<COPILOT_SENTINEL_" + ID + "_EXIT_";

    private SentinelOutput reader(List<String> lines, boolean pty, String prompt) {
        return new SentinelOutput(sentinel, ShellFamily.POSIX, lines, pty, prompt);
    }

    private static boolean feed(SentinelOutput reader, String... chunks) {
        boolean ended = false;
        for (String chunk : chunks) {
            ended = reader.read(new TerminalAction.Data(chunk)) == CommandReader.Progress.ENDED;
        }
        return ended;
    }

    @Test
    void onPipesEveryLineBeforeTheSentinelIsOutput() {
        SentinelOutput reader = reader(List.of("printf 'a\\nb'"), false, "");
        assertFalse(feed(reader, "a\n", "b"));
        assertEquals("a\nb", reader.output(), "so far, the unfinished line too");
        assertTrue(feed(reader, line + "3>>>\n"));
        assertEquals(3, reader.exitCode());
        assertEquals("a\nb", reader.output(), "what stood before the sentinel on its line is output");
    }

    @Test
    void dashUnderAPtyEchoesEverythingTypedFirst() {
        SentinelOutput reader = reader(List.of("echo hi"), true, "ahp-sh$ ");
        boolean ended = feed(reader, " echo hi\r\n " + typed + "\r\n", "\u001b[31mhi\u001b[0m\r\n",
                "ahp-sh$ " + line + "0>>>\r\nahp-sh$ ");
        assertTrue(ended);
        assertEquals(0, reader.exitCode());
        assertEquals("hi\n", reader.output());
    }

    @Test
    void readlineEchoesEachLineAfterItsPrompt() {
        SentinelOutput reader = reader(List.of("echo a", "echo b"), true, "$ ");
        assertTrue(feed(reader, "echo a\r\n", "a\r\n$ echo b\r\n", "b\r\n$  " + typed + "\r\n", line + "0>>>\r\n"));
        assertEquals("a\nb\n", reader.output());
    }

    @Test
    void linesTypedOneByOneLoseThePromptsPrintedBetweenThem() {
        SentinelOutput reader = reader(List.of("echo one", "echo two"), true, "ahp-sh$ ");
        assertTrue(feed(reader, " echo one\r\necho two\r\n " + typed + "\r\n",
                "one\r\nahp-sh$ two\r\nahp-sh$ " + line + "0>>>\r\n"));
        assertEquals("one\ntwo\n", reader.output());
    }

    @Test
    void theLastLineWithNoBreakKeepsItsTextAndLosesThePrompt() {
        SentinelOutput reader = reader(List.of("printf abc"), true, "ahp-sh$ ");
        assertTrue(feed(reader, " printf abc\r\n " + typed + "\r\n", "abcahp-sh$ " + line + "0>>>\r\n"));
        assertEquals("abc", reader.output());
    }

    @Test
    void aFakeSentinelWithACodeThatIsNoNumberIsOutput() {
        SentinelOutput reader = reader(List.of("echo fake"), false, "");
        assertFalse(feed(reader, line + "oops>>>\n"));
        assertNull(reader.exitCode());
        assertTrue(feed(reader, line + "1>>>\n"));
        assertEquals(line + "oops>>>\n", reader.output());
        assertEquals(1, reader.exitCode());
    }

    @Test
    void aSentinelTypedAgainAfterCtrlCIsNotOutputEither() {
        SentinelOutput reader = reader(List.of("sleep 30"), true, "$ ");
        feed(reader, " sleep 30\r\n " + typed + "\r\n");
        reader.sentinelTypedAgain();
        assertTrue(feed(reader, "^C\r\n$  " + typed + "\r\n", line + "130>>>\r\n$ "));
        assertEquals("^C\n", reader.output());
        assertEquals(130, reader.exitCode());
    }

    @Test
    void nothingIsReadAfterTheEnd() {
        SentinelOutput reader = reader(List.of("true"), false, "");
        assertTrue(feed(reader, line + "0>>>\nlater\n"));
        assertTrue(feed(reader, "more\n"));
        assertEquals("", reader.output());
    }
}
