package ahp.server.plugins;

import java.lang.module.FindException;
import java.lang.module.ModuleFinder;
import java.lang.module.ModuleReference;
import java.lang.module.ResolutionException;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;

/**
 * Why a plugin that requires a module the daemon cannot give it does not load, in words a plugin's
 * author can act on. A JDK module ({@code java.*}, {@code jdk.*}) can only be loaded when the JVM
 * starts, so a plugin may require only those the daemon's boot layer has ({@code ./ahpd} starts with
 * {@code --add-modules ALL-DEFAULT}); a runtime image carries only the JDK modules the daemon needs.
 * Any other module is the plugin's to bring, as a jar beside its own in a plugin folder.
 */
final class MissingModule {

    private static final Pattern NOT_FOUND = Pattern.compile("Module (\\S+) not found(?:, required by (\\S+))?");

    private MissingModule() {}

    /** The message for {@code failure} when it is a module not found, else its own message. */
    static String explain(RuntimeException failure) {
        if (!(failure instanceof FindException) && !(failure instanceof ResolutionException)) {
            return failure.getMessage();
        }
        Matcher missing = NOT_FOUND.matcher(String.valueOf(failure.getMessage()));
        if (!missing.find()) {
            return failure.getMessage();
        }
        String module = missing.group(1);
        String by = missing.group(2) == null ? "it" : missing.group(2);
        return explain(module, by, ModuleFinder.ofSystem().find(module), ModuleLayer.boot().findModule(module));
    }

    static String explain(String module, String by, Optional<ModuleReference> inRuntime, Optional<Module> loaded) {
        boolean jdk = module.startsWith("java.") || module.startsWith("jdk.");
        if (inRuntime.isPresent() && loaded.isEmpty()) {
            return by + " requires the JDK module " + module + ", which this runtime has but the daemon did not load:"
                    + " the JVM loads JDK modules only when it starts (./ahpd starts with --add-modules ALL-DEFAULT;"
                    + " a host of your own: add --add-modules " + module + " to its java command)";
        }
        if (jdk) {
            return by + " requires the JDK module " + module + ", which this runtime does not have; its JDK modules are: "
                    + jdkModules();
        }
        return "Module " + module + " not found, required by " + by + ": put its jar beside the plugin's, both in a"
                + " folder of their own in the plugins folder";
    }

    /** The JDK modules of the runtime the daemon runs on. */
    static String jdkModules() {
        return ModuleFinder.ofSystem().findAll().stream().map(reference -> reference.descriptor().name())
                .filter(name -> name.startsWith("java.") || name.startsWith("jdk.")).sorted()
                .collect(Collectors.joining(", "));
    }
}
