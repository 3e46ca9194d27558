package ahp.shellintegration.shells;

import static org.junit.jupiter.api.Assertions.fail;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Assumptions;

/**
 * Whether the container tier can run here: a {@code docker} CLI, an engine that answers within
 * seconds, and the local image {@code bin/containers} builds. Where one is missing the tier is
 * skipped with the reason; with {@code AHP_CONTAINERS=required} in the environment (CI, after
 * {@code bin/containers}) it fails instead, so it can never go quietly unrun there.
 */
final class DockerEngine {

    static final String IMAGE = "ahp-shells:bookworm";

    private DockerEngine() {}

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
        if (Shells.find("docker").isEmpty()) {
            return Optional.of("no docker CLI on the PATH (bin/containers installs docker.io)");
        }
        Result version = docker("version", "--format", "{{.Server.Version}}");
        if (version.code() != 0) {
            return Optional.of("no Docker engine answers (" + version.output().strip()
                    + "); bin/containers starts dockerd");
        }
        Result image = docker("image", "inspect", "--format", "{{.Id}}", IMAGE);
        if (image.code() != 0) {
            return Optional.of("the image " + IMAGE + " is not built; bin/containers builds it once per machine");
        }
        return Optional.empty();
    }

    private record Result(int code, String output) {}

    /** Runs the docker CLI for at most 20 seconds. */
    private static Result docker(String... args) {
        List<String> command = new ArrayList<>(List.of("docker"));
        command.addAll(List.of(args));
        try {
            Process process = new ProcessBuilder(command).redirectErrorStream(true).start();
            process.getOutputStream().close();
            if (!process.waitFor(20, TimeUnit.SECONDS)) {
                process.destroyForcibly().waitFor(5, TimeUnit.SECONDS);
                return new Result(-1, "docker " + String.join(" ", args) + " gave no answer in 20 s");
            }
            return new Result(process.exitValue(),
                    new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8));
        } catch (IOException e) {
            return new Result(-1, e.toString());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return new Result(-1, "interrupted");
        }
    }
}
