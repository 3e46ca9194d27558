package ahp.shellintegration;

import ahp.terminals.api.spi.ShellIntegration;
import ahp.terminals.api.spi.ShellIntegrationProvider;
import ahp.terminals.api.spi.ShellIntegrationSettings;

/** Provides the shell integration named {@code "scripts"}. */
public final class ScriptsShellIntegrationProvider implements ShellIntegrationProvider {

    @Override
    public String name() {
        return "scripts";
    }

    @Override
    public ShellIntegration create(ShellIntegrationSettings settings) {
        throw new UnsupportedOperationException("shell integration is built in issue 4");
    }
}
