package ahp.terminals.api.store;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;

import ahp.terminals.api.TerminalSpec;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The host's variables, then the caller's, then the terminal's own, then the two flags. */
class TerminalEnvironmentTest {

    private static final Map<String, String> HOST =
            Map.of("PATH", "/usr/bin:/bin", "KEPT", "host", "OVER", "host", "TERM", "screen", "PAGER", "less");

    @Test
    void layersHostThenCallerThenTheTerminalsOwn() {
        TerminalSpec spec = TerminalSpec.builder()
                .environment(Map.of("OVER", "caller", "TERM", "caller", "COLUMNS", "1", "LINES", "2"))
                .size(100, 30)
                .build();
        Map<String, String> env = TerminalEnvironment.of(HOST, spec, ShellKind.POSIX, false);
        assertEquals("host", env.get("KEPT"));
        assertEquals("caller", env.get("OVER"));
        assertEquals("dumb", env.get("TERM"));
        assertEquals("100", env.get("COLUMNS"));
        assertEquals("30", env.get("LINES"));
        assertEquals("less", env.get("PAGER"));
        assertFalse(env.containsKey("VSCODE_PREVENT_SHELL_HISTORY"));
        assertFalse(env.containsKey("LC_ALL"));
    }

    @Test
    void aPseudoterminalGetsTheDaemonsTermOrXterm256color() {
        TerminalSpec spec = TerminalSpec.builder().build();
        assertEquals("screen", TerminalEnvironment.of(HOST, spec, ShellKind.POSIX, true).get("TERM"));
        assertEquals("xterm-256color", TerminalEnvironment.of(Map.of(), spec, ShellKind.POSIX, true).get("TERM"));
        assertEquals("80", TerminalEnvironment.of(Map.of(), spec, ShellKind.POSIX, true).get("COLUMNS"));
        assertEquals("24", TerminalEnvironment.of(Map.of(), spec, ShellKind.POSIX, true).get("LINES"));
    }

    @Test
    void theFlagsComeLastAndOverrideTheCaller() {
        TerminalSpec spec = TerminalSpec.builder()
                .environment(Map.of("PAGER", "more", "LC_ALL", "C", "GIT_TERMINAL_PROMPT", "1"))
                .preventShellHistory(true)
                .nonInteractive(true)
                .build();
        Map<String, String> env = TerminalEnvironment.of(HOST, spec, ShellKind.ZSH, false);
        assertEquals("1", env.get("VSCODE_PREVENT_SHELL_HISTORY"));
        assertEquals("C.UTF-8", env.get("LC_ALL"));
        assertEquals("", env.get("PAGER"));
        assertEquals("", env.get("GIT_PAGER"));
        assertEquals("", env.get("GH_PAGER"));
        assertEquals("0", env.get("GIT_TERMINAL_PROMPT"));
        assertEquals("noninteractive", env.get("DEBIAN_FRONTEND"));
        assertEquals("", env.get("PROMPT_EOL_MARK"));
        assertFalse(TerminalEnvironment.of(HOST, spec, ShellKind.POSIX, false).containsKey("PROMPT_EOL_MARK"));
    }

    @Test
    void aVariableNoProcessCanHoldIsRefused() {
        TerminalSpec badName = TerminalSpec.builder().environment(Map.of("A=B", "x")).build();
        assertThrows(IllegalArgumentException.class, () -> TerminalEnvironment.of(HOST, badName, ShellKind.POSIX, false));
        TerminalSpec badValue = TerminalSpec.builder().environment(Map.of("A", "x\0y")).build();
        assertThrows(IllegalArgumentException.class, () -> TerminalEnvironment.of(HOST, badValue, ShellKind.POSIX, false));
    }
}
