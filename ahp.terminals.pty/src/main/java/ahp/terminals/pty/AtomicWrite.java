package ahp.terminals.pty;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;

/**
 * A file of this binding's own written whole or not at all: the bytes go to a file beside it that
 * then replaces it in one step, so a reader (another daemon starting) never sees half of it.
 */
public final class AtomicWrite {

    private AtomicWrite() {}

    /** Makes {@code target} hold {@code content}, making its folder first. */
    public static void replace(Path target, byte[] content) throws IOException {
        Files.createDirectories(target.getParent());
        Path partial = Files.createTempFile(target.getParent(), "." + target.getFileName(), ".partial");
        try {
            Files.write(partial, content);
            Files.move(partial, target, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
        } finally {
            Files.deleteIfExists(partial);
        }
    }
}
