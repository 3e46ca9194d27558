package ahp.shellintegration.shells;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import ahp.protocol.terminal.TerminalAction;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * bash runs no DEBUG trap at the top level for a line that is only a subshell, so its start is known
 * from PS0 instead, and the line and its exit code still reach the host; the person's own PS0 stays,
 * and with prompt strings left unexpanded the integration keeps out of PS0 altogether.
 */
class BashBareSubshellTest {

    @TempDir
    Path tmp;

    @Test
    void aLineThatIsOnlyASubshellReportsItsLineAndExitCode() throws Exception {
        ShellHome home = ShellHome.create(tmp.resolve("home"), "bash");
        Files.writeString(home.path().resolve(".bashrc"), "PS0='[ps0]'\n", StandardOpenOption.APPEND);
        try (PtySession shell = HostShell.start("bash", home, tmp, Map.of())) {
            List<TerminalAction> actions = CommandScript.session(shell, "(exit 4)", "{ (false); }", "echo a; (exit 6)", "true");
            assertEquals(List.of("(exit 4)", "{ (false); }", "echo a; (exit 6)", "true", "exit"), Actions.lines(actions));
            assertEquals(List.of(4, 1, 6, 0), Actions.exitCodes(actions));
            String data = Actions.data(actions);
            assertTrue(data.contains("[ps0]"), "the person's PS0 is still printed: " + data);
            assertFalse(data.contains("__ahp"), "nothing of the integration is printed: " + data);
        }
    }

    @Test
    void withPromptStringsUnexpandedPs0IsLeftAlone() throws Exception {
        ShellHome home = ShellHome.create(tmp.resolve("home"), "bash");
        Files.writeString(home.path().resolve(".bashrc"), "shopt -u promptvars\nPS0='[ps0]'\n",
                StandardOpenOption.APPEND);
        try (PtySession shell = HostShell.start("bash", home, tmp, Map.of())) {
            CommandScript.awaitFirstPrompt(shell);
            int prompts = shell.count(CommandScript.PROMPT_END);
            shell.type("(exit 4)\r");
            shell.await("the prompt after (exit 4)", CommandScript.WAIT,
                    s -> s.count(CommandScript.PROMPT_END) > prompts);
            CommandScript.command(shell, "echo \"ps0=$PS0\"");
            CommandScript.exit(shell);
            List<TerminalAction> actions = shell.actions();
            String data = Actions.data(actions);
            assertTrue(data.contains("ps0=[ps0]"), "PS0 is the person's alone: " + data);
            assertFalse(data.contains("__ahp"), "nothing of the integration is printed: " + data);
            assertEquals(List.of(4, 0), Actions.exitCodes(actions),
                    "without PS0 the bare subshell is still reported: its line reached the history and nothing marked it");
        }
    }
}
