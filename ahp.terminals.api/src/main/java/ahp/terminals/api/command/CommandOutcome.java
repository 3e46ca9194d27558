package ahp.terminals.api.command;

import java.util.Objects;

/**
 * How a command ended, or stood when it was answered, and what it printed.
 *
 * @param ending how it ended
 * @param exitCode the command's exit code for {@link CommandEnding#EXITED} (null where the shell's
 *     finish mark carried none), the shell's own for {@link CommandEnding#SHELL_EXITED}, and null
 *     otherwise
 * @param output what the command printed, escape sequences and carriage-return noise removed,
 *     lines ending in {@code \n}; whole up to its last million characters (the caller cuts it to what
 *     it shows); for an answer given while it runs, what it printed so far
 * @param failure why it could not run, for {@link CommandEnding#FAILED}; null otherwise
 */
public record CommandOutcome(CommandEnding ending, Integer exitCode, String output, String failure) {

    /** Checks the ending and gives an absent output as empty. */
    public CommandOutcome {
        Objects.requireNonNull(ending, "ending");
        output = output == null ? "" : output;
    }

    /** It finished with {@code exitCode}. */
    static CommandOutcome exited(Integer exitCode, String output) {
        return new CommandOutcome(CommandEnding.EXITED, exitCode, output, null);
    }

    /** The shell exited with {@code exitCode}. */
    static CommandOutcome shellExited(Integer exitCode, String output) {
        return new CommandOutcome(CommandEnding.SHELL_EXITED, exitCode, output, null);
    }

    /** Answered while it runs on: timed out, in the background, or interactive. */
    static CommandOutcome runningOn(CommandEnding ending, String outputSoFar) {
        return new CommandOutcome(ending, null, outputSoFar, null);
    }

    /** It could not run, for {@code reason}. */
    static CommandOutcome failed(String reason, String output) {
        return new CommandOutcome(CommandEnding.FAILED, null, output, reason);
    }
}
