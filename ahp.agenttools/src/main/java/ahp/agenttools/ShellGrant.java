package ahp.agenttools;

/**
 * The terminal grants the tools ask the host about, each named as the client method it matches
 * ({@code docs/daemon.md}, "Grants"). {@code list_bash}, {@code powershell} and
 * {@code ahp_terminals} ask for none.
 */
public enum ShellGrant {
    /** Opening a shell ({@code createTerminal}): asked before {@code bash} opens one. */
    CREATE("terminal:create", "opening a shell"),
    /** Writing to a shell ({@code terminal/input}): {@code bash} types a command, {@code write_bash} text. */
    INPUT("terminal:input", "writing to a shell"),
    /** Reading a shell ({@code terminal:output}): {@code bash} answers with output, {@code read_bash} reads it. */
    OUTPUT("terminal:output", "reading a shell"),
    /** Ending a shell ({@code disposeTerminal}): {@code bash_shutdown}. */
    DISPOSE("terminal:dispose", "ending a shell");

    private final String wireName;
    private final String purpose;

    ShellGrant(String wireName, String purpose) {
        this.wireName = wireName;
        this.purpose = purpose;
    }

    /** The grant's name, such as {@code terminal:create}. */
    public String wireName() {
        return wireName;
    }

    /** What it allows, in words a refusal says ("opening a shell"). */
    String purpose() {
        return purpose;
    }
}
