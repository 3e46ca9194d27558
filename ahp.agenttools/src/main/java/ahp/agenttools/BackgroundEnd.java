package ahp.agenttools;

import ahp.terminals.api.command.CommandEnding;
import java.util.Objects;

/**
 * How a background command ended, for the turn that wakes the session.
 *
 * @param ending {@link CommandEnding#EXITED} (its end mark or the sentinel),
 *     {@link CommandEnding#SHELL_EXITED} (the command or its stop took the shell with it), or
 *     {@link CommandEnding#FAILED} (it could not run)
 * @param exitCode the command's exit code, or the shell's where the shell exited; null where none
 *     is known
 * @param output the end of what it printed: control sequences removed, trimmed, its last 60,000
 *     characters at most (the host may cut it shorter)
 * @param failure why it could not run, for {@link CommandEnding#FAILED}; null otherwise
 */
public record BackgroundEnd(CommandEnding ending, Integer exitCode, String output, String failure) {

    /** Checks the ending and gives an absent output as empty. */
    public BackgroundEnd {
        Objects.requireNonNull(ending, "ending");
        output = output == null ? "" : output;
    }
}
