package ahp.shellintegration.inject;

import java.util.Locale;
import java.util.Optional;

/** The shells this host has scripts for, known by the basename of the program. */
enum Shell {
    BASH, ZSH, FISH, PWSH;

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
