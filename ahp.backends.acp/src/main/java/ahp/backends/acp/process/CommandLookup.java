package ahp.backends.acp.process;

import java.io.File;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.Optional;

/** Finds an agent's executable the way a shell would: an absolute path as it is, a name on {@code PATH}. */
public final class CommandLookup {

    private CommandLookup() {}

    /**
     * The executable {@code command} names, with {@code path} (a {@code PATH} value, or null) to search.
     * Empty when there is none.
     */
    public static Optional<Path> find(String command, String path) {
        try {
            if (command.startsWith("/")) {
                Path file = Path.of(command);
                return runnable(file) ? Optional.of(file) : Optional.empty();
            }
            if (command.indexOf('/') >= 0 || path == null) {
                return Optional.empty();
            }
            for (String folder : path.split(File.pathSeparator, -1)) {
                Path file = Path.of(folder.isEmpty() ? "." : folder).resolve(command);
                if (runnable(file)) {
                    return Optional.of(file.toAbsolutePath());
                }
            }
        } catch (InvalidPathException e) {
            return Optional.empty();
        }
        return Optional.empty();
    }

    private static boolean runnable(Path file) {
        return Files.isRegularFile(file) && Files.isExecutable(file);
    }
}
