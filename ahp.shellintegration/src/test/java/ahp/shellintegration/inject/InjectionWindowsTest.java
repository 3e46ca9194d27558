package ahp.shellintegration.inject;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import ahp.terminals.api.platform.Platform;
import ahp.terminals.api.platform.WindowsArguments;
import ahp.terminals.api.spi.Injection;
import ahp.terminals.api.spi.InjectionRequest;
import ahp.terminals.api.spi.ShellIntegrationSettings;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Base64;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Which shell gets its script on Windows: PowerShell ({@code pwsh.exe}, {@code powershell.exe}, by any
 * path, in any case), and no other, {@code cmd.exe} and {@code bash.exe} included. On other systems
 * the same names get what they always got.
 */
class InjectionWindowsTest {

    /** The longest command line Windows starts a process with ({@code CreateProcessW}), in characters. */
    private static final int MAX_COMMAND_LINE = 32_767;

    @TempDir
    Path tmp;

    private Optional<Injection> inject(Platform.Os os, String... argv) {
        return new Injector(new ShellIntegrationSettings(tmp, false, os))
                .inject(new InjectionRequest(List.of(argv), Map.of("USERPROFILE", "C:\\Users\\ann"), "n"));
    }

    @Test
    void powerShellGetsItsScriptByAnyPathInAnyCase() {
        for (String pwsh : List.of("pwsh.exe", "PWSH.EXE", "pwsh", "C:\\Program Files\\PowerShell\\7\\pwsh.exe",
                "C:/Program Files/PowerShell/7/Pwsh.exe", "powershell.exe",
                "C:\\WINDOWS\\System32\\WindowsPowerShell\\v1.0\\PowerShell.EXE")) {
            Injection injection = inject(Platform.Os.WINDOWS, pwsh).orElseThrow(() -> new AssertionError(pwsh));
            assertEquals(List.of(pwsh, "-NoExit", "-EncodedCommand"), injection.argv().subList(0, 3), pwsh);
            String script = new String(Base64.getDecoder().decode(injection.argv().get(3)), StandardCharsets.UTF_16LE);
            assertEquals(ScriptResources.text(ScriptResources.PWSH), script);
            assertEquals("n", injection.environment().get("VSCODE_NONCE"));
        }
        assertEquals(List.of("pwsh.exe", "-Login", "-NoLogo"),
                inject(Platform.Os.WINDOWS, "pwsh.exe", "-l", "-nol").orElseThrow().argv().subList(0, 3));
    }

    @Test
    void itsWindowsCommandLineFitsWhatWindowsStarts() {
        Injection injection = inject(Platform.Os.WINDOWS, "C:\\Program Files\\PowerShell\\7\\pwsh.exe").orElseThrow();
        String line = WindowsArguments.program(injection.argv().getFirst()) + " "
                + WindowsArguments.join(injection.argv().subList(1, injection.argv().size()));
        assertTrue(line.length() < MAX_COMMAND_LINE, line.length() + " characters");
        assertTrue(line.endsWith(injection.argv().get(3)), "the script in base64 needs no quotes");
    }

    @Test
    void cmdBashAndTheRestGetNothingOnWindows() throws Exception {
        for (String shell : List.of("cmd.exe", "CMD.EXE", "C:\\Windows\\System32\\cmd.exe", "bash.exe",
                "C:\\Program Files\\Git\\bin\\bash.exe", "C:\\Windows\\System32\\bash.exe", "bash", "zsh.exe",
                "C:\\msys64\\usr\\bin\\fish.exe", "wsl.exe", "sh.exe", "nu.exe")) {
            assertEquals(Optional.empty(), inject(Platform.Os.WINDOWS, shell), shell);
        }
        try (var made = Files.list(tmp)) {
            assertEquals(0, made.count(), "no script file is written for a shell that gets none");
        }
    }

    @Test
    void otherSystemsAreAsBefore() {
        assertTrue(inject(Platform.Os.LINUX, "/usr/bin/bash").isPresent());
        assertTrue(inject(Platform.Os.LINUX, "fish").isPresent());
        assertTrue(inject(Platform.Os.MAC, "pwsh").isPresent());
        assertEquals(Optional.empty(), inject(Platform.Os.LINUX, "C:\\Windows\\System32\\cmd.exe"));
        assertEquals(Shell.of("C:\\Program Files\\Git\\bin\\bash.exe"),
                Shell.of("C:\\Program Files\\Git\\bin\\bash.exe", Platform.Os.LINUX));
    }
}
