package ahp.terminals.pty;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/** Without a folder named, the library is copied once to a fixed cache folder, never a new temp one. */
class NativeFolderTest {

    @Test
    void theBundledLibraryIsCopiedOnceToAFixedFolderAndAChildJvmLoadsItFromThere() throws Exception {
        String given = System.getProperty(NativeFolder.PROPERTY);
        System.clearProperty(NativeFolder.PROPERTY);
        try {
            Path folder = NativeFolder.ensure();
            Path library = folder.resolve("linux").resolve(NativeFolder.architecture()).resolve("libpty.so");
            assertTrue(folder.startsWith(Path.of(System.getenv("XDG_CACHE_HOME"))), folder.toString());
            assertEquals(folder.toString(), System.getProperty(NativeFolder.PROPERTY));
            byte[] bundled;
            try (InputStream in = com.pty4j.PtyProcess.class.getResourceAsStream(
                    "/resources/com/pty4j/native/linux/" + NativeFolder.architecture() + "/libpty.so")) {
                bundled = in.readAllBytes();
            }
            assertArrayEquals(bundled, Files.readAllBytes(library));
            long modified = Files.getLastModifiedTime(library).toMillis();

            assertEquals(folder, NativeFolder.ensure(), "the same folder at the next start");
            assertEquals(modified, Files.getLastModifiedTime(library).toMillis(), "not written again");
            try (Stream<Path> files = Files.list(library.getParent())) {
                assertEquals(List.of(library), files.toList(), "no partial copies left behind");
            }
            ChildJvmProbe.Outcome outcome = ChildJvmProbe.run(List.of());
            assertTrue(outcome.survived(), outcome.reason());
        } finally {
            System.setProperty(NativeFolder.PROPERTY, given);
        }
    }
}
