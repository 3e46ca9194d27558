package ahp.terminals.api.platform;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.Optional;
import org.junit.jupiter.api.Test;

/** Windows paths with drive letters and shares as {@code file:} URIs and back; POSIX paths as before. */
class PathsWindowsTest {

    private static final Platform.Os WINDOWS = Platform.Os.WINDOWS;

    private static void bothWays(String path, String uri) {
        assertEquals(uri, PathUris.uri(WINDOWS, path));
        assertEquals(Optional.of(path), PathUris.path(WINDOWS, uri));
    }

    @Test
    void aDriveLetterPathIsAFileUriWithThreeSlashes() {
        bothWays("C:\\Users\\ann\\work", "file:///C:/Users/ann/work");
        bothWays("d:\\src", "file:///d:/src");
        bothWays("C:\\", "file:///C:/");
        bothWays("C:\\Users\\ann\\my project #1\\50% done", "file:///C:/Users/ann/my%20project%20%231/50%25%20done");
        bothWays("C:\\Users\\zoë\\é", "file:///C:/Users/zo%C3%AB/%C3%A9");
    }

    @Test
    void aShareIsAFileUriWithItsServerAsTheHost() {
        bothWays("\\\\server\\share\\x", "file://server/share/x");
        bothWays("\\\\server\\share\\a b\\#1", "file://server/share/a%20b/%231");
    }

    @Test
    void otherWaysOfWritingTheSamePathGiveTheSameUri() {
        assertEquals("file:///C:/Users/ann", PathUris.uri(WINDOWS, "C:/Users/ann"));
        assertEquals("file:///C:/Users/ann", PathUris.uri(WINDOWS, "\\\\?\\C:\\Users\\ann"));
        assertEquals("file://server/share/x", PathUris.uri(WINDOWS, "\\\\?\\UNC\\server\\share\\x"));
        assertEquals(Optional.of("C:\\Users\\ann"), PathUris.path(WINDOWS, "file://localhost/C:/Users/ann"));
        assertEquals(Optional.of("C:\\Users\\ann"), PathUris.path(WINDOWS, "FILE:/C:/Users/ann"));
        assertEquals(Optional.of("c:\\Users\\ann"), PathUris.path(WINDOWS, "file:///c%3A/Users/ann"),
                "VS Code's own form, its drive letter as it was written");
        assertEquals(Optional.of("C:\\"), PathUris.path(WINDOWS, "file:///C:"));
        bothWays("\\Users\\ann", "file:///Users/ann");
    }

    @Test
    void aRelativePathHasNoUriAndANonFileUriNoPath() {
        assertThrows(IllegalArgumentException.class, () -> PathUris.uri(WINDOWS, "C:"));
        assertThrows(IllegalArgumentException.class, () -> PathUris.uri(WINDOWS, "C:work"));
        assertThrows(IllegalArgumentException.class, () -> PathUris.uri(WINDOWS, "work\\x"));
        assertThrows(IllegalArgumentException.class, () -> PathUris.uri(WINDOWS, "\\\\server"));
        assertEquals(Optional.empty(), PathUris.path(WINDOWS, "https://example.com/C:/x"));
        assertEquals(Optional.empty(), PathUris.path(WINDOWS, "file:C:/x"));
        assertEquals(Optional.empty(), PathUris.path(WINDOWS, "file:///C:/50%"));
    }

    @Test
    void aUrisPathIsTheSystemsPath() {
        assertEquals("C:\\Users\\ann", PathUris.fromUriPath(WINDOWS, "/C:/Users/ann"));
        assertEquals("/home/ann", PathUris.fromUriPath(Platform.Os.LINUX, "/home/ann"));
    }

    @Test
    void posixPathsAreAsBefore() {
        assertEquals("file:///home/ann/a%20b%20%231", PathUris.uri(Platform.Os.LINUX, "/home/ann/a b #1"));
        assertEquals("file:///srv/host/%C3%A9", PathUris.uri(Platform.Os.MAC, "/srv/host/é"));
        assertEquals(Optional.of("/home/ann/a b"), PathUris.path(Platform.Os.LINUX, "file:///home/ann/a%20b"));
        assertEquals(Optional.of("/x"), PathUris.path(Platform.Os.LINUX, "file://localhost/x"));
        assertEquals(Optional.empty(), PathUris.path(Platform.Os.LINUX, "file://server/share/x"),
                "another machine's file");
        assertThrows(IllegalArgumentException.class, () -> PathUris.uri(Platform.Os.LINUX, "C:\\Users"));
    }

    @Test
    void theHomeFolderIsUserProfileOnWindows() {
        Platform windows = new Platform(WINDOWS, java.util.Map.of("HOME", "/c/Users/ann", "USERPROFILE",
                "C:\\Users\\ann"), path -> false);
        assertEquals(Optional.of("C:\\Users\\ann"), windows.home(), "Git Bash's HOME is not Windows's");
        assertEquals("file:///C:/Users/ann", PathUris.uri(WINDOWS, windows.home().orElseThrow()));
    }
}
