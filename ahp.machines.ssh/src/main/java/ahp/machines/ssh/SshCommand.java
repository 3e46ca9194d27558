package ahp.machines.ssh;

import ahp.terminals.api.spi.ProcessLaunch;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * The ssh client's command line and environment for one terminal. The client reads nothing of the
 * daemon user's own ssh configuration ({@code -F /dev/null}), no other key ({@code IdentitiesOnly}),
 * no other known hosts, and never asks ({@code BatchMode}): a host key it does not know, or one that
 * changed, is refused ({@code StrictHostKeyChecking=yes}). A dead connection is noticed within about
 * 45 s ({@code ServerAliveInterval=15}, {@code ServerAliveCountMax=3}), an unanswered connect within
 * 10 s; only errors are printed ({@code LogLevel=ERROR}), into the terminal.
 */
final class SshCommand {

    /** TERM for ssh when the launch has none: what the remote pseudoterminal is told it is. */
    static final String DEFAULT_TERM = "xterm-256color";

    /** The PATH of ssh when the daemon has none. */
    static final String DEFAULT_PATH = "/usr/local/bin:/usr/bin:/bin";

    private SshCommand() {}

    /** {@code ssh -tt ... <host> -- <remote command>} for {@code launch} on {@code target}. */
    static List<String> argv(SshTarget target, ProcessLaunch launch) {
        List<String> argv = new ArrayList<>(List.of(
                target.program().toString(), "-tt", "-F", "/dev/null",
                "-o", "BatchMode=yes",
                "-o", "StrictHostKeyChecking=yes",
                "-o", "UserKnownHostsFile=\"" + target.knownHosts() + "\"",
                "-o", "GlobalKnownHostsFile=/dev/null",
                "-o", "IdentitiesOnly=yes",
                "-i", target.identityFile().toString(),
                "-o", "ConnectTimeout=10",
                "-o", "ServerAliveInterval=15",
                "-o", "ServerAliveCountMax=3",
                "-o", "LogLevel=ERROR",
                "-p", Integer.toString(target.port())));
        if (target.user() != null) {
            argv.add("-l");
            argv.add(target.user());
        }
        argv.add(target.host());
        argv.add("--");
        argv.add(RemoteCommand.of(launch));
        return List.copyOf(argv);
    }

    /**
     * The local environment of ssh: the daemon's PATH and HOME, the launch's TERM (which ssh sends
     * as the remote pseudoterminal's) and LANG (else the daemon's, else {@code C.UTF-8}); nothing
     * else (no agent socket: only the machine's key is offered).
     */
    static Map<String, String> localEnvironment(ProcessLaunch launch, Map<String, String> daemon, String home) {
        Map<String, String> launched = launch.environment();
        return Map.of(
                "PATH", daemon.getOrDefault("PATH", DEFAULT_PATH),
                "HOME", daemon.getOrDefault("HOME", home),
                "TERM", launched.getOrDefault("TERM", DEFAULT_TERM),
                "LANG", launched.getOrDefault("LANG", daemon.getOrDefault("LANG", "C.UTF-8")));
    }
}
