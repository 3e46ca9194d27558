package ahp.server.plugins;

import java.io.IOException;
import java.lang.System.Logger.Level;
import java.nio.file.ClosedWatchServiceException;
import java.nio.file.FileSystems;
import java.nio.file.Path;
import java.nio.file.StandardWatchEventKinds;
import java.nio.file.WatchEvent;
import java.nio.file.WatchKey;
import java.nio.file.WatchService;
import java.util.function.Consumer;

/** Tells of every entry that appears in the plugins folder, on a thread of its own, until closed. */
final class PluginsWatch implements AutoCloseable {

    private static final System.Logger LOG = System.getLogger(PluginsWatch.class.getName());

    private final WatchService service;

    private PluginsWatch(WatchService service) {
        this.service = service;
    }

    /** Watches {@code folder}; {@code added} gets each new entry's path. Null when it cannot be watched. */
    static PluginsWatch start(Path folder, Consumer<Path> added) {
        WatchService service;
        try {
            service = FileSystems.getDefault().newWatchService();
            folder.register(service, StandardWatchEventKinds.ENTRY_CREATE);
        } catch (IOException cannot) {
            LOG.log(Level.WARNING, "The plugins folder {0} cannot be watched ({1}): plugins added later need a restart",
                    folder, cannot.getMessage());
            return null;
        }
        Thread.ofPlatform().daemon().name("ahpd-plugins-watch").start(() -> run(service, folder, added));
        return new PluginsWatch(service);
    }

    private static void run(WatchService service, Path folder, Consumer<Path> added) {
        try {
            while (true) {
                WatchKey key = service.take();
                for (WatchEvent<?> event : key.pollEvents()) {
                    if (event.context() instanceof Path name && !name.toString().startsWith(".")) {
                        added.accept(folder.resolve(name));
                    }
                }
                if (!key.reset()) {
                    LOG.log(Level.WARNING, "The plugins folder {0} is gone: no longer watched", folder);
                    return;
                }
            }
        } catch (InterruptedException | ClosedWatchServiceException stopped) {
            // closed
        }
    }

    @Override
    public void close() {
        try {
            service.close();
        } catch (IOException ignored) {
            // nothing left to release
        }
    }
}
