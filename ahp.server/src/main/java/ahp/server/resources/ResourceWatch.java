package ahp.server.resources;

import ahp.protocol.Json;
import java.io.IOException;
import java.nio.file.FileVisitResult;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.SimpleFileVisitor;
import java.nio.file.StandardWatchEventKinds;
import java.nio.file.WatchEvent;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Consumer;
import tools.jackson.databind.node.ArrayNode;
import tools.jackson.databind.node.ObjectNode;

/**
 * One {@code createResourceWatch}: a folder (its children, or its whole tree when recursive) or a
 * file, watched through the shared {@link DirectoryWatcher}. A recursive watch registers every folder
 * below its root that its excludes do not cover (never through a link), and each folder created
 * later as it appears, reporting what that folder already holds as added (it may have been filled
 * before it was registered). Changes are reported under the URI the client asked to watch, a move
 * as {@code deleted} and {@code added}, and sent in batches ({@code resourceWatch/changed}) of at most
 * {@value #MAX_BATCH} changes and the root.
 */
final class ResourceWatch {

    /**
     * The most changes one batch names; past it the batch also says the root was {@code updated} and
     * names nothing more, so a flood of changes cannot put a subscriber too far behind.
     */
    static final int MAX_BATCH = 1_000;

    private final DirectoryWatcher watcher;
    private final Path asked;
    private final Path real;
    private final boolean folder;
    private final boolean recursive;
    private final WatchFilter filter;
    private final int maxFolders;
    private final Consumer<ArrayNode> publish;
    private final Set<Path> registered = new LinkedHashSet<>();
    private final Map<Path, String> pending = new LinkedHashMap<>();
    private boolean closed;

    ResourceWatch(DirectoryWatcher watcher, Path asked, Path real, boolean recursive, WatchFilter filter, int maxFolders,
            Consumer<ArrayNode> publish) {
        this.watcher = watcher;
        this.asked = asked;
        this.real = real;
        this.folder = Files.isDirectory(real, LinkOption.NOFOLLOW_LINKS);
        this.recursive = recursive && folder;
        this.filter = filter;
        this.maxFolders = maxFolders;
        this.publish = publish;
    }

    /** Starts watching; false when the kernel would not watch the root. */
    synchronized boolean start() {
        Path root = folder ? real : real.getParent();
        if (!register(root)) {
            return false;
        }
        if (recursive) {
            registerBelow(real, false);
        }
        return true;
    }

    synchronized void observed(Path path, WatchEvent.Kind<?> kind) {
        if (closed || (!folder && !path.equals(real))) {
            return;
        }
        String type = kind == StandardWatchEventKinds.ENTRY_CREATE ? "added"
                : kind == StandardWatchEventKinds.ENTRY_DELETE ? "deleted" : "updated";
        note(path, type);
        if (recursive && type.equals("added") && Files.isDirectory(path, LinkOption.NOFOLLOW_LINKS)
                && !filter.skipsFolder(real.relativize(path))) {
            registerBelow(path, true);
        }
        if (type.equals("deleted") && registered.remove(path)) {
            watcher.unregister(path, this);
        }
    }

    synchronized void overflowed() {
        note(real, "updated");
    }

    synchronized void folderGone(Path gone) {
        registered.remove(gone);
        if (gone.equals(real)) {
            note(real, "deleted");
        }
    }

    /** Sends what was noted since the last batch, if anything. */
    void flush() {
        ArrayNode items;
        synchronized (this) {
            if (closed || pending.isEmpty()) {
                return;
            }
            items = Json.MAPPER.createArrayNode();
            pending.forEach((path, type) -> items.addObject()
                    .put("uri", FileUris.of(asked.resolve(real.relativize(path)))).put("type", type));
            pending.clear();
        }
        publish.accept(items);
    }

    /** Stops watching: every folder given back. */
    synchronized void close() {
        closed = true;
        registered.forEach(path -> watcher.unregister(path, this));
        registered.clear();
        pending.clear();
    }

    private void note(Path path, String type) {
        Path relative = real.relativize(path);
        if (!folder && !path.equals(real)) {
            return;
        }
        if (!filter.reports(relative)) {
            return;
        }
        if (pending.size() >= MAX_BATCH && !pending.containsKey(path)) {
            // A flood (an unpacked archive, an install): the root as changed tells the client to look again.
            pending.put(real, "updated");
            return;
        }
        String before = pending.get(path);
        if ("added".equals(before) && type.equals("updated")) {
            return;
        }
        pending.remove(path);
        pending.put(path, type);
    }

    private boolean register(Path path) {
        if (registered.size() >= maxFolders) {
            return false;
        }
        if (registered.contains(path) || watcher.register(path, this)) {
            registered.add(path);
            return true;
        }
        return false;
    }

    /** Registers {@code top}'s tree; when it is new, what it holds is reported as added. */
    private void registerBelow(Path top, boolean fresh) {
        try {
            Files.walkFileTree(top, new SimpleFileVisitor<>() {
                @Override
                public FileVisitResult preVisitDirectory(Path dir, BasicFileAttributes attributes) {
                    if (!dir.equals(real) && filter.skipsFolder(real.relativize(dir))) {
                        return FileVisitResult.SKIP_SUBTREE;
                    }
                    if (fresh && !dir.equals(top)) {
                        note(dir, "added");
                    }
                    return register(dir) ? FileVisitResult.CONTINUE : FileVisitResult.SKIP_SUBTREE;
                }

                @Override
                public FileVisitResult visitFile(Path file, BasicFileAttributes attributes) {
                    if (fresh) {
                        note(file, "added");
                    }
                    return FileVisitResult.CONTINUE;
                }

                @Override
                public FileVisitResult visitFileFailed(Path file, IOException failure) {
                    return FileVisitResult.CONTINUE;
                }
            });
        } catch (IOException unreadable) {
            // what could not be walked is not watched
        }
    }

    /** The watched root and how, as {@code ResourceWatchState} has it. */
    ObjectNode descriptor(List<String> includes, List<String> excludes) {
        ObjectNode state = Json.MAPPER.createObjectNode().put("root", FileUris.of(asked)).put("recursive", recursive);
        if (includes != null) {
            includes.forEach(state.putObject("includes").putArray("items")::add);
        }
        if (excludes != null) {
            excludes.forEach(state.putObject("excludes").putArray("items")::add);
        }
        return state;
    }
}
