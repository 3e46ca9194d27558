package ahp.agenttools;

import ahp.terminals.api.command.CommandOutcome;
import java.time.Duration;

/**
 * A command's answer as the primary tool gives it, VS Code's way for each of the ways a command
 * stands when it is answered; the shell id goes in front of each.
 */
final class CommandAnswers {

    private CommandAnswers() {}

    /** The answer to a call whose command stands as {@code outcome}, in the shell {@code shellId}. */
    static ToolResult of(String shellId, CommandOutcome outcome, Duration timeout) {
        String output = ModelOutput.ofPlain(outcome.output());
        ToolResult result = switch (outcome.ending()) {
            case EXITED -> {
                int code = outcome.exitCode() == null ? 0 : outcome.exitCode();
                String text = ResultTexts.exitCode(code, output);
                yield code == 0 ? ToolResult.success(text) : ToolResult.failure(text, null);
            }
            case SHELL_EXITED ->
                ToolResult.failure(ResultTexts.shellExited(outcome.exitCode() == null ? -1 : outcome.exitCode(), output),
                        null);
            case TIMED_OUT -> ToolResult.failure(ResultTexts.timedOut(timeout, output), "timeout");
            // VS Code says nothing of the output here; the spec answers with what it printed so far.
            case INTERACTIVE -> ToolResult.failure(
                    output.isEmpty() ? ResultTexts.ALTERNATE_BUFFER : ResultTexts.ALTERNATE_BUFFER + "\n" + output,
                    "alternateBuffer");
            case BACKGROUND -> ToolResult.success(ResultTexts.BACKGROUND);
            case FAILED -> ToolResult.failure(HostTexts.failedToRun(outcome.failure()), "failed");
        };
        return result.prefixed(ResultTexts.shellId(shellId));
    }
}
