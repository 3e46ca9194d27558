package ahp.server.sessions;

import java.util.Optional;

/**
 * A turn's text read as a {@code !} command, as VS Code's host reads it: the prefix at the very start,
 * and the rest trimmed. A lone {@code !}, or one followed only by white space, is not a command: it
 * is somebody typing an exclamation point, and it goes to the agent.
 */
public final class CommandLine {

    /** The prefix this host advertises as {@code terminalCommandPrefix}. */
    public static final String PREFIX = "!";

    private CommandLine() {}

    /** The command in {@code text}, if it is one. */
    public static Optional<String> of(String text) {
        if (text == null || !text.startsWith(PREFIX)) {
            return Optional.empty();
        }
        String command = text.substring(PREFIX.length()).strip();
        return command.isEmpty() ? Optional.empty() : Optional.of(command);
    }

    /** A title seeded from a command: its first line, cut at 200 characters. */
    public static String title(String command) {
        String line = command.strip().lines().findFirst().orElse("").strip();
        return line.length() <= 200 ? line : line.substring(0, 200);
    }
}
