package ahp.server.resources;

import java.io.IOException;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.SecureDirectoryStream;

/**
 * A folder opened one name at a time from the root, each name relative to the folder opened before
 * it and none followed if it is a link ({@code openat} with {@code O_NOFOLLOW}). Given a real path
 * (one {@link ResolvedPath} checked), it opens the folder that was checked or fails: a name swapped for
 * a link after the check cannot lead the operation elsewhere. Files are then opened, renamed and
 * removed relative to it.
 */
final class NoFollow {

    private NoFollow() {}

    /**
     * Opens {@code folder}, an absolute path with no link in it.
     *
     * @throws IOException when a name on the way is not a folder (a link included), or is gone
     */
    static SecureDirectoryStream<Path> folder(Path folder) throws IOException {
        DirectoryStream<Path> root = Files.newDirectoryStream(folder.getRoot());
        if (!(root instanceof SecureDirectoryStream<Path> at)) {
            root.close();
            throw new IOException("this file system cannot open a folder relative to another");
        }
        SecureDirectoryStream<Path> current = at;
        try {
            for (Path name : folder) {
                SecureDirectoryStream<Path> next = current.newDirectoryStream(name, LinkOption.NOFOLLOW_LINKS);
                current.close();
                current = next;
            }
            return current;
        } catch (IOException | RuntimeException failed) {
            current.close();
            throw failed;
        }
    }
}
