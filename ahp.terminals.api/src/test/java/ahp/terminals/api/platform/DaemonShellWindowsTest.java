package ahp.terminals.api.platform;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.HashMap;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * The daemon's shell on a Windows machine described by its variables and its files, in each order of
 * what is installed there; and on POSIX systems as it always was.
 */
class DaemonShellWindowsTest {

    private static final String PWSH_FOLDER = "C:\\Program Files\\PowerShell\\7";
    private static final String PWSH = PWSH_FOLDER + "\\pwsh.exe";
    private static final String POWERSHELL = "C:\\Windows\\System32\\WindowsPowerShell\\v1.0\\powershell.exe";
    private static final String CMD = "C:\\Windows\\system32\\cmd.exe";
    private static final String GIT_BASH = "C:\\Program Files\\Git\\bin\\bash.exe";

    /** A Windows machine's variables as a fresh one has them, PATH with PowerShell 7's folder in it. */
    private static Map<String, String> variables() {
        Map<String, String> env = new HashMap<>();
        env.put("Path", "C:\\Windows\\system32;C:\\Windows;C:\\Windows\\System32\\WindowsPowerShell\\v1.0\\;"
                + PWSH_FOLDER + "\\;C:\\Program Files\\Git\\bin");
        env.put("PATHEXT", ".COM;.EXE;.BAT;.CMD;.VBS;.JS;.PS1");
        env.put("ProgramFiles", "C:\\Program Files");
        env.put("SystemRoot", "C:\\Windows");
        env.put("ComSpec", CMD);
        return env;
    }

    private static String shell(Map<String, String> env, Set<String> files) {
        Platform platform = new Platform(Platform.Os.WINDOWS, env, files::contains);
        String shell = DaemonShell.of(platform);
        assertEquals(shell, DaemonShell.forTerminal(platform), "a terminal that names no shell opens the same one");
        return shell;
    }

    @Test
    void withAllThreeItIsPowerShell7FoundOnPath() {
        assertEquals(PWSH, shell(variables(), Set.of(PWSH, POWERSHELL, CMD)));
    }

    @Test
    void powerShell7OffThePathIsFoundInItsInstallFolder() {
        Map<String, String> env = variables();
        env.put("Path", "C:\\Windows\\system32;C:\\Windows");
        assertEquals(PWSH, shell(env, Set.of(PWSH, POWERSHELL, CMD)));
    }

    @Test
    void powerShell7OnPathElsewhereComesBeforeItsInstallFolder() {
        Map<String, String> env = variables();
        String scoop = "C:\\Users\\ann\\scoop\\shims";
        env.put("Path", scoop + ";" + env.get("Path"));
        assertEquals(scoop + "\\pwsh.exe", shell(env, Set.of(scoop + "\\pwsh.exe", PWSH, POWERSHELL, CMD)));
    }

    @Test
    void withoutPowerShell7ItIsWindowsPowerShell() {
        assertEquals(POWERSHELL, shell(variables(), Set.of(POWERSHELL, CMD)));
    }

    @Test
    void windowsPowerShellIsFoundOnPathWhenItIsNotUnderSystemRoot() {
        Map<String, String> env = variables();
        env.put("SystemRoot", "D:\\Win");
        assertEquals("C:\\Windows\\System32\\WindowsPowerShell\\v1.0\\powershell.exe",
                shell(env, Set.of(POWERSHELL, CMD)));
    }

    @Test
    void withOnlyCmdItIsComSpec() {
        assertEquals(CMD, shell(variables(), Set.of(CMD)));
    }

    @Test
    void withoutComSpecItIsCmdUnderSystemRootAndLastTheDefaultFolder() {
        Map<String, String> env = variables();
        env.remove("ComSpec");
        assertEquals("C:\\Windows\\System32\\cmd.exe", shell(env, Set.of(CMD)));
        env.put("SystemRoot", "D:\\Win");
        env.put("ComSpec", "D:\\gone\\cmd.exe");
        assertEquals("D:\\Win\\System32\\cmd.exe", shell(env, Set.of()), "a ComSpec that names no file is passed");
        assertEquals("C:\\Windows\\System32\\cmd.exe", shell(Map.of(), Set.of()));
    }

    @Test
    void shellIsIgnoredEvenWhereItNamesGitBash() {
        Map<String, String> env = variables();
        env.put("SHELL", GIT_BASH);
        assertEquals(PWSH, shell(env, Set.of(GIT_BASH, PWSH, POWERSHELL, CMD)));
        assertEquals(CMD, shell(env, Set.of(GIT_BASH, CMD)));
    }

    @Test
    void variablesAreReadInAnyCase() {
        Map<String, String> env = new HashMap<>();
        env.put("PATH", "C:\\Windows\\system32");
        env.put("SYSTEMROOT", "C:\\Windows");
        env.put("programfiles", "C:\\Program Files\\");
        env.put("COMSPEC", CMD);
        assertEquals(PWSH, shell(env, Set.of(PWSH, CMD)));
        assertEquals(POWERSHELL, shell(env, Set.of(POWERSHELL, CMD)));
        assertEquals(CMD, shell(env, Set.of(CMD)));
    }

    @Test
    void posixIsUnchanged() {
        for (Platform.Os os : new Platform.Os[] {Platform.Os.LINUX, Platform.Os.MAC, Platform.Os.OTHER}) {
            Platform zsh = new Platform(os, Map.of("SHELL", "/usr/bin/zsh"), Set.of("/usr/bin/zsh")::contains);
            assertEquals("/usr/bin/zsh", DaemonShell.of(zsh));
            assertEquals("/usr/bin/zsh", DaemonShell.forTerminal(zsh));
            Platform gone = new Platform(os, Map.of("SHELL", "/usr/bin/zsh"), path -> false);
            assertEquals("/bin/sh", DaemonShell.of(gone), "the daemon's own shell is one that is there");
            assertEquals("/usr/bin/zsh", DaemonShell.forTerminal(gone), "a terminal's fails where it is seen");
            Platform relative = new Platform(os, Map.of("SHELL", "zsh"), path -> true);
            assertEquals("/bin/sh", DaemonShell.of(relative));
            Platform none = new Platform(os, Map.of("SHELL", " ", "ComSpec", CMD), path -> true);
            assertEquals("/bin/sh", DaemonShell.of(none));
            assertEquals("/bin/sh", DaemonShell.forTerminal(none));
        }
    }
}
