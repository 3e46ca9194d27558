package ahp.terminals.api.spi;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;

/**
 * Exactly what to start: the store has already decided the program, its arguments and the whole
 * environment.
 *
 * @param argv the program and its arguments; {@code argv.get(0)} is the program's path
 * @param directory where it starts
 * @param environment its whole environment (nothing is inherited beyond this)
 * @param cols the terminal's columns
 * @param rows the terminal's rows
 * @param argumentLine on Windows, where a process is given one command line rather than a list, what
 *     that line holds after the program, exactly as the store wrote it: a binding starts the file it
 *     found for {@code argv.get(0)} with the line that file's path (in quotes when it holds a space:
 *     {@link ahp.terminals.api.platform.WindowsArguments#program}), then, unless this is empty, a
 *     space and this. It is {@code argv}'s arguments quoted as the C runtime reads them back
 *     ({@link ahp.terminals.api.platform.WindowsArguments#join}), except for {@code cmd.exe}, whose
 *     switches and line are written for it ({@link ahp.terminals.api.platform.CmdLine}), which no
 *     quoting of a list gives. Null on every other system, and from a caller that leaves the
 *     quoting of {@code argv} to the binding.
 */
public record ProcessLaunch(
        List<String> argv, Path directory, Map<String, String> environment, int cols, int rows,
        String argumentLine) {

    /**
     * A variable of the environment (any value) that asks the binding for a scratch file: an unnamed
     * file, owner-only, on a descriptor of the child's own, whose number the binding then puts in
     * this variable; a binding that cannot make one takes the variable away or leaves it as it was.
     * The pty binding's {@code posix_spawn} answers it; bash's integration asks for one.
     */
    public static final String SCRATCH_FILE_REQUEST = "AHP_SCRATCH_FD";

    /** A launch whose binding writes a Windows command line, if it needs one, from {@code argv} itself. */
    public ProcessLaunch(List<String> argv, Path directory, Map<String, String> environment, int cols, int rows) {
        this(argv, directory, environment, cols, rows, null);
    }

    /** Copies the collections, so a launch never changes after it is made. */
    public ProcessLaunch {
        argv = List.copyOf(argv);
        environment = Map.copyOf(environment);
        if (argv.isEmpty()) {
            throw new IllegalArgumentException("argv is empty");
        }
    }
}
