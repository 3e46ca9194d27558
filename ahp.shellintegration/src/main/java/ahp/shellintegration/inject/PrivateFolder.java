package ahp.shellintegration.inject;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.attribute.UserPrincipal;

/**
 * A folder of this process's own for a script a shell must read from a file (bash's
 * {@code --init-file}): made with a random name under the temp folder, readable by its owner only,
 * so nobody else can have made it first or change what is in it. It is made when first needed,
 * again if something removed it, and deleted when the JVM exits.
 */
final class PrivateFolder {

    private final Path parent;
    private final String prefix;
    private Path folder;

    PrivateFolder(Path parent, String prefix) {
        this.parent = parent;
        this.prefix = prefix;
    }

    /** The path of {@code name} in the folder, holding {@code content}. */
    synchronized Path file(String name, String content) throws IOException {
        Path file = folder().resolve(name);
        boolean fresh = !Files.exists(file, LinkOption.NOFOLLOW_LINKS);
        ScriptFiles.write(file, content);
        if (fresh) {
            file.toFile().deleteOnExit();
        }
        return file;
    }

    /** Who owns the folder: this process's user, as the file system knows it. */
    synchronized UserPrincipal owner() throws IOException {
        return Files.getOwner(folder(), LinkOption.NOFOLLOW_LINKS);
    }

    private Path folder() throws IOException {
        if (folder == null || !Files.isDirectory(folder, LinkOption.NOFOLLOW_LINKS)) {
            Files.createDirectories(parent);
            folder = Files.createTempDirectory(parent, prefix, ScriptFiles.ownerOnlyFolder());
            // Registered before the files in it, so it is deleted after them.
            folder.toFile().deleteOnExit();
        }
        return folder;
    }
}
