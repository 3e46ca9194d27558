package ahp.server.changeset;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

/**
 * Real repositories, made with the real git in a test's folder. Every git here, the test's own and
 * the {@link Git} under test, reads no global or system configuration (an empty
 * {@code GIT_CONFIG_GLOBAL}, {@code GIT_CONFIG_NOSYSTEM}) and stops looking for a repository at the
 * test's folder ({@code GIT_CEILING_DIRECTORIES}), which is itself inside this project's checkout.
 * Identity is set in each repository's own config.
 */
final class Repos {

    private final Path base;
    private final Map<String, String> environment;

    Repos(Path base) {
        try {
            this.base = base.toRealPath();
            Path emptyConfig = this.base.resolve(".empty-gitconfig");
            Files.writeString(emptyConfig, "");
            this.environment = Map.of(
                    "GIT_CONFIG_GLOBAL", emptyConfig.toString(),
                    "GIT_CONFIG_NOSYSTEM", "1",
                    "GIT_CEILING_DIRECTORIES", this.base.toString());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The folder everything is made in. */
    Path base() {
        return base;
    }

    /** The git under test, isolated the same way. */
    Git git() {
        return Git.onPath().withEnvironment(environment);
    }

    /** A new repository (no commit yet) at {@code name}, with a local identity. */
    Path init(String name) {
        Path repo = base.resolve(name);
        try {
            Files.createDirectories(repo);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        run(repo, "init", "-q", "-b", "main");
        run(repo, "config", "user.name", "Changeset Test");
        run(repo, "config", "user.email", "changeset@test.invalid");
        return repo;
    }

    /** A repository with {@code files} (name, content) committed. */
    Path committed(String name, String... files) {
        Path repo = init(name);
        for (int i = 0; i < files.length; i += 2) {
            write(repo, files[i], files[i + 1]);
        }
        run(repo, "add", "-A");
        run(repo, "commit", "-q", "--allow-empty", "-m", "start");
        return repo;
    }

    /** Writes {@code content} to {@code path} in {@code repo}, making its folders. */
    static Path write(Path repo, String path, String content) {
        return write(repo, path, content.getBytes(StandardCharsets.UTF_8));
    }

    /** Writes {@code content} to {@code path} in {@code repo}, making its folders. */
    static Path write(Path repo, String path, byte[] content) {
        try {
            Path file = repo.resolve(path);
            Files.createDirectories(file.getParent());
            return Files.write(file, content);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Runs the test's git in {@code directory}, failing the test unless it succeeds; gives its output. */
    String run(Path directory, String... arguments) {
        List<String> command = new ArrayList<>(List.of("git"));
        command.addAll(List.of(arguments));
        return exec(directory, command, 0);
    }

    /** Runs {@code command} in {@code directory} with this isolation; gives its output, checks its exit. */
    String exec(Path directory, List<String> command, int expectedExit) {
        try {
            ProcessBuilder builder = new ProcessBuilder(command).directory(directory.toFile()).redirectErrorStream(true);
            builder.environment().putAll(environment);
            Process process = builder.start();
            process.getOutputStream().close();
            String out = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
            if (!process.waitFor(60, TimeUnit.SECONDS)) {
                process.destroyForcibly();
                throw new AssertionError(command + " did not end");
            }
            assertEquals(expectedExit, process.exitValue(), command + " in " + directory + ": " + out);
            return out;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new AssertionError(e);
        }
    }
}
