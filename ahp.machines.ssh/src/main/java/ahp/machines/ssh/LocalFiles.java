package ahp.machines.ssh;

import ahp.machines.api.MachineException;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermission;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.EnumSet;
import java.util.Set;

/**
 * The checks on the files a machine names on this host: the identity file and the known hosts. A
 * path must be absolute and one that ssh reads as it is written: ssh expands {@code %} tokens and
 * {@code ${VAR}} in both, and splits an option's value at quotes and backslashes.
 */
final class LocalFiles {

    private static final Set<PosixFilePermission> NOT_OWNERS = EnumSet.of(
            PosixFilePermission.GROUP_READ, PosixFilePermission.GROUP_WRITE, PosixFilePermission.GROUP_EXECUTE,
            PosixFilePermission.OTHERS_READ, PosixFilePermission.OTHERS_WRITE, PosixFilePermission.OTHERS_EXECUTE);

    private LocalFiles() {}

    /**
     * The regular file {@code value} names, as an absolute path.
     *
     * @throws MachineException when it is not an absolute path ssh reads as written, is not there,
     *     or is not a regular file
     */
    static Path regularFile(String value, String key, String where) throws MachineException {
        Path path;
        try {
            path = Path.of(value.strip());
        } catch (InvalidPathException bad) {
            throw new MachineException(where + "\"" + key + "\" " + value + " is not a path");
        }
        if (!path.isAbsolute()) {
            throw new MachineException(where + "\"" + key + "\" " + value + " must be an absolute path");
        }
        String text = path.toString();
        if (text.contains("%") || text.contains("\"") || text.contains("\\") || text.contains("${")
                || text.codePoints().anyMatch(Character::isISOControl)) {
            throw new MachineException(where + "\"" + key + "\" " + value
                    + " has a character ssh would read as more than itself (%, \", \\, ${ or a control character)");
        }
        if (!Files.exists(path)) {
            throw new MachineException(where + "\"" + key + "\" " + path + " does not exist");
        }
        if (!Files.isRegularFile(path)) {
            throw new MachineException(where + "\"" + key + "\" " + path + " is not a regular file");
        }
        return path.normalize();
    }

    /**
     * Checks that the private key {@code file} is the daemon user's own and that nobody else may
     * read or write it: a secret is its owner's alone (ssh refuses such a key file too, later and in
     * fewer words).
     *
     * @throws MachineException naming the file, what is wrong and the command that fixes it
     */
    static void requireOwnersAlone(Path file, String where) throws MachineException {
        try {
            int owner = (Integer) Files.getAttribute(file, "unix:uid");
            int self = (Integer) Files.getAttribute(Path.of("/proc/self"), "unix:uid");
            if (owner != self) {
                throw new MachineException(where + "\"identityFile\" " + file + " belongs to user id " + owner
                        + ", not to the daemon's user (" + self + "): a private key must be its owner's alone");
            }
            Set<PosixFilePermission> permissions = Files.getPosixFilePermissions(file);
            if (permissions.stream().anyMatch(NOT_OWNERS::contains)) {
                throw new MachineException(where + "\"identityFile\" " + file + " is a private key, but its mode is "
                        + PosixFilePermissions.toString(permissions)
                        + ", so others may read it: make it yours alone with: chmod 600 " + file);
            }
        } catch (IOException | UnsupportedOperationException | IllegalArgumentException cannotRead) {
            throw new MachineException(where + "cannot read the owner and mode of \"identityFile\" " + file
                    + ": " + cannotRead.getMessage(), cannotRead);
        }
    }
}
