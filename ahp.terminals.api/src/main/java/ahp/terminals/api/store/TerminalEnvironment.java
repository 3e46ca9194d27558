package ahp.terminals.api.store;

import ahp.terminals.api.TerminalSpec;
import java.util.Map;
import java.util.TreeMap;

/**
 * The whole environment a terminal starts with, in layers: the host's, then the caller's variables
 * over it, then the terminal's own {@code TERM}, {@code COLUMNS} and {@code LINES} over both (not
 * something a command may disagree with), and then the two flags, asked last.
 */
final class TerminalEnvironment {

    /** {@code TERM} under a pseudoterminal when the daemon has none of its own. */
    static final String DEFAULT_PTY_TERM = "xterm-256color";

    /** {@code TERM} on pipes: there is no terminal to describe. */
    static final String PIPES_TERM = "dumb";

    private TerminalEnvironment() {}

    /**
     * The environment for {@code spec}'s terminal.
     *
     * @param host the host's environment, the bottom layer (its {@code TERM} is the daemon's own)
     * @param kind the shell that will read it
     * @param pty whether a pseudoterminal runs it
     */
    static Map<String, String> of(Map<String, String> host, TerminalSpec spec, ShellKind kind, boolean pty) {
        return of(host, spec, kind, pty, false);
    }

    /**
     * The environment for {@code spec}'s terminal; on Windows ({@code anyCase}) a name is one variable
     * in any case, as the system has it, so a caller's {@code Path} replaces the host's {@code PATH}
     * (and keeps the host's spelling of the name).
     */
    static Map<String, String> of(Map<String, String> host, TerminalSpec spec, ShellKind kind, boolean pty,
            boolean anyCase) {
        Map<String, String> env = anyCase ? new TreeMap<>(String.CASE_INSENSITIVE_ORDER) : new TreeMap<>();
        env.putAll(host);
        env.putAll(spec.environment());
        env.put("TERM", pty ? daemonTerm(host) : PIPES_TERM);
        env.put("COLUMNS", Integer.toString(spec.cols()));
        env.put("LINES", Integer.toString(spec.rows()));
        if (spec.preventShellHistory()) {
            // Read by the integration scripts to keep what the shell runs out of the person's history.
            env.put("VSCODE_PREVENT_SHELL_HISTORY", "1");
        }
        if (spec.nonInteractive()) {
            // Nobody is there: nothing may page, and nothing may ask a question.
            env.put("LC_ALL", "C.UTF-8");
            env.put("PAGER", "");
            env.put("GIT_PAGER", "");
            env.put("GH_PAGER", "");
            env.put("GIT_TERMINAL_PROMPT", "0");
            env.put("DEBIAN_FRONTEND", "noninteractive");
            if (kind == ShellKind.ZSH) {
                // Otherwise zsh prints a % after output that ends without a newline.
                env.put("PROMPT_EOL_MARK", "");
            }
        }
        validate(env);
        return env;
    }

    private static String daemonTerm(Map<String, String> host) {
        String own = host.get("TERM");
        return own == null || own.isBlank() ? DEFAULT_PTY_TERM : own;
    }

    /** A variable a process cannot be given is the caller's mistake, said before anything starts. */
    private static void validate(Map<String, String> env) {
        env.forEach((name, value) -> {
            if (name.isEmpty() || name.indexOf('=') >= 0 || name.indexOf('\0') >= 0) {
                throw new IllegalArgumentException("not a variable name: \"" + name + "\"");
            }
            if (value == null || value.indexOf('\0') >= 0) {
                throw new IllegalArgumentException("variable " + name + " has no value a process can hold");
            }
        });
    }
}
