package ahp.terminals.api.store;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;

/** Words quoted for the shell that reads them (real shells run them in the pipes module's tests). */
class ShellQuotingTest {

    @Test
    void plainWordsStayAsTheyAre() {
        assertEquals("ls -la /tmp/a.b,c:d@e+f_g", ShellQuoting.commandLine(ShellKind.POSIX, "ls",
                List.of("-la", "/tmp/a.b,c:d@e+f_g")));
    }

    @Test
    void posixWordsGoInSingleQuotes() {
        assertEquals("printf '%s\\n' 'a b' 'it'\\''s' '$HOME' '*' '' 'x;y' '~' 'A=b'",
                ShellQuoting.commandLine(ShellKind.POSIX, "printf",
                        List.of("%s\\n", "a b", "it's", "$HOME", "*", "", "x;y", "~", "A=b")));
    }

    @Test
    void fishEscapesBackslashesAndQuotesInsideSingleQuotes() {
        assertEquals("echo 'it\\'s' 'a\\\\b'", ShellQuoting.commandLine(ShellKind.FISH, "echo",
                List.of("it's", "a\\b")));
    }

    @Test
    void powershellDoublesQuotesAndCallsTheProgram() {
        assertEquals("& 'my prog' 'it''s'", ShellQuoting.commandLine(ShellKind.POWERSHELL, "my prog", List.of("it's")));
    }

    @Test
    void theKindIsReadFromTheBasename() {
        assertEquals(ShellKind.ZSH, ShellKind.of("/usr/bin/zsh"));
        assertEquals(ShellKind.FISH, ShellKind.of("fish"));
        assertEquals(ShellKind.POWERSHELL, ShellKind.of("/opt/microsoft/powershell/7/pwsh"));
        assertEquals(ShellKind.POSIX, ShellKind.of("/bin/sh"));
        assertEquals(ShellKind.POSIX, ShellKind.of("bash"));
    }
}
