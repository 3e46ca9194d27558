package ahp.terminals.api.command;

import ahp.terminals.api.Terminal;
import java.util.Objects;

/**
 * Runs one command in a shell of the host's own that sits at its prompt, and tells how it ended:
 * what the host's {@code !} command turns and the agent's shell tools both do.
 *
 * <p>The command is typed as VS Code's shell command runner types it, once the shell is at its
 * prompt, and read back from the shell's marks where it writes them and from a sentinel line
 * otherwise; see {@code docs/terminals.md}, "Running a command in a shell".
 */
public final class ShellCommands {

    private ShellCommands() {}

    /**
     * Starts {@code request} in {@code terminal}, a shell opened with no command (to sit at its
     * prompt). Returns at once; call it off the terminal's own thread (not from a listener).
     */
    public static RunningCommand start(Terminal terminal, CommandRequest request) {
        Objects.requireNonNull(terminal, "terminal");
        Objects.requireNonNull(request, "request");
        CommandRun run = new CommandRun(terminal, request);
        run.begin();
        return run;
    }
}
