package ahp.terminals.api.spi;

/** Makes the shell-integration port: injection of scripts, and the reader of the marks they write. */
public interface ShellIntegrationProvider extends NamedProvider {

    /** Makes the port with the daemon's settings. */
    ShellIntegration create(ShellIntegrationSettings settings);
}
