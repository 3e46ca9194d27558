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
 */
public record ProcessLaunch(
        List<String> argv, Path directory, Map<String, String> environment, int cols, int rows) {

    /**
     * A variable of the environment (any value) that asks the binding for a scratch file: an unnamed
     * file, owner-only, on a descriptor of the child's own, whose number the binding then puts in
     * this variable; a binding that cannot make one takes the variable away or leaves it as it was.
     * The pty binding's {@code posix_spawn} answers it; bash's integration asks for one.
     */
    public static final String SCRATCH_FILE_REQUEST = "AHP_SCRATCH_FD";

    /** Copies the collections, so a launch never changes after it is made. */
    public ProcessLaunch {
        argv = List.copyOf(argv);
        environment = Map.copyOf(environment);
        if (argv.isEmpty()) {
            throw new IllegalArgumentException("argv is empty");
        }
    }
}
