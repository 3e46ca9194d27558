package ahp.terminals.api.store;

import java.nio.file.Path;

/** What a shell is, as far as starting it goes: read from its basename. */
enum ShellKind {
    /** A POSIX shell: sh, dash, bash, ksh, ash. */
    POSIX,
    /** zsh: POSIX quoting, and it prints {@code PROMPT_EOL_MARK} after output with no newline. */
    ZSH,
    /** fish: single quotes where a backslash still escapes. */
    FISH,
    /** PowerShell: single quotes doubled, and a program run through the call operator. */
    POWERSHELL;

    /** The kind of the shell at {@code shell} (a path or a bare name). */
    static ShellKind of(String shell) {
        String name = basename(shell).toLowerCase(java.util.Locale.ROOT);
        if (name.endsWith(".exe")) {
            name = name.substring(0, name.length() - 4);
        }
        if (name.equals("zsh") || name.startsWith("zsh-")) {
            return ZSH;
        }
        if (name.equals("fish")) {
            return FISH;
        }
        if (name.equals("pwsh") || name.equals("powershell")) {
            return POWERSHELL;
        }
        return POSIX;
    }

    /** The last element of a path, or the name itself. */
    static String basename(String shell) {
        Path name = Path.of(shell).getFileName();
        return name == null ? shell : name.toString();
    }
}
