package ahp.machines.docker;

import static org.junit.jupiter.api.Assertions.fail;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Assumptions;

/**
 * The {@code docker} CLI, which the tests use to look at the engine beside the code they test:
 * whether the container tier can run here (a CLI, an engine that answers, the local image), and what
 * containers there are. Where one is missing the tier is skipped with the reason; with
 * {@code AHP_CONTAINERS=required} (./test, after bin/containers) it fails instead.
 */
final class DockerCli {

    /** The local image bin/containers builds; never pulled. */
    static final String IMAGE = "ahp-shells:bookworm";

    private static final Optional<String> PROBLEM = findProblem();

    private DockerCli() {}

    /** Skips (or, with {@code AHP_CONTAINERS=required}, fails) the calling test when the tier cannot run. */
    static void requireEngine() {
        if (PROBLEM.isEmpty()) {
            return;
        }
        String reason = "container tier not run: " + PROBLEM.get();
        if ("required".equals(System.getenv("AHP_CONTAINERS"))) {
            fail(reason + " (AHP_CONTAINERS=required)");
        }
        Assumptions.abort(reason);
    }

    private static Optional<String> findProblem() {
        Result version = docker("version", "--format", "{{.Server.Version}}");
        if (version.code() != 0) {
            return Optional.of("no Docker engine answers the docker CLI (" + version.output().strip()
                    + "); bin/containers installs and starts one");
        }
        if (docker("image", "inspect", "--format", "{{.Id}}", IMAGE).code() != 0) {
            return Optional.of("the image " + IMAGE + " is not built; bin/containers builds it once per machine");
        }
        return Optional.empty();
    }

    /** The ids of the containers, running or not, that carry every label {@code name=value} given. */
    static List<String> containers(String... labels) {
        List<String> args = new ArrayList<>(List.of("ps", "-aq", "--no-trunc"));
        for (String label : labels) {
            args.addAll(List.of("--filter", "label=" + label));
        }
        Result listed = docker(args.toArray(String[]::new));
        if (listed.code() != 0) {
            throw new AssertionError("docker ps failed: " + listed.output());
        }
        return Arrays.stream(listed.output().split("\\s+")).filter(id -> !id.isBlank()).toList();
    }

    /** Removes every container with the label {@code name=value}, running or not. */
    static void removeAll(String label) {
        List<String> ids = containers(label);
        if (!ids.isEmpty()) {
            List<String> args = new ArrayList<>(List.of("rm", "-f", "-v"));
            args.addAll(ids);
            docker(args.toArray(String[]::new));
        }
    }

    /** The outcome of one run of the CLI. */
    record Result(int code, String output) {}

    /** Runs the CLI for at most 30 seconds; its standard output and error together. */
    static Result docker(String... args) {
        List<String> command = new ArrayList<>(List.of("docker"));
        command.addAll(List.of(args));
        try {
            Process process = new ProcessBuilder(command).redirectErrorStream(true).start();
            process.getOutputStream().close();
            if (!process.waitFor(30, TimeUnit.SECONDS)) {
                process.destroyForcibly();
                return new Result(-1, "docker " + String.join(" ", args) + " gave no answer in 30 s");
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
