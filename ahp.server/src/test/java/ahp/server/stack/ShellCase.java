package ahp.server.stack;

import static org.junit.jupiter.api.Assumptions.assumeTrue;

import ahp.terminals.api.Terminal;
import ahp.terminals.api.TerminalSpec;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;

/**
 * A shell a command is run in, as the host opens one for a {@code !} command (to sit at its prompt,
 * kept out of the history, nobody watching): which shell, on which binding, and whether it marks
 * its commands there.
 */
enum ShellCase {
    BASH_PTY("bash", true, true),
    ZSH_PTY("zsh", true, true),
    FISH_PTY("fish", true, true),
    /** dash has no script: no marks, the sentinel, and its line discipline's echo. */
    DASH_PTY("dash", true, false),
    /** On pipes there is no prompt, no echo and no marks: the sentinel. */
    BASH_PIPES("bash", false, false),
    /** zsh on pipes: the sentinel, and a zsh that goes on after a line it cannot parse. */
    ZSH_PIPES("zsh", false, false);

    private final String shell;
    private final boolean pty;
    private final boolean marks;

    ShellCase(String shell, boolean pty, boolean marks) {
        this.shell = shell;
        this.pty = pty;
        this.marks = marks;
    }

    /** The shell's name. */
    String shell() {
        return shell;
    }

    /** Whether a pseudoterminal runs it (there is a screen, and an alternate screen). */
    boolean pty() {
        return pty;
    }

    /** Whether the shell marks its commands, so the sentinel is never typed. */
    boolean marks() {
        return marks;
    }

    /** The store this case's shell is opened by: the daemon's, on the pty or on pipes. */
    Stack stack() {
        return pty ? Stack.pty() : Stack.daemon(List.of("pipes"));
    }

    /** The shell's path; skips the test where it is not installed. */
    String program() {
        Path program = Homes.find(shell).orElse(null);
        assumeTrue(program != null, shell + " is not installed on this host (./test installs it)");
        return program.toString();
    }

    /** Opens the shell to sit at its prompt in {@code dir}, with its home under {@code dir}. */
    Terminal open(Stack stack, Path dir) throws IOException {
        String program = program();
        return stack.open(TerminalSpec.builder().shell(program).directory(dir)
                .environment(Homes.create(dir.resolve("home-" + name()), shell))
                .preventShellHistory(true).nonInteractive(true).build());
    }
}
