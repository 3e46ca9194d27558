package ahp.shellintegration.inject;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.FileSystems;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.attribute.FileAttribute;
import java.nio.file.attribute.PosixFilePermission;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.Arrays;
import java.util.Set;

/** Writing a script where a shell reads it: only when it differs, and never half-written. */
final class ScriptFiles {

    /** Owner only: {@code rwx------}. */
    static final Set<PosixFilePermission> OWNER_ONLY = PosixFilePermissions.fromString("rwx------");

    private ScriptFiles() {}

    /** Whether this file system has POSIX owners and modes. */
    static boolean posix() {
        return FileSystems.getDefault().supportedFileAttributeViews().contains("posix");
    }

    /** The attributes for a folder only its owner may use, where the file system has them. */
    static FileAttribute<?>[] ownerOnlyFolder() {
        return posix() ? new FileAttribute<?>[] {PosixFilePermissions.asFileAttribute(OWNER_ONLY)}
                : new FileAttribute<?>[0];
    }

    /**
     * Makes {@code file} hold exactly {@code content}. A file that already does is left alone, so a
     * shell reading it meanwhile never sees it change; otherwise the content goes to a new file
     * beside it that then replaces it in one step.
     */
    static void write(Path file, String content) throws IOException {
        byte[] bytes = content.getBytes(StandardCharsets.UTF_8);
        if (Files.isRegularFile(file, LinkOption.NOFOLLOW_LINKS) && Files.size(file) == bytes.length
                && Arrays.equals(Files.readAllBytes(file), bytes)) {
            return;
        }
        Path folder = file.getParent();
        Path fresh = Files.createTempFile(folder, "." + file.getFileName() + ".", ".new");
        try {
            Files.write(fresh, bytes);
            try {
                Files.move(fresh, file, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
            } catch (AtomicMoveNotSupportedException e) {
                Files.move(fresh, file, StandardCopyOption.REPLACE_EXISTING);
            }
        } finally {
            Files.deleteIfExists(fresh);
        }
    }
}
