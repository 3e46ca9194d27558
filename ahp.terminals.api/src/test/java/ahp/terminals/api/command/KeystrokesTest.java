package ahp.terminals.api.command;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;

/** What is typed: the history prefix, bracketed paste for several lines where asked for, Enter. */
class KeystrokesTest {

    @Test
    void oneLineUnderAPtyWithALeadingSpace() {
        assertEquals(" echo hi\r", Keystrokes.command(List.of("echo hi"), ShellFamily.POSIX, true, true));
        assertEquals("echo hi\r", Keystrokes.command(List.of("echo hi"), ShellFamily.POWERSHELL, true, false));
        assertEquals(" echo hi\n", Keystrokes.command(List.of("echo hi"), ShellFamily.FISH, false, false));
    }

    @Test
    void severalLinesAsABracketedPasteOnlyWhereTheProgramAskedForIt() {
        List<String> lines = Keystrokes.lines("echo a\r\necho b\n\n");
        assertEquals(List.of("echo a", "echo b"), lines);
        assertEquals("\u001b[200~ echo a\recho b\u001b[201~\r", Keystrokes.command(lines, ShellFamily.POSIX, true, true));
        assertEquals(" echo a\recho b\r", Keystrokes.command(lines, ShellFamily.POSIX, true, false));
        assertEquals(" echo a\necho b\n", Keystrokes.command(lines, ShellFamily.POSIX, false, true));
    }

    @Test
    void linesSplitAtEveryKindOfLineBreakAsTheRegularExpressionsDid() {
        java.util.SplittableRandom random = new java.util.SplittableRandom(7);
        char[] alphabet = {'a', ' ', '\r', '\n'};
        for (int i = 0; i < 20_000; i++) {
            StringBuilder text = new StringBuilder();
            for (int n = random.nextInt(9); n > 0; n--) {
                text.append(alphabet[random.nextInt(alphabet.length)]);
            }
            String command = text.toString();
            List<String> expected = List.of(command.replaceFirst("[\r\n]+$", "").split("\r\n|\r|\n", -1));
            assertEquals(expected, Keystrokes.lines(command), () -> command.replace("\r", "\\r").replace("\n", "\\n"));
        }
    }

    @Test
    void theSentinelLineIsKeptOutOfTheHistoryToo() {
        Sentinel sentinel = new Sentinel("abc");
        assertEquals(" echo \"<<<COPILOT_SENTINEL_abc_EXIT_$?>>>\"\r", Keystrokes.sentinel(sentinel, ShellFamily.POSIX, true));
    }

    @Test
    void aLineIsGivenUpWithTheKeyBashAndZshBindElseCtrlC() {
        assertEquals("\u001b[9999~", Keystrokes.cancelLine("/usr/bin/bash"));
        assertEquals("\u001b[9999~", Keystrokes.cancelLine("zsh"));
        assertEquals("\u0003", Keystrokes.cancelLine("/bin/dash"));
        assertEquals("\u0003", Keystrokes.cancelLine(null));
    }
}
