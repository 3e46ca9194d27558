package ahp.terminals.api.spi;

import ahp.terminals.api.platform.Platform;
import java.nio.file.Path;
import java.util.Objects;

/**
 * The daemon's settings for shell integration.
 *
 * @param tempDir where a folder the shell must read from is made ({@code <tmp>/<user>-ahpd-zsh})
 * @param zshFolderAsFound whether a zsh folder found there is taken whatever it is (the daemon's
 *     {@code zshFolder: asFound}); by default a link, another user's folder or one others can write
 *     means the shell starts with no integration
 * @param os the system the shells run on, which decides which of them get a script (on Windows only
 *     PowerShell does)
 */
public record ShellIntegrationSettings(Path tempDir, boolean zshFolderAsFound, Platform.Os os) {

    /** Requires the system. */
    public ShellIntegrationSettings {
        Objects.requireNonNull(os, "os");
    }

    /** The settings for shells on this JVM's system. */
    public ShellIntegrationSettings(Path tempDir, boolean zshFolderAsFound) {
        this(tempDir, zshFolderAsFound, Platform.Os.of(System.getProperty("os.name")));
    }

    /** The defaults: the JVM's temp folder, and a zsh folder checked before it is used. */
    public static ShellIntegrationSettings defaults() {
        return new ShellIntegrationSettings(Path.of(System.getProperty("java.io.tmpdir")), false);
    }
}
