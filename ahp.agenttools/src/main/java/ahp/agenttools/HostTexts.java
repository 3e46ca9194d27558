package ahp.agenttools;

/**
 * The answers that are this host's own, where VS Code's tools have none: an async command started,
 * a refusal, a command that could not run, arguments that do not fit, and the read-only
 * {@code ahp_terminals}.
 */
final class HostTexts {

    /** What follows the shell id when an async command started (the {@code !} command's wording for one that runs on). */
    static final String RUNNING_IN_BACKGROUND = "Command is running in the background.";

    /** {@code ahp_terminals} when the host has none open. */
    static final String NO_TERMINALS = "No open terminals.";

    /** Any call once the chat's tools were closed. */
    static final String CLOSED = "The shells of this chat have been closed.";

    private HostTexts() {}

    /** The person whose turn runs the call does not hold {@code grant}. */
    static String refused(String userName, ShellGrant grant) {
        return "Permission denied: " + userName + " does not hold the " + grant.wireName() + " grant, which "
                + grant.purpose() + " needs.";
    }

    /** The command could not be run (the spec's wording for a {@code !} command that could not run). */
    static String failedToRun(String reason) {
        return "Failed to run command: " + reason;
    }

    /** The arguments do not fit the schema. */
    static String invalidArguments(String why) {
        return "Invalid arguments: " + why;
    }

    /** A tool failed for {@code reason}. */
    static String failed(String reason) {
        return "The tool failed: " + reason;
    }

    /** No tool of that name here. */
    static String unknownTool(String name) {
        return "Unknown tool: " + name;
    }
}
