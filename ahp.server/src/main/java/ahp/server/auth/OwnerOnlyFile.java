package ahp.server.auth;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermission;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.EnumSet;
import java.util.Set;

/**
 * A file that holds a secret (tokens, a private key) must be readable by its owner alone, as ssh
 * asks of its key files: otherwise the daemon does not start, and says the one command that fixes it.
 */
public final class OwnerOnlyFile {

    private static final Set<PosixFilePermission> OTHERS = EnumSet.of(
            PosixFilePermission.GROUP_READ, PosixFilePermission.GROUP_WRITE, PosixFilePermission.GROUP_EXECUTE,
            PosixFilePermission.OTHERS_READ, PosixFilePermission.OTHERS_WRITE, PosixFilePermission.OTHERS_EXECUTE);

    private OwnerOnlyFile() {}

    /**
     * Checks that nobody but the owner may read or write {@code file} (on a file system without
     * POSIX permissions there is nothing to check).
     *
     * @param what what the file is, for the message ("the users file")
     * @throws IllegalArgumentException naming the file, its mode and the {@code chmod} that fixes it
     */
    public static void require(Path file, String what) throws IOException {
        Set<PosixFilePermission> permissions;
        try {
            permissions = Files.getPosixFilePermissions(file);
        } catch (UnsupportedOperationException noPosix) {
            return;
        }
        if (permissions.stream().anyMatch(OTHERS::contains)) {
            throw new IllegalArgumentException(file + " is " + what + " and holds secrets, but its mode is "
                    + PosixFilePermissions.toString(permissions) + ": make it yours alone with: chmod 600 " + file);
        }
    }
}
