package ahp.terminals.api.command;

import java.time.Duration;
import java.util.Objects;
import java.util.UUID;
import java.util.regex.Pattern;

/**
 * One command to type into a shell that sits at its prompt.
 *
 * @param commandLine the command, shell syntax, one line or several; trailing line breaks are not
 *     typed
 * @param shellPath the shell's path (or bare name), which says its family: how the line is typed and
 *     how its status is read; null for a POSIX shell
 * @param sentinelId the id in the sentinel line {@code <<<COPILOT_SENTINEL_<id>_EXIT_<code>>>>}: a
 *     UUID without dashes ({@link #newSentinelId()}), letters and digits only
 * @param timeout how long the command may run before it is answered {@link CommandEnding#TIMED_OUT}
 */
public record CommandRequest(String commandLine, String shellPath, String sentinelId, Duration timeout) {

    /** The timeout of VS Code's shell command runner, and the spec's "two minutes". */
    public static final Duration DEFAULT_TIMEOUT = Duration.ofMinutes(2);

    private static final Pattern SENTINEL_ID = Pattern.compile("[0-9A-Za-z]{1,64}");

    /**
     * Checks every field.
     *
     * @throws IllegalArgumentException for a blank command, a sentinel id that is not 1 to 64
     *     letters and digits, or a timeout that is not positive
     */
    public CommandRequest {
        Objects.requireNonNull(commandLine, "commandLine");
        Objects.requireNonNull(sentinelId, "sentinelId");
        Objects.requireNonNull(timeout, "timeout");
        if (commandLine.isBlank()) {
            throw new IllegalArgumentException("a command is needed, not a blank line");
        }
        if (!SENTINEL_ID.matcher(sentinelId).matches()) {
            throw new IllegalArgumentException("a sentinel id is letters and digits: " + sentinelId);
        }
        if (timeout.isNegative() || timeout.isZero()) {
            throw new IllegalArgumentException("a timeout is positive, not " + timeout);
        }
    }

    /** {@code commandLine} for the shell at {@code shellPath}, with a new sentinel id and the default timeout. */
    public static CommandRequest of(String commandLine, String shellPath) {
        return new CommandRequest(commandLine, shellPath, newSentinelId(), DEFAULT_TIMEOUT);
    }

    /** A random UUID without its dashes, as VS Code makes its sentinel ids. */
    public static String newSentinelId() {
        return UUID.randomUUID().toString().replace("-", "");
    }
}
