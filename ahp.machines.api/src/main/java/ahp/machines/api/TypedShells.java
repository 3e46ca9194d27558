package ahp.machines.api;

import ahp.terminals.api.spi.ProcessLaunch;
import java.util.ArrayList;
import java.util.List;

/**
 * How a shell the host types commands into starts in a machine, where no integration script runs:
 * each line as typed, so bash starts with {@code +H} and zsh with {@code +o banghist} (no history
 * expansion: {@code echo a!b} prints {@code a!b}). A shell of a person's own, or one that runs a
 * command ({@code -c}), starts as asked.
 */
public final class TypedShells {

    /** The variable the host sets on a shell it types commands into (see {@code TerminalSpec}). */
    public static final String TYPED_INTO = "VSCODE_PREVENT_SHELL_HISTORY";

    private TypedShells() {}

    /** The argv to start for {@code launch} in a machine. */
    public static List<String> argv(ProcessLaunch launch) {
        List<String> argv = launch.argv();
        if (!"1".equals(launch.environment().get(TYPED_INTO)) || argv.size() != 1) {
            return argv;
        }
        String program = argv.getFirst();
        String name = program.substring(program.lastIndexOf('/') + 1);
        List<String> typed = new ArrayList<>(argv);
        switch (name) {
            case "bash" -> typed.add("+H");
            case "zsh" -> typed.addAll(List.of("+o", "banghist"));
            default -> { }
        }
        return List.copyOf(typed);
    }
}
