package ahp.server.host;

import static org.junit.jupiter.api.Assertions.assertEquals;

import ahp.terminals.api.platform.Platform;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** The daemon's home and its own shell, from the platform it is given: Windows's, and POSIX's as before. */
class HostSettingsWindowsTest {

    @Test
    void onWindowsHomeIsUserProfileAndTheShellIsTheFirstOfTheChain() {
        String pwsh = "C:\\Program Files\\PowerShell\\7\\pwsh.exe";
        Platform windows = new Platform(Platform.Os.WINDOWS, Map.of("USERPROFILE", "C:\\Users\\ann", "HOME",
                "/c/Users/ann", "SHELL", "/usr/bin/bash", "ProgramFiles", "C:\\Program Files",
                "ComSpec", "C:\\Windows\\system32\\cmd.exe"), Set.of(pwsh, "/usr/bin/bash")::contains);
        HostSettings settings = HostSettings.of(null, windows);
        // A Path of this Linux machine holds C:\Users\ann as one name; on Windows it is the folder.
        assertEquals("C:\\Users\\ann", settings.home().toString());
        assertEquals(pwsh, settings.daemonShell());
    }

    @Test
    void onPosixHomeIsHomeAndTheShellIsShellThenBinSh() {
        Platform linux = new Platform(Platform.Os.LINUX, Map.of("HOME", "/home/ann", "SHELL", "/usr/bin/zsh"),
                Set.of("/usr/bin/zsh")::contains);
        HostSettings settings = HostSettings.of("/bin/bash", linux);
        assertEquals("/home/ann", settings.home().toString());
        assertEquals("/usr/bin/zsh", settings.daemonShell());
        assertEquals("/bin/bash", settings.defaultShell());
        assertEquals("/bin/sh", HostSettings.of(null, linux.withEnvironment(Map.of("HOME", "/home/ann",
                "SHELL", "/nowhere/zsh"))).daemonShell());
        assertEquals(System.getProperty("user.home"), HostSettings.of(null, linux.withEnvironment(Map.of()))
                .home().toString(), "without HOME, the JVM's user.home");
    }
}
