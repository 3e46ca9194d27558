package ahp.agenttools;

import java.time.Duration;

/**
 * The tools' answers in VS Code's words ({@code copilotShellTools.ts} and, since it moved there,
 * {@code shared/shellCommandExecution.ts}; see {@code NOTICE.md}).
 */
final class ResultTexts {

    /** A command that switched to the alternate screen. */
    static final String ALTERNATE_BUFFER = "The command opened the alternate buffer and is still running in the"
            + " terminal. It likely launched an interactive terminal UI. Use write_bash/write_powershell to interact"
            + " with it, or shutdown the shell to stop it.";

    /** A command whose terminal a person claimed for the session with no tool call. */
    static final String BACKGROUND = "The user chose to continue this command in the background. The terminal is"
            + " still running.";

    /** {@code read_<type>} of a shell that printed nothing. */
    static final String NO_OUTPUT = "(no output)";

    /** {@code read_<type>} or {@code write_<type>} with no shell to act on. */
    static final String NO_ACTIVE_SHELL = "No active shell found.";

    /** {@code write_<type>} done. */
    static final String INPUT_SENT = "Input sent to shell.";

    /** {@code <type>_shutdown} done. */
    static final String SHELL_STOPPED = "Shell stopped.";

    /** {@code <type>_shutdown} of an id that names no shell. */
    static final String SHELL_NOT_FOUND = "Shell not found.";

    /** {@code <type>_shutdown} with no id and no shell. */
    static final String NO_SHELL_TO_STOP = "No active shell to stop.";

    /** {@code list_<type>} with no shell. */
    static final String NO_SHELLS = "No active shells.";

    private ResultTexts() {}

    /** What every answer of the primary tool starts with. */
    static String shellId(String id) {
        return "Shell ID: " + id + "\n";
    }

    /** A command that finished. */
    static String exitCode(int code, String output) {
        return "Exit code: " + code + "\n" + output;
    }

    /** A command that ended its shell. */
    static String shellExited(int code, String output) {
        return "Shell exited with code " + code + "\n" + output;
    }

    /** A command still running when its timeout passed (seconds rounded as JavaScript's {@code Math.round}). */
    static String timedOut(Duration timeout, String output) {
        return "Command timed out after " + Math.round(timeout.toMillis() / 1000.0) + "s. Partial output:\n" + output;
    }

    /** One shell in {@code list_<type>}'s answer; {@code status} is {@code running} or {@code exited (<code>)}. */
    static String listed(String id, ToolFamily family, String status) {
        return "- " + id + ": " + family.type() + " [" + status + "]";
    }

    /** The other family's primary tool's answer, and its description. */
    static String wrongShell(String shellPath, ToolFamily family) {
        return "This tool is disabled because the configured shell is " + shellPath + ". Use the `" + family.primary()
                + "` tool instead.";
    }
}
