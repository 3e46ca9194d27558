package ahp.terminals.api.command;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;

/** A command handed to a POSIX shell's eval, typed as one line; other shells are typed the command. */
class ShellEvalTest {

    @Test
    void oneLineIsOneSingleQuotedWord() {
        assertEquals(List.of("command eval 'echo a!b'"), ShellEval.lines("/bin/bash", List.of("echo a!b")));
        assertEquals(List.of("command eval 'echo '\\''it'\\'' \"abc'"),
                ShellEval.lines("dash", List.of("echo 'it' \"abc")));
        assertEquals(List.of("command eval 'x'"), ShellEval.lines(null, List.of("x")), "no path: a POSIX shell");
    }

    @Test
    void zshIsGivenItsOwnEvalSinceItsCommandRunsOnlyPrograms() {
        assertEquals(List.of("eval 'if true'"), ShellEval.lines("/usr/bin/zsh", List.of("if true")));
    }

    @Test
    void severalLinesAreRebuiltByPrintfOnOneLine() {
        assertEquals(List.of("command eval \"$(printf '%s\\n' 'cat <<EOF' 'it'\\''s' 'EOF')\""),
                ShellEval.lines("sh", List.of("cat <<EOF", "it's", "EOF")));
    }

    @Test
    void shellsWithNoPosixEvalAreTypedTheCommand() {
        for (String shell : List.of("/usr/bin/fish", "pwsh", "tcsh", "/opt/nu")) {
            assertEquals(List.of("echo a", "echo b"), ShellEval.lines(shell, List.of("echo a", "echo b")), shell);
        }
    }
}
