package ahp.shellintegration.inject;

import java.io.IOException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFileAttributes;
import java.nio.file.attribute.PosixFilePermission;
import java.nio.file.attribute.PosixFilePermissions;
import java.nio.file.attribute.UserPrincipal;
import java.util.Map;
import java.util.Set;

/**
 * The folder zsh is started with as its {@code ZDOTDIR}: {@code <tmp>/<user>-ahpd-zsh}, holding the
 * four startup files zsh reads ({@code .zshenv}, {@code .zprofile}, {@code .zshrc},
 * {@code .zlogin}). Its name is one another user can make first, so by default a folder found there
 * that is a link, is not this user's, or others can write, is refused: the shell then starts with no
 * integration. {@code asFound} takes whatever is there, as VS Code does.
 */
final class ZshFolder {

    /** What preparing the folder came to. */
    sealed interface Outcome {}

    /** The folder is there with the four files in it. */
    record Ready(Path folder) implements Outcome {}

    /** The folder cannot be trusted or written; {@code reason} says why. */
    record Refused(Path folder, String reason) implements Outcome {}

    private static final Map<String, String> FILES = Map.of(
            ".zshenv", ScriptResources.ZSHENV,
            ".zprofile", ScriptResources.ZPROFILE,
            ".zshrc", ScriptResources.ZSHRC,
            ".zlogin", ScriptResources.ZLOGIN);

    private final Path tempDir;
    private final String user;
    private final boolean asFound;
    private final PrivateFolder identity;

    /**
     * @param tempDir the temp folder the zsh folder is made in
     * @param user this user's name, for the folder's name
     * @param asFound whether a folder found there is taken whatever it is
     * @param identity a folder this process made, whose owner is this user as the file system knows it
     */
    ZshFolder(Path tempDir, String user, boolean asFound, PrivateFolder identity) {
        this.tempDir = tempDir;
        this.user = user;
        this.asFound = asFound;
        this.identity = identity;
    }

    /** The folder's path: {@code <real temp folder>/<user>-ahpd-zsh}; makes the temp folder if it is missing. */
    Path path() throws IOException {
        return Files.createDirectories(tempDir).toRealPath().resolve(user + "-ahpd-zsh");
    }

    /** Makes or checks the folder, then writes the four files into it. */
    synchronized Outcome prepare() {
        Path folder;
        try {
            folder = path();
        } catch (IOException e) {
            return new Refused(tempDir, "the temp folder cannot be resolved: " + e);
        }
        try {
            boolean made = false;
            if (!Files.exists(folder, LinkOption.NOFOLLOW_LINKS)) {
                try {
                    Files.createDirectory(folder, ScriptFiles.ownerOnlyFolder());
                    made = true;
                } catch (FileAlreadyExistsException raced) {
                    // Somebody made it between the look and the make: check it like any found one.
                }
            }
            if (!made && !asFound) {
                String refusal = refusal(folder);
                if (refusal != null) {
                    return new Refused(folder, refusal);
                }
            }
            for (Map.Entry<String, String> file : FILES.entrySet()) {
                ScriptFiles.write(folder.resolve(file.getKey()), ScriptResources.text(file.getValue()));
            }
            return new Ready(folder);
        } catch (IOException | RuntimeException e) {
            return new Refused(folder, "its startup files cannot be written: " + e);
        }
    }

    /** Why a folder found there is not to be used, or null when it is this user's own and private. */
    private String refusal(Path folder) throws IOException {
        if (!ScriptFiles.posix()) {
            return "this file system cannot say who owns it";
        }
        PosixFileAttributes found = Files.readAttributes(folder, PosixFileAttributes.class, LinkOption.NOFOLLOW_LINKS);
        if (found.isSymbolicLink()) {
            return "it is a symbolic link";
        }
        if (!found.isDirectory()) {
            return "it is not a folder";
        }
        UserPrincipal me = identity.owner();
        if (!found.owner().equals(me)) {
            return "it belongs to " + found.owner().getName() + ", not to " + me.getName();
        }
        Set<PosixFilePermission> mode = found.permissions();
        if (mode.contains(PosixFilePermission.GROUP_WRITE) || mode.contains(PosixFilePermission.OTHERS_WRITE)) {
            return "others can write it (" + PosixFilePermissions.toString(mode) + ")";
        }
        return null;
    }
}
