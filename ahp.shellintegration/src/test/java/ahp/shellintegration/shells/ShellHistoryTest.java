package ahp.shellintegration.shells;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import ahp.protocol.terminal.TerminalAction;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * With {@code VSCODE_PREVENT_SHELL_HISTORY=1} a command typed with a leading space stays out of the
 * history while the others go in; and a line that spans two lines arrives whole, its newline escaped
 * by the script and read back by the tracker.
 */
class ShellHistoryTest {

    private static final String MULTI_LINE = "echo 'one\rtwo'";

    @TempDir
    Path tmp;

    @ParameterizedTest
    @ValueSource(strings = {"bash", "zsh", "fish"})
    void keepsLeadingSpaceCommandsOutOfTheHistory(String name) throws Exception {
        ShellHome home = ShellHome.create(tmp.resolve("home"), name);
        try (PtySession shell = HostShell.start(name, home, tmp, Map.of("VSCODE_PREVENT_SHELL_HISTORY", "1"))) {
            CommandScript.awaitFirstPrompt(shell);
            CommandScript.command(shell, " echo secret-one");
            CommandScript.command(shell, "echo public-two");
            CommandScript.command(shell, MULTI_LINE);
            CommandScript.command(shell, "echo \"[$VSCODE_PREVENT_SHELL_HISTORY]\"");
            CommandScript.exit(shell);

            List<TerminalAction> actions = shell.actions();
            assertEquals(List.of(" echo secret-one", "echo public-two", "echo 'one\ntwo'",
                    "echo \"[$VSCODE_PREVENT_SHELL_HISTORY]\"", "exit"), Actions.lines(actions));
            String data = Actions.data(actions);
            assertTrue(data.contains("one\r\ntwo"), "the two-line command ran");
            assertTrue(data.contains("[]\r\n"), "the flag is removed from the environment");

            String history = Files.readString(historyFile(name, home.path()));
            assertTrue(history.contains("public-two"), history);
            assertFalse(history.contains("secret-one"), history);
        }
    }

    private static Path historyFile(String shell, Path home) {
        return switch (shell) {
            case "bash" -> home.resolve(".bash_history");
            case "zsh" -> home.resolve(".zsh_history");
            default -> home.resolve(".local/share/fish/fish_history");
        };
    }
}
