package ahp.shellintegration.shells;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import ahp.shellintegration.ScriptsShellIntegrationProvider;
import ahp.terminals.api.spi.Injection;
import ahp.terminals.api.spi.InjectionRequest;
import ahp.terminals.api.spi.ShellIntegration;
import ahp.terminals.api.spi.ShellIntegrationSettings;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.UUID;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** The host's own bash, zsh and fish, started with the integration under a real pseudoterminal. */
class HostShellMatrixTest {

    @TempDir
    Path tmp;

    @ParameterizedTest
    @ValueSource(strings = {"bash", "zsh", "fish"})
    void marksEveryCommandOfTheScript(String name) throws Exception {
        Path program = Shells.find(name).orElse(null);
        assumeTrue(program != null, name + " is not installed on this host (./test installs it)");
        ShellIntegration integration = new ScriptsShellIntegrationProvider()
                .create(new ShellIntegrationSettings(tmp.resolve("t"), false));
        ShellHome home = ShellHome.create(tmp.resolve("home"), name);
        Path cwd = Files.createDirectories(tmp.resolve("work dir"));
        String nonce = UUID.randomUUID().toString();
        Map<String, String> env = home.environment();
        Injection injection = integration.inject(new InjectionRequest(List.of(program.toString()), env, nonce))
                .orElseThrow(() -> new AssertionError(name + " was given no integration"));
        try (PtySession shell = PtySession.start(injection.argv(), ShellHome.mixed(env, injection.environment()),
                cwd, integration.track(nonce))) {
            CommandScript.run(shell, nonce);
            CommandScript.check(shell.actions(), home.rc(), CommandScript.fileUri(cwd.toRealPath()));
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {"bash", "zsh"})
    void keepsWorkingUnderThePersonsStrictOptions(String name) throws Exception {
        ShellHome home = ShellHome.create(tmp.resolve("home"), name);
        Path rc = home.path().resolve(name.equals("bash") ? ".bashrc" : ".zshrc");
        Files.writeString(rc, name.equals("bash") ? "set -u\nset -o vi\nshopt -s extdebug\n"
                : "setopt nounset ksh_arrays no_bang_hist\nbindkey -v\n", StandardOpenOption.APPEND);
        String nonce = UUID.randomUUID().toString();
        ShellIntegration integration = new ScriptsShellIntegrationProvider()
                .create(new ShellIntegrationSettings(tmp.resolve("t"), false));
        Path program = Shells.find(name).orElse(null);
        assumeTrue(program != null, name + " is not installed on this host (./test installs it)");
        Path cwd = Files.createDirectories(tmp.resolve("work dir"));
        Map<String, String> env = home.environment();
        Injection injection = integration.inject(new InjectionRequest(List.of(program.toString()), env, nonce))
                .orElseThrow();
        try (PtySession shell = PtySession.start(injection.argv(), ShellHome.mixed(env, injection.environment()),
                cwd, integration.track(nonce))) {
            CommandScript.run(shell, nonce, CommandScript.ECHO_RC_NOUNSET);
            CommandScript.check(shell.actions(), home.rc(), CommandScript.fileUri(cwd.toRealPath()),
                    CommandScript.ECHO_RC_NOUNSET);
            assertFalse(shell.raw().contains("parameter not set") || shell.raw().contains("unbound variable"),
                    PtySession.visible(shell.raw()));
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {"dash", "sh"})
    void leavesShellsWithNoScriptExactlyAsTheyWere(String name) throws Exception {
        Path program = Shells.find(name).orElse(null);
        assumeTrue(program != null, name + " is not installed on this host");
        ShellIntegration integration = new ScriptsShellIntegrationProvider()
                .create(new ShellIntegrationSettings(tmp.resolve("t"), false));
        ShellHome home = ShellHome.create(tmp.resolve("home"), name);
        Map<String, String> env = ShellHome.mixed(home.environment(), Map.of("PS1", "ahp-sh$ "));
        String nonce = UUID.randomUUID().toString();
        Optional<Injection> injection = integration.inject(new InjectionRequest(List.of(program.toString()), env, nonce));
        assertEquals(Optional.empty(), injection, name + " is left exactly as it was");

        try (PtySession shell = PtySession.start(List.of(program.toString(), "-i"), env, tmp, integration.track(nonce))) {
            CommandScript.runUntouched(shell);
        }
    }
}
