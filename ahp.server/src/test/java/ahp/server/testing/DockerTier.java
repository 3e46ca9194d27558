package ahp.server.testing;

import static org.junit.jupiter.api.Assertions.fail;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Assumptions;

/**
 * The container tier of the daemon's tests: a Docker engine that answers and the local image
 * {@code bin/containers} builds ({@value #IMAGE}; nothing is pulled). Where one is missing a test of
 * the tier is skipped with the reason; with {@code AHP_CONTAINERS=required} (what {@code ./test} sets
 * once {@code bin/containers} made the engine ready) it fails instead. Also the {@code docker} CLI,
 * for what a test checks from outside the daemon (the containers a label finds).
 */
public final class DockerTier {

    /** The project's shells image. */
    public static final String IMAGE = "ahp-shells:bookworm";

    private DockerTier() {}

    /** Skips (or, where the tier is required, fails) the calling test when the tier cannot run here. */
    public static void require() {
        Optional<String> problem = problem();
        if (problem.isEmpty()) {
            return;
        }
        String reason = "container tier not run: " + problem.get();
        if ("required".equals(System.getenv("AHP_CONTAINERS"))) {
            fail(reason + " (AHP_CONTAINERS=required)");
        }
        Assumptions.abort(reason);
    }

    private static Optional<String> problem() {
        Result version = docker("version", "--format", "{{.Server.Version}}");
        if (version.code() != 0) {
            return Optional.of("no Docker engine answers (" + version.output().strip() + "); bin/containers starts one");
        }
        if (docker("image", "inspect", "--format", "{{.Id}}", IMAGE).code() != 0) {
            return Optional.of("the image " + IMAGE + " is not built; bin/containers builds it");
        }
        return Optional.empty();
    }

    /** The ids of every container, running or not, that carries {@code label} ({@code key=value}). */
    public static List<String> containers(String label) {
        Result listed = docker("ps", "-a", "-q", "--no-trunc", "--filter", "label=" + label);
        if (listed.code() != 0) {
            throw new AssertionError("docker ps failed: " + listed.output());
        }
        return listed.output().lines().map(String::strip).filter(line -> !line.isEmpty()).toList();
    }

    /** Removes every container that carries {@code label}. */
    public static void removeAll(String label) {
        for (String id : containers(label)) {
            docker("rm", "-f", id);
        }
    }

    /** What {@code docker args} printed, with its exit code. */
    public record Result(int code, String output) {}

    /** Runs the docker CLI for at most 30 seconds. */
    public static Result docker(String... args) {
        List<String> command = new ArrayList<>(List.of("docker"));
        command.addAll(List.of(args));
        try {
            Process process = new ProcessBuilder(command).redirectErrorStream(true).start();
            process.getOutputStream().close();
            if (!process.waitFor(30, TimeUnit.SECONDS)) {
                process.destroyForcibly().waitFor(5, TimeUnit.SECONDS);
                return new Result(-1, "docker " + String.join(" ", args) + " gave no answer in 30 s");
            }
            return new Result(process.exitValue(), new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8));
        } catch (IOException cannot) {
            return new Result(-1, cannot.toString());
        } catch (InterruptedException interrupted) {
            Thread.currentThread().interrupt();
            return new Result(-1, "interrupted");
        }
    }
}
