package ahp.terminals.api.platform;

import java.util.Optional;

/**
 * The shell the daemon runs when nobody named one, decided from the platform it is given.
 *
 * <p>On POSIX systems it is {@code $SHELL}, then {@code /bin/sh}. On Windows it is the first of
 * PowerShell 7 ({@code pwsh}), Windows PowerShell and {@code cmd.exe} that is there, and {@code SHELL}
 * is not read: on Windows it is a leftover of Git Bash or MSYS, not the person's Windows shell.
 * <ol>
 *   <li>{@code pwsh}: where {@code PATH} finds it (with {@code PATHEXT}), else where its installer puts
 *       it, {@code %ProgramFiles%\PowerShell\7\pwsh.exe}. PATH comes first because PowerShell 7 is
 *       installed in several ways (MSI, winget, a zip, a .NET tool), and PATH is where the one the
 *       person runs is.
 *   <li>Windows PowerShell: where Windows keeps it,
 *       {@code %SystemRoot%\System32\WindowsPowerShell\v1.0\powershell.exe}, else on {@code PATH}.
 *   <li>{@code cmd.exe}: {@code %ComSpec%} where it names a file, else
 *       {@code %SystemRoot%\System32\cmd.exe} ({@code C:\Windows} without {@code SystemRoot}), not
 *       looked for: the last word, as {@code /bin/sh} is on POSIX.
 * </ol>
 */
public final class DaemonShell {

    /** The POSIX shell when {@code $SHELL} names none. */
    public static final String POSIX_FALLBACK = "/bin/sh";

    private DaemonShell() {}

    /**
     * The daemon's own shell, which {@code !} commands and a backend's terminal run: on POSIX
     * {@code $SHELL} where it is an absolute path to a file, else {@code /bin/sh}; on Windows the
     * chain above.
     */
    public static String of(Platform platform) {
        if (platform.isWindows()) {
            return windows(platform);
        }
        return platform.variable("SHELL").filter(shell -> shell.startsWith("/") && platform.isFile().test(shell))
                .orElse(POSIX_FALLBACK);
    }

    /**
     * The shell a terminal opens when its spec names none: on POSIX {@code $SHELL} as it is set (one
     * that is not there fails in that terminal, where its user sees why), else {@code /bin/sh}; on
     * Windows the chain above, as for {@link #of}.
     */
    public static String forTerminal(Platform platform) {
        return platform.isWindows() ? windows(platform) : platform.variable("SHELL").orElse(POSIX_FALLBACK);
    }

    private static String windows(Platform platform) {
        return platform.findOnPath("pwsh")
                .or(() -> under(platform, "ProgramFiles", "\\PowerShell\\7\\pwsh.exe"))
                .or(() -> under(platform, "SystemRoot", "\\System32\\WindowsPowerShell\\v1.0\\powershell.exe"))
                .or(() -> platform.findOnPath("powershell"))
                .or(() -> platform.variable("ComSpec").filter(platform.isFile()))
                .orElseGet(() -> platform.variable("SystemRoot").orElse("C:\\Windows") + "\\System32\\cmd.exe");
    }

    /** {@code file} under the folder the variable {@code folder} names, when it is there. */
    private static Optional<String> under(Platform platform, String folder, String file) {
        return platform.variable(folder).map(base -> stripSeparator(base) + file).filter(platform.isFile());
    }

    private static String stripSeparator(String folder) {
        return folder.endsWith("\\") || folder.endsWith("/") ? folder.substring(0, folder.length() - 1) : folder;
    }
}
