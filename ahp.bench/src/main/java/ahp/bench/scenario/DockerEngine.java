package ahp.bench.scenario;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;

/**
 * The Docker engine a machine scenario's daemon would use, as the {@code docker} CLI sees it (the
 * same {@code $DOCKER_HOST} or local socket): whether it answers and has the image. Nothing is
 * pulled: an image that is not there is a reason to skip.
 */
final class DockerEngine {

    /** How long one CLI call may take. */
    private static final long CALL_SECONDS = 30;

    private DockerEngine() {}

    /** Why a machine of {@code image} cannot run here, or empty when it can. */
    static Optional<String> problem(String image) {
        Result version = docker("version", "--format", "{{.Server.Version}}");
        if (version.code() != 0) {
            return Optional.of("no Docker engine answers (" + version.output().strip() + ")");
        }
        if (docker("image", "inspect", "--format", "{{.Id}}", image).code() != 0) {
            return Optional.of("the image " + image + " is not on the Docker engine (it is not pulled; bin/containers builds it)");
        }
        return Optional.empty();
    }

    /** The ids of the containers, running or not, that carry the label {@code name=value}. */
    static List<String> containers(String name, String value) {
        Result listed = docker("ps", "-aq", "--no-trunc", "--filter", "label=" + name + "=" + value);
        return listed.code() != 0 ? List.of()
                : listed.output().lines().map(String::strip).filter(line -> !line.isEmpty()).toList();
    }

    /**
     * Waits until no container carries the label {@code name=value} (a disposed session's is stopped
     * and removed after {@code disposeSession} is answered), asking the engine again as soon as it
     * answered; whether none is left within {@code limit}.
     */
    static boolean awaitGone(String name, String value, Duration limit) {
        long deadline = System.nanoTime() + limit.toNanos();
        while (!containers(name, value).isEmpty()) {
            if (System.nanoTime() - deadline > 0) {
                return false;
            }
        }
        return true;
    }

    /** Removes the containers {@code ids}, running or not. */
    static void remove(List<String> ids) {
        List<String> args = new ArrayList<>(List.of("rm", "-f"));
        args.addAll(ids);
        docker(args.toArray(String[]::new));
    }

    private record Result(int code, String output) {}

    private static Result docker(String... args) {
        List<String> command = new ArrayList<>(List.of("docker"));
        command.addAll(List.of(args));
        try {
            Process process = new ProcessBuilder(command).redirectErrorStream(true).start();
            process.getOutputStream().close();
            if (!process.waitFor(CALL_SECONDS, TimeUnit.SECONDS)) {
                process.destroyForcibly();
                return new Result(-1, "docker " + String.join(" ", args) + " gave no answer in " + CALL_SECONDS + " s");
            }
            return new Result(process.exitValue(), new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8));
        } catch (IOException e) {
            return new Result(-1, "no docker CLI: " + e.getMessage());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return new Result(-1, "interrupted");
        }
    }
}
