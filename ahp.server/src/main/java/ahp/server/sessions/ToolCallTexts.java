package ahp.server.sessions;

import tools.jackson.databind.JsonNode;

/**
 * What a chat shows of an MCP client's call of an agent shell tool: the tool's name for people, what
 * the call does, and what it did. A command is shown as its first line, cut to 200 characters.
 */
final class ToolCallTexts {

    private static final int LONGEST = 200;

    private ToolCallTexts() {}

    /** The tool's name for people. */
    static String displayName(String tool) {
        return switch (tool) {
            case "bash", "powershell" -> "Run in terminal";
            case "read_bash" -> "Read terminal";
            case "write_bash" -> "Write to terminal";
            case "bash_shutdown" -> "Close terminal";
            case "list_bash" -> "List terminals";
            case "ahp_terminals" -> "List the host's terminals";
            default -> tool;
        };
    }

    /** What the call does: a command as it runs, else the tool and the shell it names. */
    static String invocation(String tool, JsonNode args) {
        String command = args.path("command").asString("");
        if (!command.isBlank()) {
            return "Running `" + shortened(command) + "`";
        }
        String shell = args.path("id").asString("");
        return displayName(tool) + (shell.isBlank() ? "" : " " + shell);
    }

    /** What the call did. */
    static String pastTense(String tool, JsonNode args, boolean failed) {
        String command = args.path("command").asString("");
        if (!command.isBlank()) {
            return (failed ? "Ran, and failed: `" : "Ran `") + shortened(command) + "`";
        }
        return displayName(tool) + (failed ? ": failed" : "");
    }

    private static String shortened(String command) {
        String stripped = command.strip();
        int end = firstLineEnd(stripped);
        String line = stripped.substring(0, end);
        boolean more = stripped.indexOf('\n') >= 0 || line.length() > LONGEST;
        return (line.length() > LONGEST ? line.substring(0, LONGEST) : line) + (more ? " …" : "");
    }

    /** Where the first line ends, as {@link String#lines} splits: at \n, \r or \r\n. */
    private static int firstLineEnd(String text) {
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c == '\n' || c == '\r') {
                return i;
            }
        }
        return text.length();
    }
}
