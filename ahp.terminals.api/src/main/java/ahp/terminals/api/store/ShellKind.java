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
    POWERSHELL,
    /**
     * {@code cmd.exe}, on Windows only: its line goes after its file as it is written, never after
     * {@code -c} ({@link ahp.terminals.api.platform.CmdLine}).
     */
    CMD;

    /** The kind of the shell at {@code shell} (a path or a bare name) on a POSIX system. */
    static ShellKind of(String shell) {
        return of(shell, false);
    }

    /**
     * The kind of the shell at {@code shell} (a path or a bare name); on Windows its basename is also
     * cut at {@code \}, and {@code cmd} is {@link #CMD}.
     */
    static ShellKind of(String shell, boolean windows) {
        String name = basename(shell, windows).toLowerCase(java.util.Locale.ROOT);
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
        return windows && name.equals("cmd") ? CMD : POSIX;
    }

    /** The last element of a path, or the name itself, on a POSIX system. */
    static String basename(String shell) {
        Path name = Path.of(shell).getFileName();
        return name == null ? shell : name.toString();
    }

    /** The last element of a path, or the name itself; on Windows after the last {@code \} or {@code /}. */
    static String basename(String shell, boolean windows) {
        return windows ? shell.substring(Math.max(shell.lastIndexOf('\\'), shell.lastIndexOf('/')) + 1) : basename(shell);
    }
}
