package ahp.terminals.api.command;

import java.util.ArrayList;
import java.util.List;

/**
 * What is typed for a command, as VS Code's shell command runner types it: the history prefix of
 * the shell's family before the first line; a multi-line command as one bracketed paste where the
 * program asked for bracketed paste, and otherwise line by line; then Enter. Enter is {@code \r}
 * under a pseudoterminal (its line discipline makes it a line feed) and {@code \n} on pipes.
 */
final class Keystrokes {

    static final String PASTE_START = "\u001b[200~";
    static final String PASTE_END = "\u001b[201~";

    private Keystrokes() {}

    /** The command's lines, its trailing line breaks dropped. */
    static List<String> lines(String commandLine) {
        int end = commandLine.length();
        while (end > 0 && (commandLine.charAt(end - 1) == '\r' || commandLine.charAt(end - 1) == '\n')) {
            end--;
        }
        // Split at \r\n, \r or \n by hand: two regular expressions per command cost more than the rest of the typing.
        List<String> lines = new ArrayList<>();
        int start = 0;
        for (int i = 0; i < end; i++) {
            char c = commandLine.charAt(i);
            if (c == '\r' || c == '\n') {
                lines.add(commandLine.substring(start, i));
                if (c == '\r' && i + 1 < end && commandLine.charAt(i + 1) == '\n') {
                    i++;
                }
                start = i + 1;
            }
        }
        lines.add(commandLine.substring(start, end));
        return List.copyOf(lines);
    }

    /**
     * The keys for a command of {@code lines}.
     *
     * @param pty whether a pseudoterminal runs the shell
     * @param bracketedPaste whether the program asked for bracketed paste
     */
    static String command(List<String> lines, ShellFamily family, boolean pty, boolean bracketedPaste) {
        String enter = enter(pty);
        String body = family.historyPrefix() + String.join(enter, lines);
        if (lines.size() > 1 && pty && bracketedPaste) {
            return PASTE_START + body + PASTE_END + enter;
        }
        return body + enter;
    }

    /** The keys for the sentinel line: typed as a command of its own, kept out of the history too. */
    static String sentinel(Sentinel sentinel, ShellFamily family, boolean pty) {
        return family.historyPrefix() + sentinel.command(family) + enter(pty);
    }

    /** The key bash's and zsh's integration bind, in a shell the host types commands into, to give up a line. */
    static final String GIVE_UP = "\u001b[9999~";

    /**
     * What gives up a line the shell read and waits to see the rest of: in bash and zsh the key
     * their integration binds to an interrupt from inside readline and to zle's send-break, which
     * the line editor reads in order with what was typed (a ^C that comes while it starts may take
     * effect only at the next key); elsewhere ^C.
     */
    static String cancelLine(String shellPath) {
        return switch (ShellFamily.name(shellPath)) {
            case "bash", "zsh" -> GIVE_UP;
            default -> "\u0003";
        };
    }

    /** Enter. */
    static String enter(boolean pty) {
        return pty ? "\r" : "\n";
    }
}
