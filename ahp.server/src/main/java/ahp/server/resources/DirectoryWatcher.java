package ahp.server.resources;

import java.io.IOException;
import java.lang.System.Logger.Level;
import java.nio.file.ClosedWatchServiceException;
import java.nio.file.FileSystems;
import java.nio.file.Path;
import java.nio.file.StandardWatchEventKinds;
import java.nio.file.WatchEvent;
import java.nio.file.WatchKey;
import java.nio.file.WatchService;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.TimeUnit;

/**
 * The daemon's one {@link WatchService} (on Linux one inotify instance, of the 128 a user has by
 * default) and the thread that reads it. Each folder is registered once, however many watches want
 * it, and its events are handed to each of them; a folder no watch wants is given back. Events that
 * arrive within {@value #GATHER_MS} ms of each other (for at most {@value #LONGEST_GATHER_MS} ms) are
 * handed on together, then each watch that got some sends them as one batch.
 */
final class DirectoryWatcher implements AutoCloseable {

    private static final System.Logger LOG = System.getLogger(DirectoryWatcher.class.getName());
    static final long GATHER_MS = 25;
    /** However busy the folders are, what was gathered is sent after this long. */
    static final long LONGEST_GATHER_MS = 200;

    private final Map<WatchKey, Path> folders = new HashMap<>();
    private final Map<Path, WatchKey> keys = new HashMap<>();
    private final Map<Path, Set<ResourceWatch>> watchers = new HashMap<>();
    private WatchService service;
    private Thread reader;

    /** Starts telling {@code watch} what happens in {@code folder}; false when the folder cannot be watched. */
    synchronized boolean register(Path folder, ResourceWatch watch) {
        try {
            if (service == null) {
                service = FileSystems.getDefault().newWatchService();
                WatchService started = service;
                reader = Thread.ofPlatform().daemon().name("ahp-resource-watch").start(() -> read(started));
            }
            WatchKey key = keys.get(folder);
            if (key == null || !key.isValid()) {
                if (key != null) {
                    folders.remove(key);
                }
                key = folder.register(service, StandardWatchEventKinds.ENTRY_CREATE, StandardWatchEventKinds.ENTRY_DELETE,
                        StandardWatchEventKinds.ENTRY_MODIFY);
                keys.put(folder, key);
                folders.put(key, folder);
            }
            watchers.computeIfAbsent(folder, f -> new LinkedHashSet<>()).add(watch);
            return true;
        } catch (IOException | ClosedWatchServiceException cannot) {
            LOG.log(Level.DEBUG, "Cannot watch {0}: {1}", folder, cannot.toString());
            return false;
        }
    }

    /** Stops telling {@code watch} about {@code folder}. */
    synchronized void unregister(Path folder, ResourceWatch watch) {
        Set<ResourceWatch> set = watchers.get(folder);
        if (set != null && set.remove(watch) && set.isEmpty()) {
            watchers.remove(folder);
            WatchKey key = keys.remove(folder);
            if (key != null) {
                folders.remove(key);
                key.cancel();
            }
        }
    }

    /** How many folders the kernel watches for this daemon now. */
    synchronized int folderCount() {
        return keys.size();
    }

    private void read(WatchService from) {
        Set<ResourceWatch> touched = new LinkedHashSet<>();
        try {
            while (true) {
                WatchKey key = from.take();
                long until = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(LONGEST_GATHER_MS);
                while (key != null) {
                    hand(key, touched);
                    long left = until - System.nanoTime();
                    key = left <= 0 ? null
                            : from.poll(Math.min(TimeUnit.MILLISECONDS.toNanos(GATHER_MS), left), TimeUnit.NANOSECONDS);
                }
                touched.forEach(ResourceWatch::flush);
                touched.clear();
            }
        } catch (ClosedWatchServiceException | InterruptedException closed) {
            // the daemon is stopping
        } catch (RuntimeException broken) {
            LOG.log(Level.ERROR, "The resource watcher stopped", broken);
        }
    }

    private void hand(WatchKey key, Set<ResourceWatch> touched) {
        Path folder;
        List<ResourceWatch> audience;
        synchronized (this) {
            folder = folders.get(key);
            audience = folder == null ? List.of() : List.copyOf(watchers.getOrDefault(folder, Set.of()));
        }
        List<WatchEvent<?>> events = key.pollEvents();
        boolean valid = key.reset();
        if (folder == null) {
            return;
        }
        for (ResourceWatch watch : audience) {
            for (WatchEvent<?> event : events) {
                if (event.kind() == StandardWatchEventKinds.OVERFLOW) {
                    watch.overflowed();
                } else {
                    watch.observed(folder.resolve((Path) event.context()), event.kind());
                }
            }
            if (!valid) {
                watch.folderGone(folder);
            }
            touched.add(watch);
        }
        if (!valid) {
            synchronized (this) {
                if (keys.get(folder) == key) {
                    keys.remove(folder);
                    folders.remove(key);
                    watchers.remove(folder);
                }
            }
        }
    }

    @Override
    public synchronized void close() {
        if (service != null) {
            try {
                service.close();
            } catch (IOException ignored) {
                // nothing more to release
            }
        }
    }
}
