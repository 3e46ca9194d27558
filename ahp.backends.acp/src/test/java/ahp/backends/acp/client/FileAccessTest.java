package ahp.backends.acp.client;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import ahp.backends.acp.rpc.RpcError;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Files inside the working directories only, links followed and checked. */
class FileAccessTest {

    @TempDir
    Path folder;

    private Path work;
    private Path second;
    private Path outside;
    private FileAccess files;

    @BeforeEach
    void folders() throws Exception {
        work = Files.createDirectories(folder.resolve("work"));
        second = Files.createDirectories(folder.resolve("second"));
        outside = Files.createDirectories(folder.resolve("outside"));
        Files.writeString(outside.resolve("secret"), "secret");
        files = new FileAccess(List.of(work, second));
    }

    @Test
    void readsLinesFromALineOn() throws Exception {
        Files.writeString(work.resolve("f.txt"), "1\n2\n3\n4");
        assertEquals("1\n2\n3\n4", files.read(work + "/f.txt", null, null));
        assertEquals("2\n3\n", files.read(work + "/f.txt", 2L, 2L));
        assertEquals("3\n4", files.read(work + "/f.txt", 3L, null));
        assertEquals("4", files.read(work + "/f.txt", 4L, 9L));
        assertEquals("", files.read(work + "/f.txt", 9L, null));
        assertEquals("", files.read(work + "/f.txt", 1L, 0L));
        assertEquals(RpcError.INVALID_PARAMS, assertThrows(RpcError.class, () -> files.read(work + "/f.txt", 0L, null)).code());
    }

    @Test
    void everyWorkingDirectoryIsInside() throws Exception {
        files.write(second + "/deep/er/f.txt", "made");
        assertEquals("made", Files.readString(second.resolve("deep/er/f.txt")));
        assertEquals("made", files.read(second + "/deep/er/f.txt", null, null));
        files.write(second + "/deep/er/f.txt", "again");
        assertEquals("again", Files.readString(second.resolve("deep/er/f.txt")));
    }

    @Test
    void pathsOutsideRelativeOrWithDotDotAreRefused() {
        for (String path : List.of(outside + "/secret", "secret", work + "/../outside/secret", work.toString(), "/etc/passwd")) {
            RpcError refused = assertThrows(RpcError.class, () -> files.read(path, null, null), path);
            assertEquals(RpcError.INVALID_PARAMS, refused.code(), path);
        }
        assertThrows(RpcError.class, () -> files.write(outside + "/new", "x"));
        assertFalse(Files.exists(outside.resolve("new")));
    }

    @Test
    void linksThatLeadOutAreRefused() throws Exception {
        Files.createSymbolicLink(work.resolve("out"), outside);
        Files.createSymbolicLink(work.resolve("secret-link"), outside.resolve("secret"));
        Files.createSymbolicLink(work.resolve("dangling"), outside.resolve("not-yet"));
        Files.createDirectories(work.resolve("in"));
        Files.createSymbolicLink(work.resolve("in-link"), work.resolve("in"));

        assertTrue(assertThrows(RpcError.class, () -> files.read(work + "/out/secret", null, null)).getMessage().contains(" leads to "));
        assertThrows(RpcError.class, () -> files.read(work + "/secret-link", null, null));
        assertThrows(RpcError.class, () -> files.write(work + "/secret-link", "overwritten"));
        assertThrows(RpcError.class, () -> files.write(work + "/out/planted", "x"));
        assertThrows(RpcError.class, () -> files.write(work + "/out/new/deeper", "x"));
        assertThrows(RpcError.class, () -> files.write(work + "/dangling", "x"));
        assertEquals("secret", Files.readString(outside.resolve("secret")));
        assertFalse(Files.exists(outside.resolve("planted")));
        assertFalse(Files.exists(outside.resolve("new")));
        assertFalse(Files.exists(outside.resolve("not-yet")));

        files.write(work + "/in-link/ok.txt", "inside");
        assertEquals("inside", files.read(work + "/in/ok.txt", null, null), "a link that stays inside is fine");
    }

    @Test
    void aMissingFileIsNotFound() {
        assertEquals(RpcError.RESOURCE_NOT_FOUND, assertThrows(RpcError.class, () -> files.read(work + "/none", null, null)).code());
    }
}
