package ahp.agenttools;

import java.util.List;
import java.util.Locale;

/**
 * The kind of shell the tools drive, which names them: VS Code's agent host offers five tools named
 * for the configured shell's kind and, under the other kind's primary name, a sixth that runs
 * nothing and names the tool that does run. A POSIX-ish shell (bash, zsh, sh, fish, ...) is
 * {@link #BASH}; PowerShell flips the family to {@link #POWERSHELL}, as VS Code's
 * {@code shellTypeForExecutable} does.
 */
public enum ToolFamily {
    /** {@code bash}, {@code read_bash}, {@code write_bash}, {@code bash_shutdown}, {@code list_bash}; the other is {@code powershell}. */
    BASH("bash"),
    /**
     * {@code powershell}, {@code read_powershell}, {@code write_powershell},
     * {@code powershell_shutdown}, {@code list_powershell}; the other is {@code bash}.
     */
    POWERSHELL("powershell");

    private final String type;

    ToolFamily(String type) {
        this.type = type;
    }

    /**
     * The family of the shell at {@code shellPath} (a path or a bare name, either separator, with or
     * without {@code .exe}): {@code pwsh}, {@code powershell} and {@code pwsh-preview} are
     * PowerShell; every other name is bash's, but for a name VS Code does not know on Windows, where
     * it is PowerShell.
     */
    public static ToolFamily of(String shellPath) {
        String name = ShellName.of(shellPath);
        return switch (name) {
            case "pwsh", "powershell", "pwsh-preview" -> POWERSHELL;
            case "bash", "sh", "zsh", "fish", "csh", "ksh", "nu", "xonsh", "git-cmd", "wsl", "ubuntu", "ubuntu1804",
                    "kali", "debian", "opensuse-42", "sles-12" -> BASH;
            default -> onWindows() ? POWERSHELL : BASH;
        };
    }

    /** The shell kind's name as the tools say it: {@code bash} or {@code powershell}. */
    public String type() {
        return type;
    }

    /** The primary tool, which runs a command: {@code bash} or {@code powershell}. */
    public String primary() {
        return type;
    }

    /** The tool that reads a shell's output. */
    public String read() {
        return "read_" + type;
    }

    /** The tool that writes to a shell. */
    public String write() {
        return "write_" + type;
    }

    /** The tool that ends a shell. */
    public String shutdown() {
        return type + "_shutdown";
    }

    /** The tool that lists the shells. */
    public String list() {
        return "list_" + type;
    }

    /** The other family's primary name, which answers by naming {@link #primary()}. */
    public String other() {
        return this == BASH ? POWERSHELL.type : BASH.type;
    }

    /** The six names, in VS Code's order: the primary, read, write, shutdown, list, the other. */
    public List<String> names() {
        return List.of(primary(), read(), write(), shutdown(), list(), other());
    }

    private static boolean onWindows() {
        return System.getProperty("os.name", "").toLowerCase(Locale.ROOT).startsWith("windows");
    }
}
