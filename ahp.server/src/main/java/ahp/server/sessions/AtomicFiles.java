package ahp.server.sessions;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.util.UUID;

/**
 * Writes a file so that a reader, or a daemon started after a SIGKILL at any moment, finds either the
 * old content or the new one whole: the bytes go to a temporary file beside it, are forced to the
 * disk, the temporary file is renamed over the target (atomic on one file system), and the folder is
 * forced so the rename itself survives a crash.
 */
public final class AtomicFiles {

    /** The ending of a temporary file that a crash may leave behind; readers skip such files. */
    public static final String TEMPORARY_SUFFIX = ".tmp";

    private AtomicFiles() {}

    /** Replaces {@code target} with {@code bytes}, creating its folder when missing. */
    public static void write(Path target, byte[] bytes) throws IOException {
        Path folder = target.toAbsolutePath().getParent();
        if (!Files.isDirectory(folder)) {
            // Only when missing: createDirectories on a folder that is there throws and catches inside.
            Files.createDirectories(folder);
        }
        Path temporary = folder.resolve("." + target.getFileName() + "." + UUID.randomUUID() + TEMPORARY_SUFFIX);
        boolean moved = false;
        try {
            try (FileChannel channel = FileChannel.open(temporary, StandardOpenOption.CREATE_NEW,
                    StandardOpenOption.WRITE)) {
                ByteBuffer buffer = ByteBuffer.wrap(bytes);
                while (buffer.hasRemaining()) {
                    channel.write(buffer);
                }
                channel.force(true);
            }
            try {
                Files.move(temporary, target, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
            } catch (AtomicMoveNotSupportedException notHere) {
                Files.move(temporary, target, StandardCopyOption.REPLACE_EXISTING);
            }
            moved = true;
        } finally {
            if (!moved) {
                Files.deleteIfExists(temporary);
            }
        }
        forceFolder(folder);
    }

    /** Forces a folder's entries to the disk (a rename or a delete in it). */
    static void forceFolder(Path folder) {
        try (FileChannel channel = FileChannel.open(folder, StandardOpenOption.READ)) {
            channel.force(true);
        } catch (IOException | UnsupportedOperationException notAFolderChannel) {
            // Some file systems cannot open a folder for reading; the rename is then as durable as they make it.
        }
    }
}
