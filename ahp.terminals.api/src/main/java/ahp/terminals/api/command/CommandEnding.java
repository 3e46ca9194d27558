package ahp.terminals.api.command;

/**
 * How a command typed into a shell came out: the five ways the spec's {@code !} command and the
 * agent's {@code bash} tool end, and the one where it could not run.
 */
public enum CommandEnding {
    /** It finished: the shell's finish mark, or the sentinel line, with its exit code (0 or not). */
    EXITED,
    /** Still running when its timeout passed; the output is what it printed so far. */
    TIMED_OUT,
    /** The shell itself exited (the command was {@code exit 3}, or killed the shell); its code. */
    SHELL_EXITED,
    /** The terminal was claimed for the session with no tool call while the command ran. */
    BACKGROUND,
    /** The program switched to the alternate screen: a full-screen program waiting for a person. */
    INTERACTIVE,
    /** It could not be run: the terminal had exited, the input was refused, or it was stopped first. */
    FAILED;

    /** Whether this is the command's real end, rather than an answer given while it runs on. */
    public boolean isEnd() {
        return this == EXITED || this == SHELL_EXITED || this == FAILED;
    }
}
