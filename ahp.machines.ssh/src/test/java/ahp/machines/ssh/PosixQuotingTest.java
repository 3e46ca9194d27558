package ahp.machines.ssh;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Every word comes back whole from a real POSIX shell. */
class PosixQuotingTest {

    static final List<String> WORDS = List.of("plain", "two words", "it's", "''", "\"double\"", "$HOME",
            "$(echo no)", "`echo no`", "a!b", "back\\slash", "new\nline", "*", "~", "-n", "", "tab\there", "é ü 字");

    @Test
    void quotesWithSingleQuotes() {
        assertEquals("'plain'", PosixQuoting.quote("plain"));
        assertEquals("'it'\\''s'", PosixQuoting.quote("it's"));
        assertEquals("''", PosixQuoting.quote(""));
    }

    @Test
    void dashAndBashReadEveryWordBack() {
        for (String shell : List.of("/bin/sh", "/bin/bash")) {
            List<String> command = new ArrayList<>(List.of(shell, "-c",
                    "for w in " + PosixQuoting.join(WORDS) + "; do printf '<%s>' \"$w\"; done"));
            String expected = String.join("", WORDS.stream().map(w -> "<" + w + ">").toList());
            assertEquals(expected, Programs.require(command, 30), shell);
        }
    }
}
