package ahp.server.auth;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The owner token a daemon given no users file generates. */
class OwnerTokenTest {

    @TempDir
    Path folder;

    @Test
    void itIsWrittenForItsOwnerAloneAndSignsInAnOwner() throws Exception {
        Path state = folder.resolve("state/ahpd");
        String token = OwnerToken.generate();
        assertTrue(token.length() >= 43, token);
        assertNotEquals(token, OwnerToken.generate());
        Path file = OwnerToken.write(state, token);
        assertEquals(state.resolve("owner-token"), file);
        assertEquals(token, Files.readString(file).strip());
        assertEquals("rw-------", PosixFilePermissions.toString(Files.getPosixFilePermissions(file)));
        assertEquals("rwx------", PosixFilePermissions.toString(Files.getPosixFilePermissions(state)));
        assertEquals(Role.OWNER, OwnerToken.ownerOnly(token).signIn(token).orElseThrow().role());
    }

    @Test
    void aNewStartReplacesTheOldTokenAndLeavesNoTemporaryFile() throws Exception {
        OwnerToken.write(folder, "first");
        OwnerToken.write(folder, "second");
        assertEquals("second", Files.readString(folder.resolve("owner-token")).strip());
        try (var files = Files.list(folder)) {
            assertEquals(1, files.count());
        }
    }
}
