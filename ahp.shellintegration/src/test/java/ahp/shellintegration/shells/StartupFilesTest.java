package ahp.shellintegration.shells;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import ahp.protocol.terminal.TerminalAction;
import ahp.shellintegration.ScriptsShellIntegrationProvider;
import ahp.terminals.api.spi.Injection;
import ahp.terminals.api.spi.InjectionRequest;
import ahp.terminals.api.spi.ShellIntegration;
import ahp.terminals.api.spi.ShellIntegrationSettings;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The person's own startup files are read as the shell would have read them: a login bash reads its
 * profile, a login zsh with a ZDOTDIR of its own reads all four files from there and keeps that
 * ZDOTDIR; and a line too long for a mark is read back from what was typed.
 */
class StartupFilesTest {

    @TempDir
    Path tmp;

    private PtySession start(List<String> argv, ShellHome home, Map<String, String> extra) throws Exception {
        assumeTrue(Shells.find(argv.getFirst()).isPresent(), argv.getFirst() + " is not installed on this host");
        ShellIntegration integration = new ScriptsShellIntegrationProvider()
                .create(new ShellIntegrationSettings(tmp.resolve("t"), false));
        String nonce = UUID.randomUUID().toString();
        Map<String, String> env = ShellHome.mixed(home.environment(), extra);
        Injection injection = integration.inject(new InjectionRequest(argv, env, nonce)).orElseThrow();
        return PtySession.start(injection.argv(), ShellHome.mixed(env, injection.environment()), tmp,
                integration.track(nonce));
    }

    private static String run(PtySession shell, String line) throws Exception {
        CommandScript.awaitFirstPrompt(shell);
        CommandScript.command(shell, line);
        CommandScript.exit(shell);
        List<TerminalAction> actions = shell.actions();
        assertEquals(List.of(line, "exit"), Actions.lines(actions));
        return Actions.data(actions);
    }

    @Test
    void aLoginBashReadsItsProfile() throws Exception {
        ShellHome home = ShellHome.create(tmp.resolve("home"), "bash");
        Files.writeString(home.path().resolve(".bash_profile"), "export AHP_PROFILE=bash_profile\n. ~/.bashrc\n");
        Files.writeString(home.path().resolve(".profile"), "export AHP_PROFILE=profile\n");
        try (PtySession shell = start(List.of("bash", "--login"), home, Map.of())) {
            String data = run(shell, "echo \"[$AHP_PROFILE $AHP_RC]\"");
            assertTrue(data.contains("[bash_profile bashrc]"), data);
        }
    }

    @Test
    void aLoginZshReadsAllFourFilesFromItsOwnZdotdirAndKeepsIt() throws Exception {
        ShellHome home = ShellHome.create(tmp.resolve("home"), "zsh");
        Path own = Files.createDirectories(home.path().resolve(".config/zsh"));
        Files.writeString(own.resolve(".zshenv"), "export AHP_FILES=env\n");
        Files.writeString(own.resolve(".zprofile"), "AHP_FILES+=,profile\n");
        Files.writeString(own.resolve(".zshrc"), "AHP_FILES+=,rc\nPROMPT='own%# '\n");
        Files.writeString(own.resolve(".zlogin"), "AHP_FILES+=,login\n");
        try (PtySession shell = start(List.of("zsh", "-l"), home, Map.of("ZDOTDIR", own.toString()))) {
            String data = run(shell, "echo \"[$AHP_FILES] [$ZDOTDIR] [${USER_ZDOTDIR-unset}] [$AHP_RC]\"");
            assertTrue(data.contains("[env,profile,rc,login] [" + own + "] [unset] []"), data);
        }
    }

    @Test
    void aZshWhoseZshenvMovesItsFolderIsFollowed() throws Exception {
        ShellHome home = ShellHome.create(tmp.resolve("home"), "zsh");
        Path moved = Files.createDirectories(home.path().resolve("dots"));
        Files.writeString(home.path().resolve(".zshenv"), "ZDOTDIR=$HOME/dots\n");
        Files.writeString(moved.resolve(".zshrc"), "export AHP_RC=moved\n");
        try (PtySession shell = start(List.of("zsh"), home, Map.of())) {
            String data = run(shell, "echo \"[$AHP_RC] [$ZDOTDIR]\"");
            assertTrue(data.contains("[moved] [" + moved + "]"), data);
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {"bash", "zsh", "fish"})
    void aLineTooLongForAMarkIsReadBackFromWhatWasTyped(String name) throws Exception {
        ShellHome home = ShellHome.create(tmp.resolve("home"), name);
        List<String> lines = List.of("echo " + "x".repeat(1000) + " end", "echo " + "\ud83d\ude00".repeat(300) + " wide",
                "echo " + "\u00e9".repeat(300) + " accents");
        try (PtySession shell = start(List.of(name), home, Map.of())) {
            CommandScript.awaitFirstPrompt(shell);
            for (String line : lines) {
                CommandScript.command(shell, line);
            }
            CommandScript.exit(shell);
            List<TerminalAction> actions = shell.actions();
            assertEquals(List.of(lines.get(0), lines.get(1), lines.get(2), "exit"), Actions.lines(actions));
            String data = Actions.data(actions);
            assertFalse(data.contains("\u001b]633;"), "no mark, nor a half of one, reaches the client");
            assertTrue(data.contains("x end") && data.contains("\ud83d\ude00 wide") && data.contains("\u00e9 accents"));
        }
    }
}
