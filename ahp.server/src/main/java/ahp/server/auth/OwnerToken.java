package ahp.server.auth;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.FileAttribute;
import java.nio.file.attribute.PosixFilePermission;
import java.nio.file.attribute.PosixFilePermissions;
import java.security.SecureRandom;
import java.util.Base64;
import java.util.Map;
import java.util.Set;

/**
 * The owner's token when no users file is given: generated at every start, written to
 * {@code <state dir>/owner-token} readable by its owner alone (mode 0600), so a person on this
 * machine can connect with it and nobody else can read it.
 */
public final class OwnerToken {

    /** The file's name under the state directory. */
    public static final String FILE_NAME = "owner-token";

    private static final Set<PosixFilePermission> OWNER_ONLY = PosixFilePermissions.fromString("rw-------");
    private static final Set<PosixFilePermission> OWNER_DIR = PosixFilePermissions.fromString("rwx------");

    private OwnerToken() {}

    /** A new token: 32 random bytes, URL-safe base64 without padding. */
    public static String generate() {
        byte[] bytes = new byte[32];
        new SecureRandom().nextBytes(bytes);
        return Base64.getUrlEncoder().withoutPadding().encodeToString(bytes);
    }

    /**
     * Writes {@code token} to {@code stateDir/owner-token} with mode 0600, making the state directory
     * (mode 0700) when it is missing. The file is created with its mode, never widened afterwards.
     *
     * @return the file written
     */
    public static Path write(Path stateDir, String token) throws IOException {
        return write(stateDir, token, stateDir.getFileSystem().supportedFileAttributeViews().contains("posix"));
    }

    /**
     * {@link #write(Path, String)}, with the modes only where the file system has them ({@code posix}):
     * Windows's has none, and there a file under the person's profile is theirs alone by the folder's
     * own access list (docs/windows.md).
     */
    static Path write(Path stateDir, String token, boolean posix) throws IOException {
        FileAttribute<?>[] dirMode = posix ? new FileAttribute<?>[] {PosixFilePermissions.asFileAttribute(OWNER_DIR)}
                : new FileAttribute<?>[0];
        FileAttribute<?>[] fileMode = posix ? new FileAttribute<?>[] {PosixFilePermissions.asFileAttribute(OWNER_ONLY)}
                : new FileAttribute<?>[0];
        if (!Files.isDirectory(stateDir)) {
            Files.createDirectories(stateDir, dirMode);
        }
        Path file = stateDir.resolve(FILE_NAME);
        Path fresh = Files.createTempFile(stateDir, FILE_NAME, ".new", fileMode);
        try {
            Files.writeString(fresh, token + "\n", StandardOpenOption.TRUNCATE_EXISTING);
            if (posix) {
                Files.setPosixFilePermissions(fresh, OWNER_ONLY);
            }
            Files.move(fresh, file, java.nio.file.StandardCopyOption.REPLACE_EXISTING,
                    java.nio.file.StandardCopyOption.ATOMIC_MOVE);
        } finally {
            Files.deleteIfExists(fresh);
        }
        return file;
    }

    /** The users of a daemon given no users file: one owner, named after the account it runs as. */
    public static Users ownerOnly(String token) {
        return Users.of(Map.of(token, new User(System.getProperty("user.name", "owner"), Role.OWNER)));
    }
}
