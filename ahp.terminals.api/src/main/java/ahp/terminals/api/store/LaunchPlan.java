package ahp.terminals.api.store;

import ahp.terminals.api.TerminalSpec;
import ahp.terminals.api.platform.CmdLine;
import ahp.terminals.api.platform.DaemonShell;
import ahp.terminals.api.platform.PathUris;
import ahp.terminals.api.platform.Platform;
import ahp.terminals.api.platform.WindowsArguments;
import ahp.terminals.api.spi.Injection;
import ahp.terminals.api.spi.ProcessLaunch;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * What the store decided to start for one spec: the shell, its argv, its directory and its whole
 * environment, and the title and {@code cwd} the state opens with.
 *
 * <p>On Windows a process is given one command line, not a list, so the plan also writes what follows
 * the program on it ({@link ProcessLaunch#argumentLine}): {@code cmd.exe}'s switches and its line as it
 * is written ({@link CmdLine}), any other program's arguments quoted as the C runtime reads them back
 * ({@link WindowsArguments}). PowerShell is given {@code -Command} in full there.
 *
 * @param shell the shell's path (or bare name) as it was chosen
 * @param argv the shell and its arguments
 * @param argumentLine on Windows what the command line holds after the program, else null
 * @param directory where it starts, absolute
 * @param environment its whole environment
 * @param cwdUri the directory as the state's {@code cwd}: a {@code file:} URI
 * @param title the terminal's title
 * @param cols columns
 * @param rows rows
 * @param sitsIn whether it is a shell to sit in (no command)
 */
record LaunchPlan(
        String shell,
        List<String> argv,
        String argumentLine,
        Path directory,
        Map<String, String> environment,
        String cwdUri,
        String title,
        int cols,
        int rows,
        boolean sitsIn) {

    /** Copies the collections. */
    LaunchPlan {
        argv = List.copyOf(argv);
        environment = Map.copyOf(environment);
    }

    /** The plan for {@code spec} on a POSIX host whose environment is {@code host}. */
    static LaunchPlan of(TerminalSpec spec, Map<String, String> host, Path hostDirectory, boolean pty) {
        return of(spec, new Platform(Platform.Os.LINUX, host, path -> false), hostDirectory, pty);
    }

    /**
     * The plan for {@code spec}.
     *
     * @param host the host's system and environment ({@code $SHELL} and {@code TERM} are read from it;
     *     on Windows the shell chain: {@link DaemonShell#forTerminal})
     * @param hostDirectory the directory a spec that names none starts in
     * @param pty whether a pseudoterminal runs it
     * @throws IllegalArgumentException for a spec no process could be started with (a NUL in a word;
     *     for {@code cmd.exe}, a line break in a program's argument)
     */
    static LaunchPlan of(TerminalSpec spec, Platform host, Path hostDirectory, boolean pty) {
        boolean windows = host.isWindows();
        String shell = spec.shell() != null && !spec.shell().isBlank() ? spec.shell() : DaemonShell.forTerminal(host);
        ShellKind kind = ShellKind.of(shell, windows);
        List<String> argv = new ArrayList<>();
        argv.add(shell);
        if (spec.command() != null && kind == ShellKind.CMD) {
            argv.addAll(spec.args() == null
                    ? CmdLine.forLine(spec.command())
                    : CmdLine.forProgram(spec.command(), spec.args()));
        } else if (spec.command() != null) {
            argv.add(windows && kind == ShellKind.POWERSHELL ? "-Command" : "-c");
            argv.add(spec.args() == null
                    ? spec.command()
                    : ShellQuoting.commandLine(kind, spec.command(), spec.args()));
        }
        argv.forEach(LaunchPlan::requireNoNul);
        Path directory = spec.directory() == null
                ? hostDirectory.toAbsolutePath().normalize()
                : hostDirectory.resolve(spec.directory()).toAbsolutePath().normalize();
        String title = spec.title() != null ? spec.title() : ShellKind.basename(shell, windows);
        return new LaunchPlan(shell, argv, windows ? argumentLine(kind, argv) : null, directory,
                TerminalEnvironment.of(host.environment(), spec, kind, pty, windows),
                PathUris.uri(host.os(), directory.toString()), title, spec.cols(), spec.rows(), spec.command() == null);
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
        String line = argumentLine == null ? null : argumentLine(ShellKind.POSIX, injection.argv());
        return new LaunchPlan(shell, injection.argv(), line, directory, mixed, cwdUri, title, cols, rows, sitsIn);
    }

    /** Exactly what the binding starts. */
    ProcessLaunch launch() {
        return new ProcessLaunch(argv, directory, environment, cols, rows, argumentLine);
    }

    /**
     * What follows the program on a Windows command line: cmd.exe's words as they are (they are
     * written for it already), any other program's arguments quoted for the C runtime.
     */
    private static String argumentLine(ShellKind kind, List<String> argv) {
        List<String> arguments = argv.subList(1, argv.size());
        return kind == ShellKind.CMD ? String.join(" ", arguments) : WindowsArguments.join(arguments);
    }

    private static void requireNoNul(String word) {
        if (word.indexOf('\0') >= 0) {
            throw new IllegalArgumentException("a process argument cannot hold a NUL character");
        }
    }
}
