package ahp.server.daemon;

import ahp.server.plugins.PluginsFolder;
import java.nio.file.Path;
import java.util.regex.Pattern;

/**
 * The flags that pick providers: {@code --plugins DIR}, {@code --screen NAME} and
 * {@code --shell-integration NAME} ({@code --terminals} is {@link TerminalsMode}).
 *
 * @param pluginsFolder where plugins are loaded from
 * @param screen the screen's name, or null for the host's own ({@code jline}) when installed
 * @param shellIntegration the shell integration's name, or null for the host's own ({@code scripts})
 */
public record ProviderOptions(Path pluginsFolder, String screen, String shellIntegration) {

    private static final Pattern NAME = Pattern.compile("[a-z0-9][a-z0-9._-]*");

    /**
     * The options from the flags' values (each null when not given).
     *
     * @throws IllegalArgumentException for a name no provider can have
     */
    public static ProviderOptions of(String plugins, Path stateDir, String screen, String shellIntegration) {
        return new ProviderOptions(
                plugins == null ? PluginsFolder.defaultFor(stateDir) : Path.of(plugins).toAbsolutePath(),
                checked("--screen", screen), checked("--shell-integration", shellIntegration));
    }

    private static String checked(String flag, String name) {
        if (name != null && !NAME.matcher(name).matches()) {
            throw new IllegalArgumentException(flag + ": expected a provider's name (lower case) or none, not \""
                    + name + "\"");
        }
        return name;
    }
}
