package ahp.server.changeset;

import java.lang.System.Logger.Level;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

/**
 * A git work tree, by its top folder as git names it ({@code git rev-parse --show-toplevel}: absolute,
 * symbolic links resolved).
 *
 * @param top the work tree's top folder
 */
public record WorkTree(Path top) {

    private static final System.Logger LOG = System.getLogger(WorkTree.class.getName());

    /** Directories whose refusal was logged, so a refusal is logged once per directory. */
    private static final Set<Path> REFUSALS_LOGGED = ConcurrentHashMap.newKeySet();

    private static final int REFUSALS_REMEMBERED = 1024;

    /** A work tree at {@code top}. */
    public WorkTree {
        Objects.requireNonNull(top, "top");
    }

    /**
     * The work tree {@code directory} is inside, or empty: when it is not a directory, is outside every
     * work tree, is inside a repository's own folder or a bare repository, or is in a repository git
     * refuses to read because another user owns it ("dubious ownership", logged once per directory: a
     * repository we do not read, not a failure).
     *
     * @throws GitNotFoundException when git cannot be run at all
     */
    public static Optional<WorkTree> find(Git git, Path directory) throws GitNotFoundException {
        if (!Files.isDirectory(directory)) {
            return Optional.empty();
        }
        try (GitProcess process = git.start(directory, Map.of(), Map.of(), List.of("rev-parse", "--show-toplevel"))) {
            byte[] out = process.readAll(64 * 1024);
            int code = process.await();
            if (code != 0 || process.timedOut()) {
                refused(directory, process);
                return Optional.empty();
            }
            String top = new String(out, StandardCharsets.UTF_8);
            if (top.endsWith("\n")) {
                top = top.substring(0, top.length() - 1);
            }
            return top.isEmpty() ? Optional.empty() : Optional.of(new WorkTree(Path.of(top)));
        } catch (GitException e) {
            LOG.log(Level.WARNING, "Changeset: cannot tell whether {0} is in a git work tree: {1}", directory, e.getMessage());
            return Optional.empty();
        }
    }

    private static void refused(Path directory, GitProcess process) {
        String stderr = process.stderr();
        if (process.timedOut()) {
            LOG.log(Level.WARNING, "Changeset: git rev-parse timed out in {0}", directory);
        } else if (stderr.contains("dubious ownership")) {
            if (REFUSALS_LOGGED.size() < REFUSALS_REMEMBERED && REFUSALS_LOGGED.add(directory)) {
                LOG.log(Level.WARNING, "Changeset: not reading {0}: git refuses a repository another user owns"
                        + " (dubious ownership); the daemon's owner can trust it with git config --global"
                        + " --add safe.directory", directory);
            }
        } else {
            LOG.log(Level.DEBUG, "Changeset: {0} is not in a git work tree: {1}", directory, stderr.strip());
        }
    }
}
