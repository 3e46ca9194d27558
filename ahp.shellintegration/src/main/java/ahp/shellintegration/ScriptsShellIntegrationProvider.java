package ahp.shellintegration;

import ahp.terminals.api.spi.ShellIntegration;
import ahp.terminals.api.spi.ShellIntegrationProvider;
import ahp.terminals.api.spi.ShellIntegrationSettings;
import java.util.Objects;

/**
 * Provides the shell integration named {@code "scripts"}: this host's own bash, zsh, fish and
 * PowerShell scripts, injected into a shell started to sit in, and the reader of the OSC 633, OSC
 * 133 and OSC 7 marks they and other prompts write.
 */
public final class ScriptsShellIntegrationProvider implements ShellIntegrationProvider {

    /** Found through {@link java.util.ServiceLoader}. */
    public ScriptsShellIntegrationProvider() {}

    @Override
    public String name() {
        return "scripts";
    }

    @Override
    public ShellIntegration create(ShellIntegrationSettings settings) {
        return new ScriptsShellIntegration(Objects.requireNonNull(settings, "settings"));
    }
}
