package ahp.terminals.api.command;

import java.util.concurrent.CompletionStage;

/**
 * A command typed into a shell, from {@link ShellCommands#start}. Its stages complete on a thread of
 * their own, never on the terminal's, so what waits on them may act on the terminal.
 */
public interface RunningCommand {

    /**
     * The first of: its end ({@link CommandEnding#EXITED}, {@link CommandEnding#SHELL_EXITED}), the
     * timeout, counted from when it was typed ({@link CommandEnding#TIMED_OUT}), the alternate screen
     * ({@link CommandEnding#INTERACTIVE}), the terminal claimed for the session with no tool call
     * ({@link CommandEnding#BACKGROUND}), or a failure ({@link CommandEnding#FAILED}). Never fails
     * exceptionally.
     */
    CompletionStage<CommandOutcome> answer();

    /**
     * Its real end only: the shell's finish mark, the sentinel line, or the shell's exit; or the
     * failure that kept it from running. It does not complete on a timeout, the alternate screen or
     * a claim alone. Never fails exceptionally.
     */
    CompletionStage<CommandOutcome> ended();

    /** What the command printed so far, escape sequences removed; empty before it was typed. */
    String outputSoFar();

    /**
     * Writes ^C, as a person's stop does (on pipes the store makes it SIGINT to the shell's group;
     * under a pseudoterminal a sentinel line flushed with what was typed ahead is typed again). A
     * command not typed yet is not typed at all, and ends {@link CommandEnding#FAILED}; one that
     * ended is left alone.
     */
    void interrupt();
}
