package ahp.terminals.pipes.process;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.Optional;

/**
 * Finds the program a launch names, as {@code execvp} would, but on the launch's own {@code PATH}
 * rather than the daemon's.
 */
final class ExecutableLookup {

    /** What {@code execvp} searches when there is no {@code PATH}. */
    private static final String DEFAULT_PATH = "/usr/local/bin:/usr/bin:/bin";

    private ExecutableLookup() {}

    /**
     * The program to start: a name with a slash is taken as a path (relative to {@code directory});
     * a bare name is the first executable file of that name on {@code PATH}, or empty.
     */
    static Optional<Path> find(String program, Map<String, String> environment, Path directory) {
        if (program.indexOf('/') >= 0) {
            return Optional.of(directory.resolve(program));
        }
        String path = environment.getOrDefault("PATH", DEFAULT_PATH);
        for (String entry : path.split(":", -1)) {
            Path candidate = directory.resolve(entry.isEmpty() ? "." : entry).resolve(program);
            if (Files.isRegularFile(candidate) && Files.isExecutable(candidate)) {
                return Optional.of(candidate);
            }
        }
        return Optional.empty();
    }
}
