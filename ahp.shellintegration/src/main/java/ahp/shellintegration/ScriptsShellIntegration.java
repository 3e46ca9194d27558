package ahp.shellintegration;

import ahp.shellintegration.inject.Injector;
import ahp.shellintegration.marks.ShellMarkTracker;
import ahp.terminals.api.spi.Injection;
import ahp.terminals.api.spi.InjectionRequest;
import ahp.terminals.api.spi.MarkTracker;
import ahp.terminals.api.spi.ShellIntegration;
import ahp.terminals.api.spi.ShellIntegrationSettings;
import java.util.Optional;

/** The port: this module's scripts injected by {@link Injector}, read back by {@link ShellMarkTracker}. */
final class ScriptsShellIntegration implements ShellIntegration {

    private static final System.Logger LOG = System.getLogger("ahp.shellintegration");

    private final Injector injector;

    ScriptsShellIntegration(ShellIntegrationSettings settings) {
        this.injector = new Injector(settings);
    }

    @Override
    public Optional<Injection> inject(InjectionRequest request) {
        try {
            return injector.inject(request);
        } catch (RuntimeException e) {
            LOG.log(System.Logger.Level.WARNING, "shell integration not injected for " + request.argv(), e);
            return Optional.empty();
        }
    }

    @Override
    public MarkTracker track(String nonce) {
        return new ShellMarkTracker(nonce);
    }
}
