package ahp.machines.ssh;

import static org.junit.jupiter.api.Assertions.assertEquals;

import ahp.terminals.api.spi.ProcessLaunch;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** ssh's command line and local environment for a launch. */
class SshCommandTest {

    private static final ProcessLaunch LAUNCH = new ProcessLaunch(List.of("/bin/bash", "-c", "exit 3"),
            Path.of("/srv/work"), Map.of("TERM", "screen-256color", "HOME", "/home/me"), 80, 24);

    private static List<String> expected(List<String> user, String host, String knownHosts) {
        List<String> argv = new ArrayList<>(List.of("/usr/bin/ssh", "-tt", "-F", "/dev/null",
                "-o", "BatchMode=yes", "-o", "StrictHostKeyChecking=yes",
                "-o", "UserKnownHostsFile=\"" + knownHosts + "\"", "-o", "GlobalKnownHostsFile=/dev/null",
                "-o", "IdentitiesOnly=yes", "-i", "/keys/id", "-o", "ConnectTimeout=10",
                "-o", "ServerAliveInterval=15", "-o", "ServerAliveCountMax=3", "-o", "LogLevel=ERROR",
                "-p", "2222"));
        argv.addAll(user);
        argv.addAll(List.of(host, "--",
                "cd '/srv/work' && exec 'env' 'HOME=/home/me' 'TERM=screen-256color' '/bin/bash' '-c' 'exit 3'"));
        return argv;
    }

    @Test
    void runsTheRemoteCommandWithOnlyTheMachinesKeyAndKnownHosts() {
        SshTarget target = new SshTarget("build.example", "ci", 2222, Path.of("/keys/id"),
                Path.of("/keys/known hosts"), "/bin/bash", Path.of("/usr/bin/ssh"));
        assertEquals(expected(List.of("-l", "ci"), "build.example", "/keys/known hosts"),
                SshCommand.argv(target, LAUNCH));
        SshTarget noUser = new SshTarget("10.0.0.7", null, 2222, Path.of("/keys/id"),
                Path.of("/keys/kh"), "/bin/bash", Path.of("/usr/bin/ssh"));
        assertEquals(expected(List.of(), "10.0.0.7", "/keys/kh"), SshCommand.argv(noUser, LAUNCH));
    }

    @Test
    void givesSshASmallEnvironment() {
        Map<String, String> daemon = Map.of("PATH", "/usr/bin:/bin", "HOME", "/home/daemon", "LANG", "de_DE.UTF-8",
                "SSH_AUTH_SOCK", "/tmp/agent", "SECRET", "x");
        assertEquals(Map.of("PATH", "/usr/bin:/bin", "HOME", "/home/daemon", "TERM", "screen-256color",
                "LANG", "de_DE.UTF-8"), SshCommand.localEnvironment(LAUNCH, daemon, "/home/fallback"));
        ProcessLaunch bare = new ProcessLaunch(List.of("/bin/bash"), Path.of("/"), Map.of("LANG", "C.UTF-8"), 80, 24);
        assertEquals(Map.of("PATH", SshCommand.DEFAULT_PATH, "HOME", "/home/fallback", "TERM", "xterm-256color",
                "LANG", "C.UTF-8"), SshCommand.localEnvironment(bare, Map.of(), "/home/fallback"));
    }
}
