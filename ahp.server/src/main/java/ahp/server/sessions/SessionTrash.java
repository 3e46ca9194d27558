package ahp.server.sessions;

import java.io.IOException;
import java.lang.System.Logger.Level;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.time.Duration;
import java.time.Instant;
import java.util.stream.Stream;

/**
 * Where a disposed session that holds turns goes instead of being deleted on the spot: a folder
 * {@code sessions-trash/} beside the session store, mode 0700, each session's folder moved there
 * whole (one rename, so a SIGKILL leaves it in one place or the other) as {@code <id>.<epoch ms>}.
 * VS Code's Agents window disposes a session when a draft is abandoned, so a dispose may not be what
 * the person meant. A session with no turn is deleted as before. Folders kept longer than
 * {@link #KEPT} are deleted when the store opens. To bring one back: stop the daemon, move
 * {@code sessions-trash/<id>.<ms>} to {@code sessions/<id>}, start it again.
 */
final class SessionTrash {

    /** How long a disposed session is kept. */
    static final Duration KEPT = Duration.ofDays(7);

    private static final System.Logger LOG = System.getLogger(SessionTrash.class.getName());

    private final Path folder;

    /** The trash beside the store whose root is {@code storeRoot}. */
    SessionTrash(Path storeRoot) {
        this.folder = storeRoot.resolveSibling(storeRoot.getFileName() + "-trash");
    }

    /** Its folder. */
    Path folder() {
        return folder;
    }

    /**
     * Moves {@code sessionFolder} (of the session {@code id}) here when it holds a turn; true when it
     * did, false when there was nothing worth keeping (the caller deletes it).
     */
    boolean keep(Path sessionFolder, String id, Instant now) throws IOException {
        if (!holdsTurns(sessionFolder)) {
            return false;
        }
        if (!Files.isDirectory(folder, LinkOption.NOFOLLOW_LINKS)) {
            Files.createDirectories(folder);
        }
        if (folder.getFileSystem().supportedFileAttributeViews().contains("posix")) {
            // Windows has no modes: there the profile folder's own access list keeps it the person's.
            Files.setPosixFilePermissions(folder, java.nio.file.attribute.PosixFilePermissions.fromString("rwx------"));
        }
        Path target = folder.resolve(id + "." + now.toEpochMilli());
        try {
            Files.move(sessionFolder, target, StandardCopyOption.ATOMIC_MOVE);
        } catch (AtomicMoveNotSupportedException elsewhere) {
            return false;
        }
        AtomicFiles.forceFolder(folder);
        AtomicFiles.forceFolder(sessionFolder.getParent());
        LOG.log(Level.INFO, "Disposed session {0} kept in {1} for {2} days", id, target, KEPT.toDays());
        return true;
    }

    /** Deletes what was kept longer than {@link #KEPT} before {@code now}. */
    void empty(Instant now) {
        if (!Files.isDirectory(folder, LinkOption.NOFOLLOW_LINKS)) {
            return;
        }
        try (DirectoryStream<Path> kept = Files.newDirectoryStream(folder)) {
            for (Path entry : kept) {
                Instant disposed = disposedAt(entry.getFileName().toString());
                if (disposed != null && disposed.plus(KEPT).isBefore(now)) {
                    deleteTree(entry);
                }
            }
        } catch (IOException cannot) {
            LOG.log(Level.WARNING, "Could not empty " + folder, cannot);
        }
    }

    private static Instant disposedAt(String name) {
        int dot = name.lastIndexOf('.');
        try {
            return dot < 0 ? null : Instant.ofEpochMilli(Long.parseLong(name.substring(dot + 1)));
        } catch (NumberFormatException notOurs) {
            return null;
        }
    }

    private static boolean holdsTurns(Path sessionFolder) throws IOException {
        Path chats = sessionFolder.resolve("chats");
        if (!Files.isDirectory(chats, LinkOption.NOFOLLOW_LINKS)) {
            return false;
        }
        try (Stream<Path> walk = Files.walk(chats, 3)) {
            return walk.anyMatch(path -> path.getParent() != null && path.getParent().getFileName().toString().equals("turns")
                    && path.getFileName().toString().endsWith(".json"));
        }
    }

    private static void deleteTree(Path entry) throws IOException {
        try (Stream<Path> walk = Files.walk(entry)) {
            for (Path path : walk.sorted(java.util.Comparator.reverseOrder()).toList()) {
                Files.deleteIfExists(path);
            }
        }
    }
}
