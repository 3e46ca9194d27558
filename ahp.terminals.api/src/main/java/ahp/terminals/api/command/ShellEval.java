package ahp.terminals.api.command;

import ahp.terminals.api.platform.PosixWords;
import java.util.List;
import java.util.Set;

/**
 * A command handed to a POSIX shell through the shell's own {@code eval}, where its end is read
 * from the sentinel line typed after it. The typed line is then one quoted word, always complete,
 * and the shell parses the command itself, with its own options: a command it cannot parse (a
 * syntax error, an unclosed quote, an open {@code if}) fails {@code eval} with the shell's own
 * status and message, and the sentinel line after it runs. Typed as it is, such a command ends a
 * shell reading a pipe (bash and dash exit on a syntax error there), or takes the sentinel line in
 * as more of itself and waits for the rest for good.
 *
 * <p>It is typed as one line, so an interactive shell shows no continuation prompt, which would
 * stand before the command's output: a command of several lines is rebuilt in the shell by
 * {@code printf '%s\n'} of each line single-quoted, inside a command substitution, which drops
 * only the trailing line breaks.
 *
 * <p>Single quotes also keep a {@code !} in it from bash's and zsh's history expansion in a shell
 * that has it on. {@code command eval} keeps a POSIX shell's special built-in from ending a
 * non-interactive shell when it fails; zsh's own {@code command} runs only programs, so zsh is given
 * {@code eval}. Shells not known to take either (fish, PowerShell, csh, anything unknown) are typed
 * the command as it is.
 */
final class ShellEval {

    /** Shells whose {@code command eval} is POSIX's. */
    private static final Set<String> POSIX = Set.of("sh", "bash", "dash", "ash", "ksh", "ksh93", "mksh", "pdksh",
            "yash", "posh");

    private ShellEval() {}

    /**
     * The lines to type for {@code lines}, the command, in the shell at {@code shellPath}: one line,
     * an {@code eval} of them all, where the shell is known to take it; else the lines themselves.
     */
    static List<String> lines(String shellPath, List<String> lines) {
        String name = ShellFamily.name(shellPath);
        String eval = name.equals("zsh") ? "eval " : POSIX.contains(name) || name.isEmpty() ? "command eval " : null;
        if (eval == null) {
            return lines;
        }
        if (lines.size() == 1) {
            return List.of(eval + PosixWords.quote(lines.getFirst()));
        }
        StringBuilder each = new StringBuilder("\"$(printf '%s\\n'");
        lines.forEach(line -> each.append(' ').append(PosixWords.quote(line)));
        return List.of(eval + each.append(")\""));
    }
}
