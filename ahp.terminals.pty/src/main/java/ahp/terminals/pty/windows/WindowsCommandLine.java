package ahp.terminals.pty.windows;

import java.util.List;

/**
 * The command line Windows starts a program with ({@code CreateProcessW} takes one string, not a list):
 * the program's path, in quotes when it holds a space, then each argument quoted so that a program
 * that splits its line as the C runtime does ({@code CommandLineToArgvW}) gets it back as it was.
 * {@code cmd.exe} does not split its line that way: a line for it is written after the file as it is
 * ({@link #withLine}).
 */
public final class WindowsCommandLine {

    private WindowsCommandLine() {}

    /** {@code argv} as one command line: {@code argv.get(0)} the program, the rest its arguments. */
    public static String of(List<String> argv) {
        StringBuilder line = new StringBuilder(program(argv.getFirst()));
        for (String argument : argv.subList(1, argv.size())) {
            line.append(' ');
            quote(argument, line);
        }
        return line.toString();
    }

    /** {@code program}, then {@code line} as it is written: how {@code cmd.exe} gets its command line. */
    public static String withLine(String program, String line) {
        return program(program) + " " + line;
    }

    /** The program's path: Windows reads it up to the first space unless it is in quotes (and a path holds no quote). */
    private static String program(String path) {
        return path.isEmpty() || path.indexOf(' ') >= 0 || path.indexOf('\t') >= 0 ? "\"" + path + "\"" : path;
    }

    /**
     * Appends {@code argument} as the C runtime reads one back: as it is when it holds no space, tab,
     * line break or quote; else in quotes, with a quote written {@code \"} and the backslashes before
     * a quote (or before the closing one) doubled.
     */
    static void quote(String argument, StringBuilder line) {
        if (!argument.isEmpty() && argument.chars().noneMatch(c -> c == ' ' || c == '\t' || c == '\n' || c == 0x0b || c == '"')) {
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
            if (c == '"') {
                line.repeat('\\', backslashes * 2 + 1);
            } else {
                line.repeat('\\', backslashes);
            }
            backslashes = 0;
            line.append(c);
        }
        line.repeat('\\', backslashes * 2);
        line.append('"');
    }
}
