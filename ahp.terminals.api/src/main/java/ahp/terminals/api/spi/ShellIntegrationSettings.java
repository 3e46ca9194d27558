package ahp.terminals.api.spi;

import java.nio.file.Path;

/**
 * The daemon's settings for shell integration.
 *
 * @param tempDir where a folder the shell must read from is made ({@code <tmp>/<user>-ahpd-zsh})
 * @param zshFolderAsFound whether a zsh folder found there is taken whatever it is (the daemon's
 *     {@code zshFolder: asFound}); by default a link, another user's folder or one others can write
 *     means the shell starts with no integration
 */
public record ShellIntegrationSettings(Path tempDir, boolean zshFolderAsFound) {

    /** The defaults: the JVM's temp folder, and a zsh folder checked before it is used. */
    public static ShellIntegrationSettings defaults() {
        return new ShellIntegrationSettings(Path.of(System.getProperty("java.io.tmpdir")), false);
    }
}
