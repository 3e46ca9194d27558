package ahp.server.plugins;

import java.io.IOException;
import java.lang.module.ModuleDescriptor;
import java.lang.module.ModuleReader;
import java.lang.module.ResolvedModule;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * Finds the services a plugin's module lists in {@code META-INF/services} but does not declare with
 * {@code provides} in its {@code module-info}: a named module's {@code META-INF/services} is ignored,
 * so such a provider is never found, and without this nothing would say so.
 */
final class ServicesWithoutProvides {

    private static final String FOLDER = "META-INF/services/";

    private ServicesWithoutProvides() {}

    /** One problem for each such service of each explicit module in {@code layer}'s configuration. */
    static List<PluginProblem> in(ModuleLayer layer, String origin) {
        List<PluginProblem> problems = new ArrayList<>();
        for (ResolvedModule module : layer.configuration().modules()) {
            ModuleDescriptor descriptor = module.reference().descriptor();
            if (descriptor.isAutomatic()) {
                continue;
            }
            Set<String> provided = descriptor.provides().stream().map(ModuleDescriptor.Provides::service)
                    .collect(Collectors.toSet());
            for (String service : listed(module)) {
                if (!provided.contains(service)) {
                    problems.add(new PluginProblem(origin, service, "module " + descriptor.name() + " lists " + service
                            + " in " + FOLDER + " but its module-info.java has no \"provides " + service
                            + " with ...;\", and a module's providers are found only from that"));
                }
            }
        }
        return problems;
    }

    private static List<String> listed(ResolvedModule module) {
        try (ModuleReader reader = module.reference().open()) {
            return reader.list().filter(entry -> entry.startsWith(FOLDER) && entry.length() > FOLDER.length()
                    && !entry.endsWith("/")).map(entry -> entry.substring(FOLDER.length())).toList();
        } catch (IOException unreadable) {
            return List.of();
        }
    }
}
