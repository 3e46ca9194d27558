package ahp.server.plugins;

import java.lang.module.Configuration;
import java.lang.module.ModuleFinder;
import java.lang.module.ModuleReference;
import java.nio.file.Path;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * One plugin's module layer: every module of its jar (or of the jars in its folder), resolved over
 * the host's layer. A module of the plugin's own shadows one of the host's with the same name inside
 * this layer only, so a plugin brings its own dependencies without clashing with the host's.
 *
 * @param source the jar or folder in the plugins folder
 * @param layer the layer its modules are defined in
 */
public record PluginLayer(Path source, ModuleLayer layer) {

    /** What a log line calls it: its file name. */
    public String label() {
        return String.valueOf(source.getFileName());
    }

    /**
     * Resolves {@code source} over {@code parent}, with one class loader for its modules.
     *
     * @throws RuntimeException ({@link java.lang.module.FindException},
     *     {@link java.lang.module.ResolutionException}, {@link LayerInstantiationException} or
     *     {@link IllegalArgumentException}) when it is not a module, holds none, or does not resolve
     */
    public static PluginLayer resolve(Path source, ModuleLayer parent) {
        ModuleFinder finder = ModuleFinder.of(source);
        Set<String> roots = finder.findAll().stream().map(ModuleReference::descriptor)
                .map(java.lang.module.ModuleDescriptor::name).collect(Collectors.toSet());
        if (roots.isEmpty()) {
            throw new IllegalArgumentException("holds no module");
        }
        Configuration configuration = parent.configuration().resolve(finder, ModuleFinder.of(), roots);
        ModuleLayer layer = parent.defineModulesWithOneLoader(configuration, PluginLayer.class.getClassLoader());
        return new PluginLayer(source, layer);
    }
}
