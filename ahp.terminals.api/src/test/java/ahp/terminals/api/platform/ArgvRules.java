package ahp.terminals.api.platform;

import java.util.ArrayList;
import java.util.List;

/**
 * A Windows command line split into words as the C runtime and {@code CommandLineToArgvW} split it,
 * written here from Microsoft's description of those rules ("Parsing C command-line arguments"), in
 * our own words, so a Linux test can read back what a program on Windows would get:
 *
 * <ol>
 *   <li>The first word is the program's name: between quotes when it starts with one (up to the next
 *       quote, nothing escaped), else up to the first space or tab.
 *   <li>The other words are parted by spaces and tabs outside quotes.
 *   <li>A quote starts or ends a quoted stretch, which may be part of a word; spaces and tabs in it
 *       are the word's.
 *   <li>Backslashes are themselves, unless a quote follows them: then each pair is one backslash,
 *       and an odd one left over makes the quote a character of the word rather than a start or end.
 *   <li>In a quoted stretch, two quotes in a row are one quote character (the C runtime's rule since
 *       2008; {@code CommandLineToArgvW} ends the stretch there instead). {@code doubledQuote} says
 *       which: a line written so that both read it the same is right on either.
 * </ol>
 */
public final class ArgvRules {

    private ArgvRules() {}

    /** The words of {@code line}, the program's name first. */
    public static List<String> split(String line, boolean doubledQuote) {
        List<String> argv = new ArrayList<>();
        int i = 0;
        int n = line.length();
        StringBuilder word = new StringBuilder();
        if (i < n && line.charAt(i) == '"') {
            int end = line.indexOf('"', 1);
            end = end < 0 ? n : end;
            word.append(line, 1, end);
            i = Math.min(n, end + 1);
        } else {
            while (i < n && line.charAt(i) != ' ' && line.charAt(i) != '\t') {
                word.append(line.charAt(i++));
            }
        }
        argv.add(word.toString());
        while (true) {
            while (i < n && (line.charAt(i) == ' ' || line.charAt(i) == '\t')) {
                i++;
            }
            if (i >= n) {
                return argv;
            }
            word.setLength(0);
            boolean quoted = false;
            while (i < n && (quoted || (line.charAt(i) != ' ' && line.charAt(i) != '\t'))) {
                char c = line.charAt(i);
                if (c == '\\') {
                    int backslashes = 0;
                    while (i < n && line.charAt(i) == '\\') {
                        backslashes++;
                        i++;
                    }
                    if (i < n && line.charAt(i) == '"') {
                        word.repeat('\\', backslashes / 2);
                        if (backslashes % 2 == 1) {
                            word.append('"');
                            i++;
                        }
                    } else {
                        word.repeat('\\', backslashes);
                    }
                } else if (c == '"') {
                    if (quoted && doubledQuote && i + 1 < n && line.charAt(i + 1) == '"') {
                        word.append('"');
                        i += 2;
                    } else {
                        quoted = !quoted;
                        i++;
                    }
                } else {
                    word.append(c);
                    i++;
                }
            }
            argv.add(word.toString());
        }
    }
}
