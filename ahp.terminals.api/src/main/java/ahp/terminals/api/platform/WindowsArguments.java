package ahp.terminals.api.platform;

import java.util.List;

/**
 * Words written into a Windows command line. Windows starts a process with one string, not a list:
 * the program splits it itself, and nearly every program does it as the C runtime and
 * {@code CommandLineToArgvW} do. An argument written here is read back by those rules as it was:
 *
 * <ul>
 *   <li>as it is, when it is not empty and holds no space, tab, line break or quote;
 *   <li>else in quotes, where a quote in it is written {@code \"}, the backslashes just before a
 *       quote are doubled (so they stay backslashes rather than escaping it), and so are the
 *       backslashes at its end (before the closing quote); other backslashes stay as they are.
 * </ul>
 *
 * <p>The program's own name, the first word, is read by other rules (up to the next space, or between
 * quotes, with no escapes): {@link #program}. {@code cmd.exe} reads its line its own way:
 * {@link CmdLine}.
 */
public final class WindowsArguments {

    private WindowsArguments() {}

    /** {@code arguments}, each written as the C runtime reads it back, joined by single spaces. */
    public static String join(List<String> arguments) {
        StringBuilder line = new StringBuilder();
        for (String argument : arguments) {
            if (!line.isEmpty()) {
                line.append(' ');
            }
            append(line, argument, false);
        }
        return line.toString();
    }

    /**
     * The program's path as the first word: in quotes when it is empty or holds a space or a tab.
     *
     * @throws IllegalArgumentException for a path with a quote or a line break, which no Windows file
     *     name holds and the first word cannot carry
     */
    public static String program(String path) {
        if (path.indexOf('"') >= 0 || path.indexOf('\n') >= 0 || path.indexOf('\r') >= 0) {
            throw new IllegalArgumentException("a Windows program's path cannot hold a quote or a line break: " + path);
        }
        return path.isEmpty() || path.indexOf(' ') >= 0 || path.indexOf('\t') >= 0 ? "\"" + path + "\"" : path;
    }

    /**
     * Appends {@code argument} as the C runtime reads it back, in quotes when {@code quoted} or when it
     * needs them.
     */
    static void append(StringBuilder line, String argument, boolean quoted) {
        if (!quoted && !argument.isEmpty() && !needsQuotes(argument)) {
            line.append(argument);
            return;
        }
        line.append('"');
        int backslashes = 0;
        for (int i = 0; i < argument.length(); i++) {
            char c = argument.charAt(i);
            if (c == '\\') {
                backslashes++;
                continue;
            }
            // Backslashes before a quote are doubled and the quote escaped; before anything else they are literal.
            line.repeat('\\', c == '"' ? backslashes * 2 + 1 : backslashes);
            backslashes = 0;
            line.append(c);
        }
        line.repeat('\\', backslashes * 2);
        line.append('"');
    }

    private static boolean needsQuotes(String argument) {
        for (int i = 0; i < argument.length(); i++) {
            switch (argument.charAt(i)) {
                case ' ', '\t', '\n', '\u000b', '"' -> {
                    return true;
                }
                default -> { }
            }
        }
        return false;
    }
}
