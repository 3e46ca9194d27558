package ahp.shellintegration.inject;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import ahp.shellintegration.ScriptsShellIntegrationProvider;
import ahp.terminals.api.spi.Injection;
import ahp.terminals.api.spi.InjectionRequest;
import ahp.terminals.api.spi.ShellIntegration;
import ahp.terminals.api.spi.ShellIntegrationProvider;
import ahp.terminals.api.spi.ShellIntegrationSettings;
import java.lang.module.ModuleDescriptor;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.Base64;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class InjectorTest {

    private static final String NONCE = "nonce-1";

    @TempDir
    Path tmp;

    private Optional<Injection> inject(List<String> argv) {
        return inject(argv, Map.of("HOME", "/home/ann"));
    }

    private Optional<Injection> inject(List<String> argv, Map<String, String> env) {
        return new Injector(new ShellIntegrationSettings(tmp, false)).inject(new InjectionRequest(argv, env, NONCE));
    }

    @Test
    void leavesShellsWithNoScriptAndUnknownArgumentsAlone() {
        for (List<String> argv : List.<List<String>>of(List.of("sh"), List.of("/bin/sh", "-i"), List.of("dash"), List.of("/usr/bin/ksh"),
                List.of("mksh"), List.of("busybox", "sh"), List.of("C:\\Windows\\System32\\cmd.exe"), List.of("tcsh"),
                List.of("bash", "-c", "ls"), List.of("bash", "--norc"), List.of("bash", "script.sh"),
                List.of("zsh", "-c", "ls"), List.of("zsh", "-f"), List.of("fish", "-c", "ls"), List.of("fish", "--private"),
                List.of("pwsh", "-Command", "ls"), List.of("pwsh", "-NoProfile"), List.of())) {
            assertEquals(Optional.empty(), inject(argv), String.valueOf(argv));
        }
    }

    @Test
    void bashReadsItsScriptFromAFolderOfItsOwn() throws Exception {
        Injection plain = inject(List.of("/usr/bin/bash")).orElseThrow();
        assertEquals("/usr/bin/bash", plain.argv().get(0));
        assertEquals("--init-file", plain.argv().get(1));
        Path script = Path.of(plain.argv().get(2));
        assertEquals(ScriptResources.text(ScriptResources.BASH), Files.readString(script));
        assertEquals("rwx------", PosixFilePermissions.toString(
                Files.getPosixFilePermissions(script.getParent(), LinkOption.NOFOLLOW_LINKS)));
        assertEquals(tmp.toRealPath(), script.getParent().getParent().toRealPath());
        assertEquals(NONCE, plain.environment().get("VSCODE_NONCE"));
        assertTrue(plain.environment().containsKey("VSCODE_SHELL_LOGIN"));
        assertNull(plain.environment().get("VSCODE_SHELL_LOGIN"), "an inherited login flag is removed");

        for (List<String> login : List.of(List.of("bash", "-l"), List.of("bash", "--login"), List.of("bash", "-il"),
                List.of("bash", "-i", "--login"))) {
            Injection injection = inject(login).orElseThrow();
            assertEquals(3, injection.argv().size(), "bash cannot take -l with --init-file: the script reads the profiles");
            assertEquals("1", injection.environment().get("VSCODE_SHELL_LOGIN"), String.valueOf(login));
        }
        assertEquals(null, inject(List.of("bash", "-i")).orElseThrow().environment().get("VSCODE_SHELL_LOGIN"));
    }

    @Test
    void bashRewritesAScriptSomethingChanged() throws Exception {
        Injector injector = new Injector(new ShellIntegrationSettings(tmp, false));
        Path script = Path.of(injector.inject(new InjectionRequest(List.of("bash"), Map.of(), NONCE)).orElseThrow().argv().get(2));
        Files.writeString(script, "echo tampered\n");
        Path again = Path.of(injector.inject(new InjectionRequest(List.of("bash"), Map.of(), NONCE)).orElseThrow().argv().get(2));
        assertEquals(script, again);
        assertEquals(ScriptResources.text(ScriptResources.BASH), Files.readString(again));

        deleteTree(script.getParent());
        Path remade = Path.of(injector.inject(new InjectionRequest(List.of("bash"), Map.of(), NONCE)).orElseThrow().argv().get(2));
        assertEquals(ScriptResources.text(ScriptResources.BASH), Files.readString(remade), "a removed folder is made again");
    }

    @Test
    void zshGetsItsFolderAndRemembersThePersonsOwn() throws Exception {
        Injection plain = inject(List.of("zsh")).orElseThrow();
        assertEquals(List.of("zsh", "-i"), plain.argv());
        Path folder = Path.of(plain.environment().get("ZDOTDIR"));
        assertEquals(tmp.toRealPath().resolve(System.getProperty("user.name") + "-ahpd-zsh"), folder);
        assertTrue(plain.environment().containsKey("USER_ZDOTDIR"));
        assertNull(plain.environment().get("USER_ZDOTDIR"), "no ZDOTDIR of their own: the scripts use HOME");
        assertEquals(NONCE, plain.environment().get("VSCODE_NONCE"));

        Injection own = inject(List.of("/usr/bin/zsh", "--login"), Map.of("ZDOTDIR", "/home/ann/.config/zsh")).orElseThrow();
        assertEquals(List.of("/usr/bin/zsh", "-il"), own.argv());
        assertEquals("/home/ann/.config/zsh", own.environment().get("USER_ZDOTDIR"));

        Injection nested = inject(List.of("zsh"), Map.of("ZDOTDIR", folder.toString())).orElseThrow();
        assertNull(nested.environment().get("USER_ZDOTDIR"), "our own folder is not the person's");
    }

    @Test
    void fishAndPowerShellGetTheirScriptAsAnArgumentAndNoFile() throws Exception {
        Injection fish = inject(List.of("fish")).orElseThrow();
        assertEquals(List.of("fish", "--init-command", ScriptResources.text(ScriptResources.FISH)), fish.argv());
        assertEquals(List.of("fish", "-l", "--init-command", ScriptResources.text(ScriptResources.FISH)),
                inject(List.of("/usr/bin/fish", "--login")).orElseThrow().argv().stream()
                        .map(a -> a.equals("/usr/bin/fish") ? "fish" : a).toList());

        Injection pwsh = inject(List.of("C:\\Program Files\\PowerShell\\7\\pwsh.exe", "-NoLogo", "-Login")).orElseThrow();
        assertEquals(List.of("C:\\Program Files\\PowerShell\\7\\pwsh.exe", "-Login", "-NoLogo", "-NoExit", "-EncodedCommand"),
                pwsh.argv().subList(0, 5));
        String script = new String(Base64.getDecoder().decode(pwsh.argv().get(5)), StandardCharsets.UTF_16LE);
        assertEquals(ScriptResources.text(ScriptResources.PWSH), script);
        assertEquals(NONCE, pwsh.environment().get("VSCODE_NONCE"));
        assertTrue(inject(List.of("powershell.exe")).isPresent());

        try (var files = Files.list(tmp)) {
            assertEquals(List.of(), files.toList(), "nothing was written for fish or PowerShell");
        }
    }

    @Test
    void eachTerminalGetsTheNonceItAsksWith() {
        Injector injector = new Injector(new ShellIntegrationSettings(tmp, false));
        String first = injector.inject(new InjectionRequest(List.of("fish"), Map.of(), "a")).orElseThrow()
                .environment().get("VSCODE_NONCE");
        String second = injector.inject(new InjectionRequest(List.of("fish"), Map.of(), "b")).orElseThrow()
                .environment().get("VSCODE_NONCE");
        assertEquals("a", first);
        assertNotEquals(first, second);
    }

    @Test
    void theProviderIsTheModulesScriptsIntegration() {
        ShellIntegrationProvider provider = new ScriptsShellIntegrationProvider();
        assertEquals("scripts", provider.name());
        ModuleDescriptor descriptor = ScriptsShellIntegrationProvider.class.getModule().getDescriptor();
        assertTrue(descriptor.provides().stream().anyMatch(p -> p.service().equals(ShellIntegrationProvider.class.getName())
                && p.providers().equals(List.of(ScriptsShellIntegrationProvider.class.getName()))));
        assertFalse(descriptor.exports().stream().anyMatch(e -> true), "the module exports nothing");
        ShellIntegration integration = provider.create(new ShellIntegrationSettings(tmp, false));
        assertTrue(integration.inject(new InjectionRequest(List.of("dash"), Map.of(), NONCE)).isEmpty());
        assertTrue(integration.track(NONCE) != integration.track(NONCE), "a tracker per terminal");
    }

    static void deleteTree(Path root) throws Exception {
        try (var paths = Files.walk(root)) {
            for (Path path : paths.sorted(java.util.Comparator.reverseOrder()).toList()) {
                Files.delete(path);
            }
        }
    }
}
