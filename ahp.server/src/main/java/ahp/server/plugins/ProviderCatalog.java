package ahp.server.plugins;

import ahp.terminals.api.spi.NamedProvider;
import java.lang.System.Logger.Level;
import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.ServiceLoader;
import java.util.concurrent.CopyOnWriteArrayList;

/**
 * Every SPI's providers, found with {@link ServiceLoader} in the host's module layer first and then
 * in each plugin's layer in the order they were added. A provider whose class fails to load or whose
 * constructor throws is skipped with a log line naming where it came from. Named providers are
 * picked by name: the first one found under a name is the one, and a later one under the same name
 * is refused with a log line.
 */
public final class ProviderCatalog {

    private static final System.Logger LOG = System.getLogger(ProviderCatalog.class.getName());

    private final ModuleLayer hostLayer;
    private final List<PluginLayer> plugins = new CopyOnWriteArrayList<>();
    private final List<PluginProblem> problems = new CopyOnWriteArrayList<>();

    private ProviderCatalog(ModuleLayer hostLayer) {
        this.hostLayer = hostLayer;
    }

    /** The origin of the host's own providers. */
    public static final String HOST = "the host";

    /** A provider and where it was found. */
    public record Found<P>(P provider, String origin) {}

    /** The providers of the layer the host runs in (the class path's when it runs on one). */
    public static ProviderCatalog ofHost() {
        return new ProviderCatalog(ProviderCatalog.class.getModule().getLayer());
    }

    /** The layer plugins resolve over: the host's, or the boot layer on the class path. */
    public ModuleLayer hostLayer() {
        return hostLayer == null ? ModuleLayer.boot() : hostLayer;
    }

    /** Adds a plugin's layer after those already there. */
    public void add(PluginLayer plugin) {
        plugins.add(plugin);
    }

    /** Keeps {@code problem}, for the start error of a provider missing because of it. */
    public void problem(PluginProblem problem) {
        problems.add(problem);
    }

    /** What did not load, in the order it was found. */
    public List<PluginProblem> problems() {
        return List.copyOf(problems);
    }

    /** The plugins' layers, in the order they were added. */
    public List<PluginLayer> plugins() {
        return List.copyOf(plugins);
    }

    /** Every provider of {@code spi}: the host's, then each plugin's. */
    public <P> List<Found<P>> load(Class<P> spi) {
        List<Found<P>> found = new ArrayList<>();
        ServiceLoader<P> own = hostLayer == null ? ServiceLoader.load(spi, ProviderCatalog.class.getClassLoader())
                : ServiceLoader.load(hostLayer, spi);
        instantiate(spi, own, null, HOST, found);
        for (PluginLayer plugin : plugins) {
            found.addAll(load(spi, plugin));
        }
        return found;
    }

    /** The providers of {@code spi} that {@code plugin}'s own modules provide. */
    public <P> List<Found<P>> load(Class<P> spi, PluginLayer plugin) {
        List<Found<P>> found = new ArrayList<>();
        instantiate(spi, ServiceLoader.load(plugin.layer(), spi), plugin.layer(), plugin.label(), found);
        return found;
    }

    /** The named providers of {@code spi} by name, each name's first one; a later one is refused. */
    public <P extends NamedProvider> Map<String, Found<P>> named(Class<P> spi) {
        Map<String, Found<P>> byName = new LinkedHashMap<>();
        for (Found<P> found : load(spi)) {
            String name = found.provider().name();
            Found<P> first = byName.putIfAbsent(name, found);
            if (first != null) {
                LOG.log(Level.WARNING, "Refused the {0} \"{1}\" of {2}: {3} has that name", spi.getSimpleName(), name,
                        found.origin(), first.origin());
            }
        }
        return byName;
    }

    /** The start error for a name no provider has: it lists the names found. */
    public static IllegalArgumentException unknown(String flag, String name, Collection<String> names) {
        return new IllegalArgumentException(flag + ": no provider is named \"" + name + "\" (found: "
                + (names.isEmpty() ? "none" : String.join(", ", names.stream().sorted().toList())) + ")");
    }

    /**
     * The start error for a name no provider of {@code spi} has: it lists the names found and then
     * what in the plugins folder did not load and may have been it, so its last words say why.
     */
    public IllegalArgumentException unknown(Class<?> spi, String flag, String name, Collection<String> names) {
        IllegalArgumentException plain = unknown(flag, name, names);
        List<String> causes = problems.stream().filter(problem -> problem.concerns(spi)).map(PluginProblem::toString)
                .distinct().toList();
        if (causes.isEmpty()) {
            return plain;
        }
        return new IllegalArgumentException(plain.getMessage() + "; not loaded from the plugins folder: "
                + String.join("; ", causes));
    }

    /** The innermost cause: a constructor's exception, not the {@code ServiceConfigurationError} around it. */
    private static String rootCause(Throwable failure) {
        Throwable cause = failure;
        while (cause.getCause() != null && cause.getCause() != cause) {
            cause = cause.getCause();
        }
        return cause.toString();
    }

    private <P> void instantiate(Class<P> spi, ServiceLoader<P> loader, ModuleLayer only, String origin,
            List<Found<P>> into) {
        List<ServiceLoader.Provider<P>> candidates;
        try {
            // Only the layer's own modules: a plugin layer's loader also sees the host's providers.
            candidates = loader.stream().filter(p -> only == null || p.type().getModule().getLayer() == only).toList();
        } catch (java.util.ServiceConfigurationError broken) {
            LOG.log(Level.ERROR, "Skipping every " + spi.getSimpleName() + " of " + origin + ": " + broken, broken);
            problems.add(new PluginProblem(origin, spi.getName(), "its " + spi.getSimpleName() + "s cannot be listed: "
                    + rootCause(broken)));
            return;
        }
        for (ServiceLoader.Provider<P> candidate : candidates) {
            try {
                into.add(new Found<>(candidate.get(), origin));
            } catch (Throwable failure) {
                LOG.log(Level.ERROR, "Skipping the " + spi.getSimpleName() + " " + candidate.type().getName() + " of "
                        + origin + ": " + failure, failure);
                PluginProblem problem = new PluginProblem(origin, spi.getName(), "the " + spi.getSimpleName() + " "
                        + candidate.type().getName() + " failed to start: " + rootCause(failure));
                if (!problems.contains(problem)) {
                    problems.add(problem);
                }
            }
        }
    }
}
