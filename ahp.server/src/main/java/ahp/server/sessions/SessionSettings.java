package ahp.server.sessions;

import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;

/**
 * How the sessions run.
 *
 * @param home the folder a command runs in when its session names no usable working directory
 * @param daemonShell the daemon's own shell ({@code $SHELL}, then {@code /bin/sh}): what a {@code !}
 *     command's terminal runs, never {@code defaultShell}
 * @param commandTimeout how long a {@code !} command may run before its call says it timed out (two
 *     minutes; tests shorten it)
 * @param clock the clock turns and sessions are dated by
 * @param machines the machines a session may run its commands in, beside the daemon's own
 */
public record SessionSettings(Path home, String daemonShell, Duration commandTimeout, Clock clock,
        ahp.server.machines.HostMachines machines) {

    /** VS Code's: a command still running after two minutes has timed out. */
    public static final Duration COMMAND_TIMEOUT = Duration.ofMinutes(2);
}
