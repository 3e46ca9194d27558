package ahp.terminals.api.platform;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** A Windows platform as a Linux test describes it: its PATH, PATHEXT, variables in any case, home. */
class PlatformWindowsTest {

    private static Platform windows(Map<String, String> env, Set<String> files) {
        return new Platform(Platform.Os.WINDOWS, env, files::contains);
    }

    @Test
    void aProgramIsFoundOnPathWithTheExtensionsOfPathext() {
        Platform platform = windows(Map.of("Path", "C:\\Windows\\system32;C:\\Program Files\\PowerShell\\7\\",
                "PATHEXT", ".COM;.EXE;.BAT"), Set.of("C:\\Program Files\\PowerShell\\7\\pwsh.exe", "C:\\Windows\\system32\\cmd.exe"));
        assertEquals(Optional.of("C:\\Program Files\\PowerShell\\7\\pwsh.exe"), platform.findOnPath("pwsh"));
        assertEquals(Optional.of("C:\\Windows\\system32\\cmd.exe"), platform.findOnPath("cmd"));
        assertEquals(Optional.of("C:\\Windows\\system32\\cmd.exe"), platform.findOnPath("cmd.exe"));
        assertEquals(Optional.empty(), platform.findOnPath("powershell"));
    }

    @Test
    void aRelativeFolderOfPathIsNotSearched() {
        assertEquals(Optional.empty(), windows(Map.of("PATH", ".;tools"), Set.of(".\\pwsh.exe", "tools\\pwsh.exe"))
                .findOnPath("pwsh"));
        assertEquals(Optional.of("\\\\srv\\bin\\pwsh.exe"), windows(Map.of("PATH", "tools;\\\\srv\\bin"),
                Set.of("tools\\pwsh.exe", "\\\\srv\\bin\\pwsh.exe")).findOnPath("pwsh"));
        Platform linux = new Platform(Platform.Os.LINUX, Map.of("PATH", ":bin:/usr/bin"), Set.of("/ssh", "bin/ssh", "/usr/bin/ssh")::contains);
        assertEquals(Optional.of("/usr/bin/ssh"), linux.findOnPath("ssh"));
    }

    @Test
    void variablesAreMatchedInAnyCaseOnWindowsOnly() {
        assertEquals(Optional.of("C:\\Users\\ann"), windows(Map.of("UserProfile", "C:\\Users\\ann"), Set.of()).home());
        assertEquals(Optional.empty(), new Platform(Platform.Os.LINUX, Map.of("home", "/x"), path -> false).home());
        assertEquals(Optional.of("/home/ann"), new Platform(Platform.Os.LINUX, Map.of("HOME", "/home/ann"), p -> false).home());
    }

    @Test
    void theSystemIsReadFromItsName() {
        assertEquals(Platform.Os.WINDOWS, Platform.Os.of("Windows 11"));
        assertEquals(Platform.Os.LINUX, Platform.Os.of("Linux"));
        assertEquals(Platform.Os.MAC, Platform.Os.of("Mac OS X"));
        assertTrue(Platform.current().os() == Platform.Os.LINUX, "these tests run on Linux");
    }
}
