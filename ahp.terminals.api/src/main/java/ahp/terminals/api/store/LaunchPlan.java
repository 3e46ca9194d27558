package ahp.terminals.api.store;

import ahp.terminals.api.TerminalSpec;
import ahp.terminals.api.spi.Injection;
import ahp.terminals.api.spi.ProcessLaunch;
import java.net.URI;
import java.net.URISyntaxException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * What the store decided to start for one spec: the shell, its argv, its directory and its whole
 * environment, and the title and {@code cwd} the state opens with.
 *
 * @param shell the shell's path (or bare name) as it was chosen
 * @param argv the shell and its arguments
 * @param directory where it starts, absolute
 * @param environment its whole environment
 * @param title the terminal's title
 * @param cols columns
 * @param rows rows
 * @param sitsIn whether it is a shell to sit in (no command)
 */
record LaunchPlan(
        String shell,
        List<String> argv,
        Path directory,
        Map<String, String> environment,
        String title,
        int cols,
        int rows,
        boolean sitsIn) {

    /** The shell when neither the spec nor {@code $SHELL} names one. */
    static final String FALLBACK_SHELL = "/bin/sh";

    /** Copies the collections. */
    LaunchPlan {
        argv = List.copyOf(argv);
        environment = Map.copyOf(environment);
    }

    /**
     * The plan for {@code spec}.
     *
     * @param host the host's environment ({@code $SHELL} and {@code TERM} are read from it)
     * @param hostDirectory the directory a spec that names none starts in
     * @param pty whether a pseudoterminal runs it
     * @throws IllegalArgumentException for a spec no process could be started with (a NUL in a word)
     */
    static LaunchPlan of(TerminalSpec spec, Map<String, String> host, Path hostDirectory, boolean pty) {
        String shell = chooseShell(spec, host);
        ShellKind kind = ShellKind.of(shell);
        List<String> argv = new ArrayList<>();
        argv.add(shell);
        if (spec.command() != null) {
            argv.add("-c");
            argv.add(spec.args() == null
                    ? spec.command()
                    : ShellQuoting.commandLine(kind, spec.command(), spec.args()));
        }
        argv.forEach(LaunchPlan::requireNoNul);
        Path directory = spec.directory() == null
                ? hostDirectory.toAbsolutePath().normalize()
                : hostDirectory.resolve(spec.directory()).toAbsolutePath().normalize();
        String title = spec.title() != null ? spec.title() : ShellKind.basename(shell);
        return new LaunchPlan(shell, argv, directory, TerminalEnvironment.of(host, spec, kind, pty), title,
                spec.cols(), spec.rows(), spec.command() == null);
    }

    /** This plan started the way shell integration asks: its argv, its variables mixed in. */
    LaunchPlan with(Injection injection) {
        if (injection.argv().isEmpty()) {
            throw new IllegalArgumentException("shell integration answered an empty argv");
        }
        injection.argv().forEach(LaunchPlan::requireNoNul);
        Map<String, String> mixed = new TreeMap<>(environment);
        injection.environment().forEach((name, value) -> {
            if (value == null) {
                mixed.remove(name);
            } else {
                requireNoNul(value);
                mixed.put(name, value);
            }
        });
        return new LaunchPlan(shell, injection.argv(), directory, mixed, title, cols, rows, sitsIn);
    }

    /** The directory as the state's {@code cwd}: a {@code file:} URI. */
    String cwdUri() {
        try {
            return new URI("file", "", directory.toString(), null, null).toASCIIString();
        } catch (URISyntaxException impossible) {
            throw new IllegalStateException(impossible);
        }
    }

    /** Exactly what the binding starts. */
    ProcessLaunch launch() {
        return new ProcessLaunch(argv, directory, environment, cols, rows);
    }

    private static String chooseShell(TerminalSpec spec, Map<String, String> host) {
        if (spec.shell() != null && !spec.shell().isBlank()) {
            return spec.shell();
        }
        String own = host.get("SHELL");
        return own == null || own.isBlank() ? FALLBACK_SHELL : own;
    }

    private static void requireNoNul(String word) {
        if (word.indexOf('\0') >= 0) {
            throw new IllegalArgumentException("a process argument cannot hold a NUL character");
        }
    }
}
