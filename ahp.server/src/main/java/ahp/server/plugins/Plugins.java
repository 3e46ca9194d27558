package ahp.server.plugins;

import ahp.terminals.api.spi.TerminalsPlugin;
import java.lang.System.Logger.Level;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Consumer;
import java.util.stream.Collectors;

/**
 * The plugins the host loaded from its folder, each in a module layer of its own, and the
 * {@link TerminalsPlugin}s among their providers. A jar that does not resolve, and a plugin that
 * throws, is reported in the log with its file name and the host goes on without it.
 */
public final class Plugins implements AutoCloseable {

    private static final System.Logger LOG = System.getLogger(Plugins.class.getName());

    private final Path folder;
    private final ProviderCatalog catalog;
    private final Consumer<PluginLayer> loaded;
    private final Set<Path> seen = ConcurrentHashMap.newKeySet();
    private volatile PluginsWatch watch;

    private Plugins(Path folder, ProviderCatalog catalog, Consumer<PluginLayer> loaded) {
        this.folder = folder;
        this.catalog = catalog;
        this.loaded = loaded;
    }

    /**
     * Loads every plugin in {@code folder} (made when missing) into {@code catalog}.
     *
     * @throws IllegalStateException when the folder cannot be made or is not the daemon's alone
     */
    public static Plugins load(Path folder, ProviderCatalog catalog) {
        return load(folder, catalog, plugin -> {});
    }

    /**
     * Loads every plugin in {@code folder} (made when missing) into {@code catalog}, handing each
     * plugin's layer to {@code loaded} before any of its providers is made (the daemon lets its
     * modules log at its own level there), now and for each plugin added while it runs.
     *
     * @throws IllegalStateException when the folder cannot be made or is not the daemon's alone
     */
    public static Plugins load(Path folder, ProviderCatalog catalog, Consumer<PluginLayer> loaded) {
        Plugins plugins = new Plugins(PluginsFolder.prepare(folder), catalog, loaded);
        for (Path source : PluginsFolder.sources(plugins.folder, plugins::skipped)) {
            plugins.add(source);
        }
        return plugins;
    }

    private void skipped(Path source, String why) {
        catalog.problem(new PluginProblem(String.valueOf(source.getFileName()), null, "skipped: " + why));
    }

    /** The folder. */
    public Path folder() {
        return folder;
    }

    /** Every provider found, the host's and the plugins'. */
    public ProviderCatalog catalog() {
        return catalog;
    }

    /**
     * Calls every {@link TerminalsPlugin}'s {@code registerTerminals}: the host's own first (a custom
     * host may put one on its module path), then each plugin's in file-name order.
     */
    public void registerTerminals(TerminalsRegistration registration) {
        for (ProviderCatalog.Found<TerminalsPlugin> plugin : catalog.load(TerminalsPlugin.class)) {
            call(plugin, registration);
        }
    }

    /**
     * From now on, a plugin moved into the folder is loaded and its {@code registerTerminals} called.
     * Move a plugin in whole ({@code mv}); a jar still being copied may be read half written.
     */
    public void watch(TerminalsRegistration registration) {
        watch = PluginsWatch.start(folder, added -> {
            if (PluginsFolder.whyNotAPlugin(added).map(why -> {
                LOG.log(Level.WARNING, "Plugin {0} skipped: {1}", added.getFileName(), why);
                skipped(added, why);
                return true;
            }).orElse(false)) {
                return;
            }
            add(added).ifPresent(plugin -> catalog.load(TerminalsPlugin.class, plugin)
                    .forEach(found -> call(found, registration)));
        });
    }

    private Optional<PluginLayer> add(Path source) {
        if (!seen.add(source)) {
            return Optional.empty();
        }
        try {
            PluginLayer plugin = PluginLayer.resolve(source, catalog.hostLayer());
            loaded.accept(plugin);
            catalog.add(plugin);
            LOG.log(Level.INFO, "Plugin {0}: {1}", plugin.label(), plugin.layer().modules().stream()
                    .map(Module::getName).sorted().collect(Collectors.joining(", ")));
            for (PluginProblem unseen : ServicesWithoutProvides.in(plugin.layer(), plugin.label())) {
                LOG.log(Level.WARNING, "Plugin {0}: {1}", plugin.label(), unseen.what());
                catalog.problem(unseen);
            }
            return Optional.of(plugin);
        } catch (RuntimeException | LinkageError broken) {
            String why = broken instanceof RuntimeException runtime ? MissingModule.explain(runtime) : broken.getMessage();
            LOG.log(Level.ERROR, "Plugin {0} skipped: {1}", source.getFileName(), why);
            catalog.problem(new PluginProblem(String.valueOf(source.getFileName()), null, "skipped: " + why));
            return Optional.empty();
        }
    }

    private static void call(ProviderCatalog.Found<TerminalsPlugin> plugin, TerminalsRegistration registration) {
        String by = plugin.origin() + " (" + plugin.provider().name() + ")";
        try {
            plugin.provider().registerTerminals(registration.forPlugin(by,
                    plugin.provider().name() + " from " + plugin.origin()));
        } catch (RuntimeException | LinkageError broken) {
            LOG.log(Level.ERROR, "Plugin " + by + " failed in registerTerminals; left out: " + broken, broken);
        }
    }

    /** Stops watching the folder. */
    @Override
    public void close() {
        PluginsWatch now = watch;
        if (now != null) {
            now.close();
        }
    }

    /** The plugins loaded so far. */
    public List<PluginLayer> loaded() {
        return catalog.plugins();
    }
}
