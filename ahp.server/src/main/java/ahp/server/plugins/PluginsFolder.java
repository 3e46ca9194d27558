package ahp.server.plugins;

import java.io.IOException;
import java.lang.System.Logger.Level;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFileAttributes;
import java.nio.file.attribute.PosixFilePermission;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.function.BiConsumer;

/**
 * The plugins folder: what in it may be loaded. Code from a folder is run as the daemon, so only
 * what the daemon's own user owns and nobody else can write is taken: the folder itself, each jar
 * directly in it, each folder directly in it (one plugin with its dependencies) and the jars in that.
 * A link, a file another user owns or can write, or anything else is skipped with a log line naming it.
 */
public final class PluginsFolder {

    private static final System.Logger LOG = System.getLogger(PluginsFolder.class.getName());

    /** Why nothing is loaded where the file system cannot say who owns a file and who may write it. */
    static final String NO_OWNERS = "this file system has no POSIX owners and modes to trust a plugin by (Windows)";

    private PluginsFolder() {}

    private static boolean posix(Path path) {
        return path.getFileSystem().supportedFileAttributeViews().contains("posix");
    }

    /** {@code plugins/} under the state folder. */
    public static Path defaultFor(Path stateDir) {
        return stateDir.resolve("plugins");
    }

    /**
     * Makes {@code folder} (mode 0700) when it is not there, and checks it.
     *
     * @throws IllegalStateException when it cannot be made, or is not a folder the daemon's user
     *     owns and alone can write
     */
    public static Path prepare(Path folder) {
        return prepare(folder, posix(folder));
    }

    /**
     * {@link #prepare(Path)}, where the file system has POSIX owners and modes ({@code posix}) or not:
     * Windows's has neither, so nothing in the folder can be trusted by them, and it is made as it is
     * and no plugin is loaded from it (docs/windows.md).
     */
    static Path prepare(Path folder, boolean posix) {
        Path absolute = folder.toAbsolutePath().normalize();
        if (!posix) {
            try {
                Files.createDirectories(absolute);
            } catch (IOException cannot) {
                throw new IllegalStateException("--plugins " + absolute + ": cannot make it: " + cannot.getMessage(), cannot);
            }
            LOG.log(Level.WARNING, "No plugin is loaded from {0}: {1}", absolute, NO_OWNERS);
            return absolute;
        }
        try {
            if (!Files.exists(absolute, LinkOption.NOFOLLOW_LINKS)) {
                Files.createDirectories(absolute.getParent());
                Files.createDirectory(absolute,
                        PosixFilePermissions.asFileAttribute(PosixFilePermissions.fromString("rwx------")));
            }
        } catch (IOException cannot) {
            throw new IllegalStateException("--plugins " + absolute + ": cannot make it: " + cannot.getMessage(), cannot);
        }
        untrusted(absolute, true).ifPresent(why -> {
            throw new IllegalStateException("--plugins " + absolute + ": " + why);
        });
        return absolute;
    }

    /**
     * What in {@code folder} is a plugin, by file name: each trusted {@code .jar} file and each
     * trusted folder. Everything else is skipped with a log line.
     */
    public static List<Path> sources(Path folder) {
        return sources(folder, (entry, why) -> {});
    }

    /**
     * What in {@code folder} is a plugin, by file name; each entry skipped is logged and handed to
     * {@code skipped} with the reason.
     */
    public static List<Path> sources(Path folder, BiConsumer<Path, String> skipped) {
        List<Path> found = new ArrayList<>();
        try (DirectoryStream<Path> entries = Files.newDirectoryStream(folder)) {
            for (Path entry : entries) {
                String name = entry.getFileName().toString();
                if (name.startsWith(".")) {
                    continue;
                }
                Optional<String> why = whyNotAPlugin(entry);
                if (why.isPresent()) {
                    LOG.log(Level.WARNING, "Plugin {0} skipped: {1}", name, why.get());
                    skipped.accept(entry, why.get());
                } else {
                    found.add(entry);
                }
            }
        } catch (IOException cannot) {
            LOG.log(Level.ERROR, "The plugins folder {0} cannot be read: {1}", folder, cannot.getMessage());
        }
        found.sort(null);
        return found;
    }

    /** Why {@code entry} is not loaded, or empty when it may be. */
    static Optional<String> whyNotAPlugin(Path entry) {
        return whyNotAPlugin(entry, posix(entry));
    }

    /** {@link #whyNotAPlugin(Path)} where the file system has POSIX owners and modes ({@code posix}) or not. */
    static Optional<String> whyNotAPlugin(Path entry, boolean posix) {
        if (!posix) {
            return Optional.of(NO_OWNERS);
        }
        boolean folder = Files.isDirectory(entry, LinkOption.NOFOLLOW_LINKS);
        if (!folder && !entry.getFileName().toString().endsWith(".jar")) {
            return Optional.of("neither a .jar file nor a folder");
        }
        Optional<String> why = untrusted(entry, folder);
        if (why.isPresent() || !folder) {
            return why;
        }
        try (DirectoryStream<Path> jars = Files.newDirectoryStream(entry)) {
            for (Path jar : jars) {
                Optional<String> inside = untrusted(jar, false);
                if (inside.isPresent()) {
                    return Optional.of(jar.getFileName() + " in it: " + inside.get());
                }
            }
        } catch (IOException cannot) {
            return Optional.of("cannot be read: " + cannot.getMessage());
        }
        return Optional.empty();
    }

    private static Optional<String> untrusted(Path path, boolean folder) {
        PosixFileAttributes attributes;
        int uid;
        try {
            attributes = Files.readAttributes(path, PosixFileAttributes.class, LinkOption.NOFOLLOW_LINKS);
            uid = (Integer) Files.getAttribute(path, "unix:uid", LinkOption.NOFOLLOW_LINKS);
        } catch (IOException | UnsupportedOperationException cannot) {
            return Optional.of("cannot be read: " + cannot.getMessage());
        }
        if (attributes.isSymbolicLink()) {
            return Optional.of("a link (not followed)");
        }
        if (folder ? !attributes.isDirectory() : !attributes.isRegularFile()) {
            return Optional.of(folder ? "not a folder" : "not a regular file");
        }
        if (uid != ownUid()) {
            return Optional.of("owned by another user (uid " + uid + ")");
        }
        Set<PosixFilePermission> permissions = attributes.permissions();
        if (permissions.contains(PosixFilePermission.GROUP_WRITE) || permissions.contains(PosixFilePermission.OTHERS_WRITE)) {
            boolean group = permissions.contains(PosixFilePermission.GROUP_WRITE);
            boolean others = permissions.contains(PosixFilePermission.OTHERS_WRITE);
            return Optional.of("writable by " + (group && others ? "its group and others" : group ? "its group" : "others")
                    + " (" + PosixFilePermissions.toString(permissions) + "); make it yours alone with: chmod go-w "
                    + quoted(path));
        }
        return Optional.empty();
    }

    /** {@code path} as a shell word: in single quotes when it holds anything but plain characters. */
    static String quoted(Path path) {
        String text = path.toAbsolutePath().toString();
        return text.matches("[A-Za-z0-9_./@%+=:,-]+") ? text : "'" + text.replace("'", "'\\''") + "'";
    }

    private static int ownUid() {
        try {
            return (Integer) Files.getAttribute(Path.of("/proc/self"), "unix:uid");
        } catch (IOException | UnsupportedOperationException cannot) {
            throw new IllegalStateException("cannot tell the daemon's own user: " + cannot.getMessage(), cannot);
        }
    }
}
