package ahp.server.sessions;

import ahp.protocol.Json;
import ahp.protocol.chat.TerminalCommandResult;
import ahp.protocol.chat.TerminalContent;
import ahp.protocol.chat.TextContent;
import ahp.protocol.chat.ToolCallResult;
import ahp.protocol.chat.ToolResultContent;
import ahp.terminals.api.command.CommandEnding;
import ahp.terminals.api.command.CommandOutcome;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import tools.jackson.databind.node.StringNode;

/**
 * How a {@code !} command's call completes, in VS Code's words for each of the ways a command ends:
 * {@code Ran command}; {@code Command exited with code <n>} (failed, with no error: nothing went wrong
 * running it); {@code Command timed out} and {@code Shell exited unexpectedly} (failed);
 * {@code Command is running in the background}; {@code Command opened an interactive terminal}; and
 * {@code Failed to run command} with the reason as its error. The result names the terminal again,
 * with the exit code where the command exited, then the text it printed, without escape sequences
 * and cut to its last 80,000 characters.
 */
final class Endings {

    /** The most of a command's output its call's text block holds: the end of it. */
    static final int MAX_OUTPUT = 80_000;

    private Endings() {}

    /** The call's result for {@code outcome} of the command in {@code terminal}. */
    static ToolCallResult result(CommandOutcome outcome, String terminal, String title, boolean isPty) {
        Integer code = outcome.exitCode();
        boolean exited = outcome.ending() == CommandEnding.EXITED || outcome.ending() == CommandEnding.SHELL_EXITED;
        List<ToolResultContent> content = new ArrayList<>(2);
        content.add(new TerminalContent(terminal, title, isPty,
                exited && code != null ? new TerminalCommandResult(code, null, null) : null));
        String output = outcome.output() == null ? "" : outcome.output().strip();
        if (!output.isEmpty()) {
            content.add(new TextContent(tail(output)));
        }
        return switch (outcome.ending()) {
            case EXITED -> ToolCallResult.of(code != null && code == 0,
                    code != null && code == 0 ? "Ran command" : "Command exited with code " + code, content);
            case TIMED_OUT -> failed("Command timed out", "The command was still running after "
                    + "the time allowed; it runs on in its terminal", content);
            case SHELL_EXITED -> failed("Shell exited unexpectedly", "The shell exited"
                    + (code == null ? "" : " with code " + code) + " before the command finished", content);
            case BACKGROUND -> ToolCallResult.of(true, "Command is running in the background", content);
            case INTERACTIVE -> ToolCallResult.of(true, "Command opened an interactive terminal", content);
            case FAILED -> failed("Failed to run command", outcome.failure() == null ? "unknown" : outcome.failure(), content);
        };
    }

    /** A call that could not run at all. */
    static ToolCallResult failedToRun(String reason) {
        return failed("Failed to run command", reason, null);
    }

    /** The last {@link #MAX_OUTPUT} characters of {@code text}. */
    static String tail(String text) {
        return text.length() <= MAX_OUTPUT ? text : text.substring(text.length() - MAX_OUTPUT);
    }

    private static ToolCallResult failed(String pastTense, String error, List<ToolResultContent> content) {
        return new ToolCallResult(false, StringNode.valueOf(pastTense), content, null,
                Json.MAPPER.createObjectNode().put("message", error), Map.of());
    }
}
