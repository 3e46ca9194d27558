package ahp.terminals.api.platform;

import java.util.List;
import java.util.Map;

/**
 * How {@code cmd.exe} reads the command after {@code /s /c}, as far as a simple command goes, written
 * from the documented and widely described behaviour of cmd (its {@code /?} text for {@code /s} and
 * {@code /c}; the phases of its parser as they are commonly described) so a Linux test can follow a
 * line through it. Nothing here ran on Windows: it is our reading, and the test says only that our
 * lines come through this reading as meant.
 *
 * <ol>
 *   <li>{@code /s}: the first character after {@code /c} (a quote) and the last quote of the line are
 *       taken away; the rest is the command, as it is.
 *   <li>Percent expansion, first and blind to quotes and carets. On a command line (not in a batch
 *       file): at a {@code %}, the text up to the next {@code %} is a name; a variable of that name
 *       (in any case) is replaced by its value and reading goes on after the closing sign; otherwise
 *       the first sign stays and reading goes on at the second, which may start a name of its own.
 *       {@code %cd:~,%} is an empty slice of the current directory (the extensions' substring form):
 *       nothing.
 *   <li>Delayed expansion of {@code !name!}: off ({@code /v:off}), so a {@code !} is a character.
 *   <li>Quotes and carets: each {@code "} starts or ends a quoted stretch (a backslash before it
 *       changes nothing). Outside one, a caret is taken away and the character after it is plain
 *       text; {@code & | < > ( )} are cmd's own (another command, a pipe, a redirection, a block).
 *       Inside one, every character, carets too, is text.
 * </ol>
 */
public final class CmdRules {

    /** What cmd.exe would do with a command. */
    public record Read(String command, boolean simple) {}

    private CmdRules() {}

    /**
     * {@code words} (the switches after cmd's file, ending with {@code /c} and the command) read by
     * cmd: the command line the program it starts gets, and whether it was one simple command (no
     * character of cmd's own left in it).
     */
    public static Read read(List<String> words, Map<String, String> variables) {
        String line = String.join(" ", words);
        int c = line.indexOf("/c ");
        if (c < 0 || !words.contains("/s")) {
            throw new IllegalArgumentException("not a /s /c command line: " + line);
        }
        String command = line.substring(c + 3);
        if (!command.startsWith("\"")) {
            throw new IllegalArgumentException("/s strips a quote that is not there: " + line);
        }
        int last = command.lastIndexOf('"');
        command = command.substring(1, last) + command.substring(last + 1);
        return carets(percents(command, variables));
    }

    private static String percents(String line, Map<String, String> variables) {
        StringBuilder out = new StringBuilder();
        int i = 0;
        while (i < line.length()) {
            char ch = line.charAt(i);
            int close = ch == '%' ? line.indexOf('%', i + 1) : -1;
            if (close < 0) {
                out.append(ch);
                i++;
                continue;
            }
            String value = value(line.substring(i + 1, close), variables);
            if (value == null) {
                out.append('%');
                i++;
            } else {
                out.append(value);
                i = close + 1;
            }
        }
        return out.toString();
    }

    private static String value(String name, Map<String, String> variables) {
        if (name.equalsIgnoreCase("cd:~,")) {
            return "";
        }
        for (Map.Entry<String, String> variable : variables.entrySet()) {
            if (!name.isEmpty() && variable.getKey().equalsIgnoreCase(name)) {
                return variable.getValue();
            }
        }
        return null;
    }

    private static Read carets(String line) {
        StringBuilder out = new StringBuilder();
        boolean quoted = false;
        boolean simple = true;
        for (int i = 0; i < line.length(); i++) {
            char ch = line.charAt(i);
            if (ch == '"') {
                quoted = !quoted;
                out.append(ch);
            } else if (!quoted && ch == '^') {
                if (i + 1 < line.length()) {
                    out.append(line.charAt(++i));
                }
            } else {
                simple &= quoted || "&|<>()".indexOf(ch) < 0;
                out.append(ch);
            }
        }
        return new Read(out.toString(), simple);
    }
}
