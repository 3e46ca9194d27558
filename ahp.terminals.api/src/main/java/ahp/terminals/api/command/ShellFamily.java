package ahp.terminals.api.command;

import java.util.Locale;

/**
 * What a shell is, as far as typing a command into it goes: whether a leading space keeps the line
 * out of its history, and how it says the last command's status. Read from the shell's basename.
 */
enum ShellFamily {
    /** sh, dash, bash, zsh, ksh and the like: a leading space, {@code $?}. */
    POSIX(" ", "$?"),
    /** fish: a leading space, {@code $status}. */
    FISH(" ", "$status"),
    /**
     * PowerShell: no prefix (PSReadLine keeps history out its own way). {@code $LASTEXITCODE} alone
     * is empty when no native program ran, so the status is {@code 0} where the last command
     * succeeded, else {@code $LASTEXITCODE} where one set it, else {@code 1}.
     */
    POWERSHELL("", "$(if ($?) { 0 } elseif ($LASTEXITCODE) { $LASTEXITCODE } else { 1 })"),
    /**
     * cmd.exe: no prefix (its history keeps a line whatever it starts with), {@code %ERRORLEVEL%},
     * and an echo with no quotes, which cmd's {@code echo} would print.
     */
    CMD("", "%ERRORLEVEL%");

    private final String historyPrefix;
    private final String lastStatus;

    ShellFamily(String historyPrefix, String lastStatus) {
        this.historyPrefix = historyPrefix;
        this.lastStatus = lastStatus;
    }

    /** The family of the shell at {@code shellPath} (a path or a bare name); null is POSIX. */
    static ShellFamily of(String shellPath) {
        return switch (name(shellPath)) {
            case "fish" -> FISH;
            case "pwsh", "powershell", "pwsh-preview" -> POWERSHELL;
            case "cmd" -> CMD;
            default -> POSIX;
        };
    }

    /**
     * The shell's name: the basename of {@code shellPath} (a path or a bare name), lower case,
     * without {@code .exe}; empty for a null or blank path.
     */
    static String name(String shellPath) {
        if (shellPath == null || shellPath.isBlank()) {
            return "";
        }
        String name = shellPath.substring(Math.max(shellPath.lastIndexOf('/'), shellPath.lastIndexOf('\\')) + 1)
                .toLowerCase(Locale.ROOT);
        return name.endsWith(".exe") ? name.substring(0, name.length() - 4) : name;
    }

    /** What goes before a typed command: a space that keeps it out of the history, or nothing. */
    String historyPrefix() {
        return historyPrefix;
    }

    /** An expression the shell expands, inside double quotes, to the last command's status. */
    String lastStatus() {
        return lastStatus;
    }

    /**
     * A command that prints {@code text} (double-quoted, so the shell expands what is in it) and a
     * newline. cmd.exe's {@code echo} prints the rest of its line as it is, quotes too, and expands
     * {@code %variables%} in it wherever they stand, so its text is not quoted: a caret before each of
     * {@code ^ & | < > ( )} makes it text rather than a redirection or another command.
     */
    String echo(String text) {
        return switch (this) {
            case POWERSHELL -> "Write-Output \"" + text + "\"";
            case CMD -> "echo " + text.replaceAll("([\\^&|<>()])", "^$1");
            default -> "echo \"" + text + "\"";
        };
    }
}
