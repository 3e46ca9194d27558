package ahp.server.daemon;

import ahp.server.plugins.ProviderCatalog;
import ahp.server.plugins.StoreParts;
import ahp.terminals.api.TerminalStore;
import ahp.terminals.api.platform.Platform;
import ahp.terminals.api.spi.ProcessBinding;
import ahp.terminals.api.spi.ProcessBindingProvider;
import ahp.terminals.api.spi.ShellIntegrationSettings;
import java.lang.System.Logger.Level;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Builds the daemon's own terminal store from the providers found, picked by name: the first process
 * binding of the mode's names whose probe passes, with the screen and shell integration chosen by name
 * when it runs a pseudoterminal. {@code auto} with no working binding, and {@code none}, are a host
 * without a store of its own; a binding named on purpose that cannot work is an error, and a name no
 * binding has is an error listing the names found.
 *
 * <p>Each binding is made for the platform the daemon runs on ({@link Platform#current()}), or one a
 * test pretends to be: on Windows the {@code pty} binding is ConPTY and {@code pipes} the JDK's own
 * processes. A binding whose native code cannot load says so, as any that cannot work does (an
 * {@link UnsatisfiedLinkError} included), and the next is tried.
 */
public final class StoreAssembly {

    private static final System.Logger LOG = System.getLogger(StoreAssembly.class.getName());

    private StoreAssembly() {}

    /**
     * The store from the host's own providers, with {@code environment} as the host environment under
     * every terminal's, and the default screen and shell integration.
     *
     * @throws IllegalStateException when an explicit mode's binding cannot work; the message says why
     */
    public static Optional<TerminalStore> build(
            TerminalsMode mode, ShellIntegrationSettings settings, Map<String, String> environment) {
        ProviderCatalog catalog = ProviderCatalog.ofHost();
        return build(catalog, mode, StoreParts.choose(catalog, null, null, settings, environment));
    }

    /**
     * The store on {@code mode}'s binding from {@code catalog}, or empty for {@code none}, and for
     * {@code auto} when no binding works here.
     *
     * @throws IllegalStateException when an explicit mode's binding cannot work; the message says why
     * @throws IllegalArgumentException when no binding has the name asked for; it lists those found
     */
    public static Optional<TerminalStore> build(ProviderCatalog catalog, TerminalsMode mode, StoreParts parts) {
        return assemble(catalog, mode, parts).map(Assembled::store);
    }

    /**
     * A store the daemon assembled, and what its start-up line calls it.
     *
     * @param store the store
     * @param label the binding's name, and the plugin it is from when not the daemon's own
     */
    public record Assembled(TerminalStore store, String label) {}

    /**
     * Like {@link #build(ProviderCatalog, TerminalsMode, StoreParts)}, with the binding's name and origin.
     *
     * @throws IllegalStateException when an explicit mode's binding cannot work; the message says why
     * @throws IllegalArgumentException when no binding has the name asked for; it lists those found
     *     and what in the plugins folder did not load
     */
    public static Optional<Assembled> assemble(ProviderCatalog catalog, TerminalsMode mode, StoreParts parts) {
        return assemble(catalog, mode, parts, Platform.current());
    }

    /**
     * Like {@link #assemble(ProviderCatalog, TerminalsMode, StoreParts)}, each binding made for
     * {@code platform} ({@link ProcessBindingProvider#create(Platform)}).
     *
     * @throws IllegalStateException when an explicit mode's binding cannot work; the message says why
     * @throws IllegalArgumentException when no binding has the name asked for
     */
    public static Optional<Assembled> assemble(ProviderCatalog catalog, TerminalsMode mode, StoreParts parts,
            Platform platform) {
        if (mode.equals(TerminalsMode.NONE)) {
            return Optional.empty();
        }
        Map<String, ProviderCatalog.Found<ProcessBindingProvider>> found = catalog.named(ProcessBindingProvider.class);
        if (mode.isExplicit() && !found.containsKey(mode.wireName())) {
            throw catalog.unknown(ProcessBindingProvider.class, "--terminals", mode.wireName(), found.keySet());
        }
        List<String> failures = new ArrayList<>();
        for (String name : mode.bindings()) {
            ProviderCatalog.Found<ProcessBindingProvider> provider = found.get(name);
            if (provider == null) {
                continue;
            }
            try {
                ProcessBinding binding = provider.provider().create(platform);
                LOG.log(Level.INFO, "Terminals run on {0} from {1}", name, provider.origin());
                String label = provider.origin().equals(ProviderCatalog.HOST) ? name : name + " from " + provider.origin();
                return Optional.of(new Assembled(parts.on(binding).build(), label));
            } catch (Exception | LinkageError cannot) {
                failures.add(name + ": " + reason(cannot));
                LOG.log(Level.INFO, "The {0} binding cannot work here: {1}", name, reason(cannot));
            }
        }
        String why = failures.isEmpty() ? "no " + String.join(" or ", mode.bindings()) + " binding is installed"
                : String.join("; ", failures);
        if (mode.isExplicit()) {
            throw new IllegalStateException("--terminals " + mode.wireName() + ": " + why);
        }
        LOG.log(Level.WARNING, "No terminal binding works here ({0}); serving without terminals", why);
        return Optional.empty();
    }

    /**
     * Why a binding cannot work: its failure's message, or its cause's where it has none (a class whose
     * initialisation failed: {@link ExceptionInInitializerError}), or the failure's name.
     */
    static String reason(Throwable cannot) {
        for (Throwable failure = cannot; failure != null; failure = failure.getCause()) {
            if (failure.getMessage() != null && !failure.getMessage().isBlank()) {
                return failure == cannot ? failure.getMessage() : cannot.getClass().getSimpleName() + ": " + failure;
            }
            if (failure.getCause() == failure) {
                break;
            }
        }
        return cannot.toString();
    }
}
