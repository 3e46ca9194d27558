package ahp.terminals.api.command;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import ahp.terminals.api.platform.CmdRules;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * A command typed into {@code cmd.exe} (the daemon's shell on a Windows machine with no PowerShell)
 * ends at its sentinel line: {@code %ERRORLEVEL%} for the status, and an {@code echo} whose {@code <}
 * and {@code >} are text, where {@code echo "..."} would print the quotes and {@code $?} nothing.
 */
class CmdSentinelWindowsTest {

    private final Sentinel sentinel = new Sentinel(SentinelTest.ID);

    @Test
    void cmdIsKnownByItsNameByAnyPathInAnyCase() {
        for (String cmd : List.of("cmd.exe", "CMD.EXE", "C:\\Windows\\System32\\cmd.exe", "cmd")) {
            assertEquals(ShellFamily.CMD, ShellFamily.of(cmd), cmd);
        }
    }

    @Test
    void theSentinelIsAnEchoOfErrorlevelWithItsAngleBracketsEscaped() {
        String typed = sentinel.command(ShellFamily.CMD);
        assertEquals("echo ^<^<^<COPILOT_SENTINEL_" + SentinelTest.ID + "_EXIT_%ERRORLEVEL%^>^>^>", typed);
        assertEquals("echo x\r" + typed + "\r", Keystrokes.command(List.of("echo x"), ShellFamily.CMD, true, false)
                + Keystrokes.sentinel(sentinel, ShellFamily.CMD, true), "no history prefix");
        assertNull(sentinel.find("C:\\Users\\ann>" + typed), "its echo as typed is not the sentinel");
    }

    @Test
    void cmdPrintsTheSentinelWithTheStatus() {
        // A typed line is read as a /c command is: %ERRORLEVEL% expanded, the carets taken away.
        CmdRules.Read read = CmdRules.read(List.of("/s", "/c", "\"" + sentinel.command(ShellFamily.CMD) + "\""),
                Map.of("ERRORLEVEL", "1"));
        assertTrue(read.simple(), "one echo, no redirection");
        String printed = read.command().substring("echo ".length());
        assertEquals(new Sentinel.Found(0, 1), sentinel.find(printed));
    }

    @Test
    void aCommandIsTypedAsItIsWithoutEval() {
        assertEquals(List.of("dir", "echo done"), ShellEval.lines("C:\\Windows\\System32\\cmd.exe",
                List.of("dir", "echo done")));
    }
}
