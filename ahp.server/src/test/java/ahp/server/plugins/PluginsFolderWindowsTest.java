package ahp.server.plugins;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * On a file system without POSIX owners and modes (Windows's) the plugins folder cannot be trusted by
 * them: the daemon still starts, makes the folder, and loads nothing from it, saying why.
 */
class PluginsFolderWindowsTest {

    @TempDir
    Path state;

    @Test
    void theFolderIsMadeWithoutAModeAndNoPluginIsLoadedFromIt() throws Exception {
        Path folder = PluginsFolder.prepare(state.resolve("ahpd/plugins"), false);
        assertTrue(Files.isDirectory(folder));
        Path jar = Files.writeString(folder.resolve("plugin.jar"), "not read");
        assertEquals(Optional.of(PluginsFolder.NO_OWNERS), PluginsFolder.whyNotAPlugin(jar, false));
        assertEquals("this file system has no POSIX owners and modes to trust a plugin by (Windows)", PluginsFolder.NO_OWNERS);
    }
}
