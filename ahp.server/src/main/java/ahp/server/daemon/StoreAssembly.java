package ahp.server.daemon;

import ahp.terminals.api.Providers;
import ahp.terminals.api.TerminalStore;
import ahp.terminals.api.spi.ProcessBinding;
import ahp.terminals.api.spi.ProcessBindingProvider;
import ahp.terminals.api.spi.ScreenProvider;
import ahp.terminals.api.spi.ShellIntegration;
import ahp.terminals.api.spi.ShellIntegrationProvider;
import ahp.terminals.api.spi.ShellIntegrationSettings;
import java.lang.System.Logger.Level;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Builds the daemon's terminal store from the providers on the module path: the first process
 * binding of the mode's order whose probe passes, plus a screen and shell integration when a
 * provider of each is present. {@code auto} with no working binding is a host without terminals;
 * an explicit mode with none is an error.
 */
public final class StoreAssembly {

    private static final System.Logger LOG = System.getLogger(StoreAssembly.class.getName());

    private StoreAssembly() {}

    /**
     * The store, or empty when {@code mode} is {@code auto} and no binding works here.
     *
     * @throws IllegalStateException when an explicit mode's binding cannot work; the message says why
     */
    public static Optional<TerminalStore> build(TerminalsMode mode, ShellIntegrationSettings settings) {
        return build(mode, settings, System.getenv());
    }

    /**
     * The same, with {@code environment} as the host environment under every terminal's.
     *
     * @throws IllegalStateException when an explicit mode's binding cannot work; the message says why
     */
    public static Optional<TerminalStore> build(
            TerminalsMode mode, ShellIntegrationSettings settings, Map<String, String> environment) {
        List<String> failures = new ArrayList<>();
        ProcessBinding binding = null;
        for (ProcessBindingProvider provider : Providers.load(ProcessBindingProvider.class, mode.bindings())) {
            if (!mode.bindings().contains(provider.name())) {
                continue;
            }
            try {
                binding = provider.create();
                LOG.log(Level.INFO, "Terminals run on {0}", provider.name());
                break;
            } catch (Exception | LinkageError cannot) {
                failures.add(provider.name() + ": " + cannot.getMessage());
                LOG.log(Level.INFO, "The {0} binding cannot work here: {1}", provider.name(), cannot.getMessage());
            }
        }
        if (binding == null) {
            String why = failures.isEmpty() ? "no " + String.join(" or ", mode.bindings()) + " binding is installed"
                    : String.join("; ", failures);
            if (mode != TerminalsMode.AUTO) {
                throw new IllegalStateException("--terminals " + mode.wireName() + ": " + why);
            }
            LOG.log(Level.WARNING, "No terminal binding works here ({0}); serving without terminals", why);
            return Optional.empty();
        }
        TerminalStore.Builder store = TerminalStore.builder(binding).hostEnvironment(environment);
        if (binding.isPty()) {
            Providers.load(ScreenProvider.class, List.of()).stream().findFirst().ifPresent(store::screens);
            shellIntegration(settings).ifPresent(store::shellIntegration);
        }
        return Optional.of(store.build());
    }

    private static Optional<ShellIntegration> shellIntegration(ShellIntegrationSettings settings) {
        for (ShellIntegrationProvider provider : Providers.load(ShellIntegrationProvider.class, List.of())) {
            try {
                return Optional.of(provider.create(settings));
            } catch (RuntimeException | LinkageError cannot) {
                LOG.log(Level.WARNING, "Shell integration {0} cannot work here: {1}", provider.name(),
                        cannot.getMessage());
            }
        }
        return Optional.empty();
    }
}
