package ahp.machines.ssh;

import ahp.terminals.api.platform.PosixWords;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Every word comes back whole from a real POSIX shell. */
class PosixWordsTest {

    static final List<String> WORDS = List.of("plain", "two words", "it's", "''", "\"double\"", "$HOME",
            "$(echo no)", "`echo no`", "a!b", "back\\slash", "new\nline", "*", "~", "-n", "", "tab\there", "é ü 字");

    @Test
    void quotesWithSingleQuotes() {
        assertEquals("'plain'", PosixWords.quote("plain"));
        assertEquals("'it'\\''s'", PosixWords.quote("it's"));
        assertEquals("''", PosixWords.quote(""));
    }

    @Test
    void dashAndBashReadEveryWordBack() {
        for (String shell : List.of("/bin/sh", "/bin/bash")) {
            List<String> command = new ArrayList<>(List.of(shell, "-c",
                    "for w in " + PosixWords.join(WORDS) + "; do printf '<%s>' \"$w\"; done"));
            String expected = String.join("", WORDS.stream().map(w -> "<" + w + ">").toList());
            assertEquals(expected, Programs.require(command, 30), shell);
        }
    }
}
