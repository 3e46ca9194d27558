package ahp.server.resources;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.SecureDirectoryStream;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * What keeps a check and its operation on one folder: a path opened name by name never passes
 * through a link, as a name swapped for a link between the check and the operation would be.
 */
class NoFollowTest {

    @TempDir
    Path root;

    @Test
    void aFolderWithNoLinkOnTheWayOpens() throws IOException {
        Path real = Files.createDirectories(root.toRealPath().resolve("a/b"));
        Files.writeString(real.resolve("f.txt"), "x");
        List<String> names = new ArrayList<>();
        try (SecureDirectoryStream<Path> folder = NoFollow.folder(real)) {
            folder.forEach(path -> names.add(path.getFileName().toString()));
        }
        assertEquals(List.of("f.txt"), names);
    }

    @Test
    void aLinkAnywhereOnTheWayIsRefused() throws IOException {
        Path real = Files.createDirectories(root.toRealPath().resolve("a/b"));
        Path swapped = Files.createSymbolicLink(root.toRealPath().resolve("swapped"), real.getParent());
        assertThrows(IOException.class, () -> NoFollow.folder(swapped.resolve("b")).close());
        assertThrows(IOException.class, () -> NoFollow.folder(swapped).close());
    }
}
