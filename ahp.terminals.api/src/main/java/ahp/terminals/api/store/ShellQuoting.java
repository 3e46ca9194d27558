package ahp.terminals.api.store;

import ahp.terminals.api.platform.CmdLine;
import java.util.List;
import java.util.regex.Pattern;

/**
 * Turns a program and its arguments into one line a shell runs as exactly that argv: each word is
 * quoted for the shell that reads it, so that nothing in it (spaces, quotes, {@code $}, globs,
 * {@code ;}) means anything to that shell. {@code cmd.exe} tracks quotes across the whole line, so
 * its line is written whole, by {@link CmdLine#command}.
 */
final class ShellQuoting {

    /** Characters that mean nothing to any of the shells, anywhere in a word. */
    private static final Pattern PLAIN = Pattern.compile("[A-Za-z0-9_@+:,./-]+");

    private ShellQuoting() {}

    /** The line that runs {@code program} with {@code args} in a shell of {@code kind}. */
    static String commandLine(ShellKind kind, String program, List<String> args) {
        if (kind == ShellKind.CMD) {
            return CmdLine.command(program, args);
        }
        StringBuilder line = new StringBuilder();
        if (kind == ShellKind.POWERSHELL) {
            line.append("& ");
        }
        line.append(quote(kind, program));
        for (String arg : args) {
            line.append(' ').append(quote(kind, arg));
        }
        return line.toString();
    }

    /** One word, quoted for a shell of {@code kind} when it needs to be (not {@code cmd.exe}: {@link #commandLine}). */
    static String quote(ShellKind kind, String word) {
        if (!word.isEmpty() && PLAIN.matcher(word).matches()) {
            return word;
        }
        return switch (kind) {
            case POSIX, ZSH -> ahp.terminals.api.platform.PosixWords.quote(word);
            case FISH -> "'" + word.replace("\\", "\\\\").replace("'", "\\'") + "'";
            case POWERSHELL -> "'" + word.replace("'", "''") + "'";
            case CMD -> throw new IllegalArgumentException("cmd.exe's words are written a whole line at a time");
        };
    }
}
