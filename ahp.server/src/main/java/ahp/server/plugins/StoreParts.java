package ahp.server.plugins;

import ahp.terminals.api.TerminalStore;
import ahp.terminals.api.spi.ProcessBinding;
import ahp.terminals.api.spi.ScreenProvider;
import ahp.terminals.api.spi.ShellIntegration;
import ahp.terminals.api.spi.ShellIntegrationProvider;
import ahp.terminals.api.spi.ShellIntegrationSettings;
import java.lang.System.Logger.Level;
import java.util.Map;
import java.util.Objects;

/**
 * What every store the host assembles shares, whatever binding it runs on: the screen and the shell
 * integration chosen by name ({@code --screen}, {@code --shell-integration}), and the host's
 * environment under every terminal's.
 *
 * @param screens the screen provider, or null for none
 * @param shellIntegration the shell integration, or null for none
 * @param environment the host's environment
 */
public record StoreParts(ScreenProvider screens, ShellIntegration shellIntegration, Map<String, String> environment) {

    private static final System.Logger LOG = System.getLogger(StoreParts.class.getName());

    /** The host's own screen. */
    public static final String DEFAULT_SCREEN = "jline";
    /** The host's own shell integration. */
    public static final String DEFAULT_SHELL_INTEGRATION = "scripts";
    /** The value that asks for none. */
    public static final String NONE = "none";

    /** Checks the environment is there. */
    public StoreParts {
        Objects.requireNonNull(environment, "environment");
    }

    /**
     * Picks the screen and the shell integration by name from {@code catalog}. A default name whose
     * provider is not installed is none; a name given on purpose that no provider has is an error.
     *
     * @param screen {@code --screen}, or null for the default
     * @param shellIntegration {@code --shell-integration}, or null for the default
     * @throws IllegalArgumentException naming the flag and the names found
     */
    public static StoreParts choose(ProviderCatalog catalog, String screen, String shellIntegration,
            ShellIntegrationSettings settings, Map<String, String> environment) {
        ScreenProvider screens = pick(catalog, ScreenProvider.class, "--screen", screen, DEFAULT_SCREEN);
        ShellIntegrationProvider integration = pick(catalog, ShellIntegrationProvider.class, "--shell-integration",
                shellIntegration, DEFAULT_SHELL_INTEGRATION);
        ShellIntegration port = null;
        if (integration != null) {
            try {
                port = integration.create(settings);
            } catch (RuntimeException | LinkageError cannot) {
                if (shellIntegration != null) {
                    throw new IllegalArgumentException("--shell-integration " + shellIntegration + ": cannot work here: "
                            + cannot.getMessage(), cannot);
                }
                LOG.log(Level.WARNING, "Shell integration {0} cannot work here: {1}", integration.name(),
                        cannot.getMessage());
            }
        }
        return new StoreParts(screens, port, environment);
    }

    /** A builder on {@code binding} with these parts: the screen and integration only on a pseudoterminal. */
    public TerminalStore.Builder on(ProcessBinding binding) {
        TerminalStore.Builder builder = TerminalStore.builder(binding).hostEnvironment(environment);
        if (binding.isPty()) {
            builder.screens(screens).shellIntegration(shellIntegration);
        }
        return builder;
    }

    private static <P extends ahp.terminals.api.spi.NamedProvider> P pick(ProviderCatalog catalog, Class<P> spi,
            String flag, String asked, String fallback) {
        String name = asked == null ? fallback : asked;
        if (name.equals(NONE)) {
            return null;
        }
        Map<String, ProviderCatalog.Found<P>> found = catalog.named(spi);
        ProviderCatalog.Found<P> chosen = found.get(name);
        if (chosen == null) {
            if (asked != null) {
                throw catalog.unknown(spi, flag, name, found.keySet());
            }
            LOG.log(Level.INFO, "No {0} named \"{1}\" is installed; terminals have none", spi.getSimpleName(), name);
            return null;
        }
        LOG.log(Level.INFO, "{0}: {1} from {2}", spi.getSimpleName(), name, chosen.origin());
        return chosen.provider();
    }
}
