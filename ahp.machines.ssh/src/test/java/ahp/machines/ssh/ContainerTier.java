package ahp.machines.ssh;

import static org.junit.jupiter.api.Assertions.fail;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Assumptions;

/**
 * Whether the container tier can run here: a {@code docker} CLI, an engine that answers within
 * seconds, and the local image {@code bin/containers} builds, with its sshd. Where one is missing
 * the tier is skipped with the reason; with {@code AHP_CONTAINERS=required} in the environment (CI,
 * {@code ./test} after {@code bin/containers}) it fails instead, so it can never go quietly unrun.
 */
final class ContainerTier {

    static final String IMAGE = "ahp-shells:bookworm";

    private ContainerTier() {}

    /** Skips (or fails) the calling test with {@code problem} when there is one. */
    static void skipOrFail(String problem) {
        if (problem == null) {
            return;
        }
        String reason = "container tier not run: " + problem;
        if ("required".equals(System.getenv("AHP_CONTAINERS"))) {
            fail(reason + " (AHP_CONTAINERS=required)");
        }
        Assumptions.abort(reason);
    }

    /** Why the tier cannot run here, if it cannot. */
    static Optional<String> problem() {
        if (!onPath("docker")) {
            return Optional.of("no docker CLI on the PATH (bin/containers installs docker.io)");
        }
        Programs.Result version = Programs.run(List.of("docker", "version", "--format", "{{.Server.Version}}"), 20);
        if (version.code() != 0) {
            return Optional.of("no Docker engine answers (" + version.output().strip() + "); bin/containers starts dockerd");
        }
        if (Programs.run(List.of("docker", "image", "inspect", "--format", "{{.Id}}", IMAGE), 20).code() != 0) {
            return Optional.of("the image " + IMAGE + " is not built; bin/containers builds it once per machine");
        }
        if (Programs.run(List.of("docker", "run", "--rm", "--network", "none", IMAGE, "test", "-x", "/usr/sbin/sshd"),
                60).code() != 0) {
            return Optional.of("the image " + IMAGE + " has no sshd; bin/containers builds it again");
        }
        return Optional.empty();
    }

    /** Whether {@code name} is a program on this process's search path. */
    static boolean onPath(String name) {
        String path = System.getenv("PATH");
        if (path == null) {
            return false;
        }
        for (String dir : path.split(":")) {
            if (!dir.isEmpty() && Files.isExecutable(Path.of(dir, name))) {
                return true;
            }
        }
        return false;
    }
}
