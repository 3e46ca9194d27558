package ahp.server.auth;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A daemon given no users file on a file system without POSIX modes (Windows's) still writes its owner
 * token: no mode is asked for where none can be given (the JDK refuses one there).
 */
class OwnerTokenWindowsTest {

    @TempDir
    Path folder;

    @Test
    void withoutModesTheTokenIsWrittenAndReplacedAndNoTemporaryFileIsLeft() throws Exception {
        Path state = folder.resolve("AppData/ahpd");
        OwnerToken.write(state, "first", false);
        Path file = OwnerToken.write(state, "second", false);
        assertEquals(state.resolve("owner-token"), file);
        assertEquals("second", Files.readString(file).strip());
        try (var files = Files.list(state)) {
            assertEquals(1, files.count());
        }
    }
}
