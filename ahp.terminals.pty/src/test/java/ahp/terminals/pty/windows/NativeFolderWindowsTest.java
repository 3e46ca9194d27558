package ahp.terminals.pty.windows;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import ahp.terminals.api.platform.Platform;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * pty4j's Windows natives go to one folder under {@code %LOCALAPPDATA%}, copied once, rather than to a
 * new temporary folder at every start; a folder the launcher names is used as it is.
 */
class NativeFolderWindowsTest {

    @TempDir
    Path localAppData;

    private String before;

    @BeforeEach
    void forgetTheProperty() {
        before = System.clearProperty(WindowsNativeFolder.PROPERTY);
    }

    @AfterEach
    void restoreTheProperty() {
        if (before == null) {
            System.clearProperty(WindowsNativeFolder.PROPERTY);
        } else {
            System.setProperty(WindowsNativeFolder.PROPERTY, before);
        }
    }

    @Test
    void withoutThePropertyTheNativesAreCopiedOnceUnderLocalAppDataAndThePropertyNamesThem() throws Exception {
        Platform windows = new Platform(Platform.Os.WINDOWS, Map.of("LocalAppData", localAppData.toString()), path -> false);
        Path folder = WindowsNativeFolder.ensure(windows, "amd64");
        assertTrue(folder.startsWith(localAppData.resolve("ahp").resolve("pty4j")), folder.toString());
        assertEquals(folder.toString(), System.getProperty(WindowsNativeFolder.PROPERTY));
        for (String file : WindowsNativeFolder.FILES) {
            assertArrayEquals(bundled("win/x86-64/" + file), Files.readAllBytes(folder.resolve("win/x86-64").resolve(file)), file);
        }
        Path conpty = folder.resolve("win/x86-64/conpty.dll");
        long written = Files.getLastModifiedTime(conpty).toMillis();

        System.clearProperty(WindowsNativeFolder.PROPERTY);
        Files.setLastModifiedTime(conpty, java.nio.file.attribute.FileTime.fromMillis(written - 60_000));
        assertEquals(folder, WindowsNativeFolder.ensure(windows, "amd64"));
        assertEquals(written - 60_000, Files.getLastModifiedTime(conpty).toMillis(), "not copied again");
    }

    @Test
    void aFolderTheLauncherNamesIsUsedAsItIs() throws Exception {
        System.setProperty(WindowsNativeFolder.PROPERTY, localAppData.toString());
        Platform windows = new Platform(Platform.Os.WINDOWS, Map.of(), path -> false);
        assertEquals(localAppData, WindowsNativeFolder.ensure(windows, "aarch64"));
        try (var entries = Files.list(localAppData)) {
            assertEquals(0, entries.count(), "nothing copied into it");
        }
    }

    @Test
    void theArchitecturesArePty4jsNamesAndAnotherIsRefused() throws Exception {
        assertEquals("x86-64", WindowsNativeFolder.architecture("amd64"));
        assertEquals("aarch64", WindowsNativeFolder.architecture("aarch64"));
        IOException x86 = assertThrows(IOException.class, () -> WindowsNativeFolder.architecture("x86"));
        assertEquals("pty4j has no ConPTY for os.arch x86 on Windows", x86.getMessage());
    }

    @Test
    void theCacheIsLocalAppDataElseTheHomesAppDataLocal() {
        assertEquals(Path.of("C:\\Users\\ada", "AppData", "Local"), WindowsNativeFolder.cacheRoot(
                new Platform(Platform.Os.WINDOWS, Map.of("USERPROFILE", "C:\\Users\\ada"), path -> false)));
        assertEquals(Path.of("D:\\Local"), WindowsNativeFolder.cacheRoot(new Platform(Platform.Os.WINDOWS,
                Map.of("USERPROFILE", "C:\\Users\\ada", "LOCALAPPDATA", "D:\\Local"), path -> false)));
    }

    private static byte[] bundled(String relative) throws IOException {
        try (InputStream in = com.pty4j.PtyProcess.class.getResourceAsStream("/resources/com/pty4j/native/" + relative)) {
            return in.readAllBytes();
        }
    }
}
