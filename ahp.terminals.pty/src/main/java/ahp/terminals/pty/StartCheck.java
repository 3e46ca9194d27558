package ahp.terminals.pty;

import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.Map;
import java.util.Optional;

/**
 * What is checked before a pseudoterminal child is forked, because pty4j's native child cannot
 * say it: it ignores a {@code chdir} that fails (the shell would start in the daemon's own
 * directory), and it looks the program up before it changes directory.
 */
final class StartCheck {

    /** What {@code execvp} searches when the environment has no {@code PATH}. */
    private static final String DEFAULT_PATH = "/bin:/usr/bin";

    private StartCheck() {}

    /** Why a shell cannot start in {@code directory}, or empty when it can. */
    static Optional<String> directoryProblem(Path directory) {
        if (!Files.exists(directory)) {
            return Optional.of("directory " + directory + " does not exist");
        }
        if (!Files.isDirectory(directory)) {
            return Optional.of(directory + " is not a directory");
        }
        if (!Files.isExecutable(directory)) {
            return Optional.of("permission denied entering directory " + directory);
        }
        return Optional.empty();
    }

    /**
     * The absolute path {@code program} runs from, as {@code execvp} would find it once in
     * {@code directory}: a name with a slash is taken relative to the directory, one without is
     * searched along the environment's {@code PATH}. Empty when there is no such executable file.
     */
    static Optional<Path> resolveProgram(String program, Path directory, Map<String, String> environment) {
        if (program.isEmpty()) {
            return Optional.empty();
        }
        if (program.contains("/")) {
            return executable(directory, program);
        }
        String path = environment.getOrDefault("PATH", DEFAULT_PATH);
        for (String entry : path.split(":", -1)) {
            Optional<Path> found = executable(directory, entry.isEmpty() ? program : entry + "/" + program);
            if (found.isPresent()) {
                return found;
            }
        }
        return Optional.empty();
    }

    private static Optional<Path> executable(Path directory, String candidate) {
        try {
            Path path = directory.resolve(candidate).toAbsolutePath();
            return Files.isRegularFile(path) && Files.isExecutable(path) ? Optional.of(path) : Optional.empty();
        } catch (InvalidPathException bad) {
            return Optional.empty();
        }
    }
}
