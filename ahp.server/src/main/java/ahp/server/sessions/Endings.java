package ahp.server.sessions;

import ahp.protocol.Json;
import ahp.terminals.api.command.CommandOutcome;
import tools.jackson.databind.node.ArrayNode;
import tools.jackson.databind.node.ObjectNode;

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
    static ObjectNode result(CommandOutcome outcome, String terminal, String title, boolean isPty) {
        ObjectNode result = Json.MAPPER.createObjectNode();
        Integer code = outcome.exitCode();
        switch (outcome.ending()) {
            case EXITED -> {
                result.put("success", code != null && code == 0);
                result.put("pastTenseMessage", code != null && code == 0 ? "Ran command"
                        : "Command exited with code " + code);
            }
            case TIMED_OUT -> failed(result, "Command timed out", "The command was still running after "
                    + "the time allowed; it runs on in its terminal");
            case SHELL_EXITED -> failed(result, "Shell exited unexpectedly", "The shell exited"
                    + (code == null ? "" : " with code " + code) + " before the command finished");
            case BACKGROUND -> result.put("success", true).put("pastTenseMessage", "Command is running in the background");
            case INTERACTIVE -> result.put("success", true).put("pastTenseMessage", "Command opened an interactive terminal");
            case FAILED -> failed(result, "Failed to run command", outcome.failure() == null ? "unknown" : outcome.failure());
        }
        ArrayNode content = result.putArray("content");
        ObjectNode block = ChatActions.terminalBlock(terminal, title, isPty);
        boolean exited = outcome.ending() == ahp.terminals.api.command.CommandEnding.EXITED
                || outcome.ending() == ahp.terminals.api.command.CommandEnding.SHELL_EXITED;
        if (exited && code != null) {
            block.putObject("result").put("exitCode", code);
        }
        content.add(block);
        String output = outcome.output() == null ? "" : outcome.output().strip();
        if (!output.isEmpty()) {
            content.addObject().put("type", "text").put("text", tail(output));
        }
        return result;
    }

    /** A call that could not run at all. */
    static ObjectNode failedToRun(String reason) {
        ObjectNode result = Json.MAPPER.createObjectNode();
        failed(result, "Failed to run command", reason);
        return result;
    }

    /** The last {@link #MAX_OUTPUT} characters of {@code text}. */
    static String tail(String text) {
        return text.length() <= MAX_OUTPUT ? text : text.substring(text.length() - MAX_OUTPUT);
    }

    private static void failed(ObjectNode result, String pastTense, String error) {
        result.put("success", false).put("pastTenseMessage", pastTense);
        result.putObject("error").put("message", error);
    }
}
