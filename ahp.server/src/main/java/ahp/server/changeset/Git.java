package ahp.server.changeset;

import java.io.IOException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.function.Consumer;

/**
 * The git program and how this package calls it: an argument list (never a shell), a deadline on
 * every call, and {@link GitHardening}'s options and environment, so a repository's configuration
 * cannot make the daemon run a program. Immutable; the {@code with...} methods give changed copies.
 *
 * <p>{@link #observing} is the seam tests count calls through.
 */
public final class Git {

    /** How long one git call may take unless told otherwise. */
    public static final Duration DEFAULT_TIMEOUT = Duration.ofSeconds(20);

    private final String executable;
    private final Duration timeout;
    private final Map<String, String> environment;
    private final Consumer<List<String>> observer;

    private Git(String executable, Duration timeout, Map<String, String> environment, Consumer<List<String>> observer) {
        this.executable = Objects.requireNonNull(executable, "executable");
        this.timeout = Objects.requireNonNull(timeout, "timeout");
        this.environment = Map.copyOf(environment);
        this.observer = Objects.requireNonNull(observer, "observer");
    }

    /** {@code git}, found on the daemon's {@code PATH}, with {@link #DEFAULT_TIMEOUT}. */
    public static Git onPath() {
        return new Git("git", DEFAULT_TIMEOUT, Map.of(), arguments -> { });
    }

    /** This git, run as {@code executable} (a name looked up on {@code PATH}, or a path). */
    public Git withExecutable(String executable) {
        return new Git(executable, timeout, environment, observer);
    }

    /** This git, with {@code timeout} as every call's deadline. */
    public Git withTimeout(Duration timeout) {
        return new Git(executable, timeout, environment, observer);
    }

    /**
     * This git, with {@code environment} set on every call after the hardening (tests point
     * {@code GIT_CONFIG_GLOBAL} at an empty file and {@code GIT_CEILING_DIRECTORIES} at their folder).
     */
    public Git withEnvironment(Map<String, String> environment) {
        return new Git(executable, timeout, environment, observer);
    }

    /**
     * This git, telling {@code observer} each call's arguments (after the executable and the
     * hardening options) on the thread that makes the call, just before the process starts.
     */
    public Git observing(Consumer<List<String>> observer) {
        return new Git(executable, timeout, environment, observer);
    }

    /** The deadline of every call. */
    public Duration timeout() {
        return timeout;
    }

    /**
     * Starts git in {@code directory}.
     *
     * @param config settings for this call, given through {@code GIT_CONFIG_COUNT} (so a key may hold
     *     any character), outranking the repository's
     * @param env further environment for this call
     * @param arguments the subcommand and its arguments
     */
    GitProcess start(Path directory, Map<String, String> config, Map<String, String> env, List<String> arguments)
            throws GitNotFoundException, GitException {
        List<String> command = new ArrayList<>();
        command.add(executable);
        command.addAll(GitHardening.GLOBAL_OPTIONS);
        for (String setting : GitHardening.CONFIG) {
            command.add("-c");
            command.add(setting);
        }
        command.addAll(arguments);
        ProcessBuilder builder = new ProcessBuilder(command).directory(directory.toFile());
        Map<String, String> processEnv = builder.environment();
        processEnv.keySet().removeIf(name -> name.startsWith("GIT_") && !GitHardening.KEPT_GIT_VARIABLES.contains(name));
        processEnv.remove("LANGUAGE");
        processEnv.putAll(GitHardening.ENVIRONMENT);
        processEnv.putAll(environment);
        int index = 0;
        for (Map.Entry<String, String> setting : config.entrySet()) {
            processEnv.put("GIT_CONFIG_KEY_" + index, setting.getKey());
            processEnv.put("GIT_CONFIG_VALUE_" + index, setting.getValue());
            index++;
        }
        processEnv.put("GIT_CONFIG_COUNT", Integer.toString(index));
        processEnv.putAll(env);
        observer.accept(List.copyOf(arguments));
        try {
            return new GitProcess(builder.start(), arguments.getFirst(), timeout);
        } catch (IOException e) {
            if (!java.nio.file.Files.isDirectory(directory)) {
                throw new GitException("git " + arguments.getFirst() + " cannot start in " + directory + ": not a directory");
            }
            throw new GitNotFoundException(executable, e);
        }
    }
}
