package ahp.shellintegration.inject;

import ahp.terminals.api.platform.Platform;
import java.util.Locale;
import java.util.Optional;

/** The shells this host has scripts for, known by the basename of the program. */
enum Shell {
    BASH, ZSH, FISH, PWSH;

    /**
     * The shell {@code program} is on {@code os}. On Windows only PowerShell ({@code pwsh.exe},
     * {@code powershell.exe}) gets its script, and {@code cmd.exe} has none. A {@code bash.exe} there
     * gets none either: the one in System32 is WSL's, whose bash runs in Linux, where neither the
     * script's Windows path nor the daemon's variables reach, and a Git Bash (MSYS) one is told from
     * it only by where it is installed; our bash script was never run under MSYS, which VS Code does
     * give its script, so that is left for when it can be tried on Windows. zsh and fish there (MSYS2,
     * Cygwin) are the same case.
     */
    static Optional<Shell> of(String program, Platform.Os os) {
        Optional<Shell> shell = of(program);
        return os == Platform.Os.WINDOWS ? shell.filter(PWSH::equals) : shell;
    }

    /**
     * The shell {@code program} is, by its basename ({@code /usr/bin/zsh}, {@code C:\...\pwsh.exe});
     * empty for one with no script: sh, dash, ksh, busybox, cmd.exe and the rest.
     */
    static Optional<Shell> of(String program) {
        String name = program.substring(Math.max(program.lastIndexOf('/'), program.lastIndexOf('\\')) + 1)
                .toLowerCase(Locale.ROOT);
        if (name.endsWith(".exe")) {
            name = name.substring(0, name.length() - 4);
        }
        return switch (name) {
            case "bash" -> Optional.of(BASH);
            case "zsh" -> Optional.of(ZSH);
            case "fish" -> Optional.of(FISH);
            case "pwsh", "powershell" -> Optional.of(PWSH);
            default -> Optional.empty();
        };
    }
}
