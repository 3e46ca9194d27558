package ahp.terminals.api.store;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import ahp.terminals.api.TerminalSpec;
import ahp.terminals.api.spi.Injection;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The shell, its argv, its directory and its title, as the store decides them. */
class LaunchPlanTest {

    private static final Path HOST_DIR = Path.of("/srv/host");

    @Test
    void aShellToSitInIsTheShellAlone() {
        LaunchPlan plan = LaunchPlan.of(TerminalSpec.builder().build(), Map.of("SHELL", "/usr/bin/zsh"), HOST_DIR, false);
        assertEquals(List.of("/usr/bin/zsh"), plan.argv());
        assertTrue(plan.sitsIn());
        assertEquals("zsh", plan.title());
        assertEquals(HOST_DIR, plan.directory());
        assertEquals("file:///srv/host", plan.cwdUri());
    }

    @Test
    void theShellIsTheSpecsThenShellThenBinSh() {
        assertEquals("/bin/bash", LaunchPlan.of(TerminalSpec.builder().shell("/bin/bash").build(),
                Map.of("SHELL", "/usr/bin/zsh"), HOST_DIR, false).shell());
        assertEquals("/bin/sh", LaunchPlan.of(TerminalSpec.builder().build(), Map.of(), HOST_DIR, false).shell());
        assertEquals("/bin/sh", LaunchPlan.of(TerminalSpec.builder().build(), Map.of("SHELL", " "), HOST_DIR, false)
                .shell());
    }

    @Test
    void aLineGoesToDashCAsItIs() {
        LaunchPlan plan = LaunchPlan.of(TerminalSpec.builder().shell("/bin/bash")
                .commandLine("echo 'a b'; ls | wc -l").title("build").build(), Map.of(), HOST_DIR, false);
        assertEquals(List.of("/bin/bash", "-c", "echo 'a b'; ls | wc -l"), plan.argv());
        assertFalse(plan.sitsIn());
        assertEquals("build", plan.title());
    }

    @Test
    void aProgramWithArgsIsQuotedWordByWord() {
        LaunchPlan plan = LaunchPlan.of(TerminalSpec.builder().shell("/bin/sh")
                .program("my tool", List.of("a b", "it's")).build(), Map.of(), HOST_DIR, false);
        assertEquals(List.of("/bin/sh", "-c", "'my tool' 'a b' 'it'\\''s'"), plan.argv());
    }

    @Test
    void aRelativeDirectoryIsTheHostsAndTheCwdIsAnEscapedFileUri() {
        LaunchPlan plan = LaunchPlan.of(TerminalSpec.builder().directory(Path.of("a b/../é")).build(), Map.of(),
                HOST_DIR, false);
        assertEquals(Path.of("/srv/host/é"), plan.directory());
        assertEquals("file:///srv/host/%C3%A9", plan.cwdUri());
    }

    @Test
    void anInjectionReplacesTheArgvAndMixesItsVariables() {
        LaunchPlan plan = LaunchPlan.of(TerminalSpec.builder().shell("/bin/bash").environment(Map.of("GONE", "x"))
                .build(), Map.of("KEPT", "k"), HOST_DIR, true);
        Map<String, String> mix = new HashMap<>();
        mix.put("VSCODE_NONCE", "n");
        mix.put("GONE", null);
        LaunchPlan injected = plan.with(new Injection(List.of("/bin/bash", "--init-file", "/x.sh"), mix));
        assertEquals(List.of("/bin/bash", "--init-file", "/x.sh"), injected.argv());
        assertEquals("n", injected.environment().get("VSCODE_NONCE"));
        assertEquals("k", injected.environment().get("KEPT"));
        assertFalse(injected.environment().containsKey("GONE"));
        assertThrows(IllegalArgumentException.class, () -> plan.with(new Injection(List.of(), Map.of())));
    }

    @Test
    void aNulCharacterIsRefused() {
        assertThrows(IllegalArgumentException.class, () -> LaunchPlan.of(
                TerminalSpec.builder().commandLine("echo a\0b").build(), Map.of(), HOST_DIR, false));
    }
}
