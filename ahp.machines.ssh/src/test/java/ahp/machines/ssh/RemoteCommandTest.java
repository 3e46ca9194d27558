package ahp.machines.ssh;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import ahp.machines.api.TypedShells;
import ahp.terminals.api.spi.ProcessLaunch;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The remote command, run by this host's own POSIX shell as the remote login shell would run it:
 * it enters the directory, sets the whole environment and starts the program with its arguments,
 * whatever characters they hold.
 */
class RemoteCommandTest {

    @TempDir
    Path tmp;

    @Test
    void aPosixShellRunsItAsLaunched() throws Exception {
        Path directory = Files.createDirectories(tmp.resolve("it's a \"dir\" $HOME"));
        String odd = "it's \"odd\" $HOME `no` !x\nsecond line";
        ProcessLaunch launch = new ProcessLaunch(
                List.of("/bin/sh", "-c", "pwd; printf '[%s]\\n' \"$ODD\" \"$1\" \"${AHP_SCRATCH_FD-unset}\"", "sh", odd),
                directory, Map.of("ODD", odd, "PATH", "/usr/bin:/bin", ProcessLaunch.SCRATCH_FILE_REQUEST, "1"), 80, 24);
        String remote = RemoteCommand.of(launch);
        String printed = Programs.require(List.of("/bin/sh", "-c", remote), 30);
        assertEquals(directory + "\n[" + odd + "]\n[" + odd + "]\n[unset]\n", printed);
    }

    @Test
    void aTypedShellStartsWithoutHistoryExpansion() {
        ProcessLaunch launch = new ProcessLaunch(List.of("/bin/bash"), Path.of("/work"),
                Map.of(TypedShells.TYPED_INTO, "1", "TERM", "xterm-256color"), 80, 24);
        assertEquals("cd '/work' && exec 'env' 'TERM=xterm-256color' 'VSCODE_PREVENT_SHELL_HISTORY=1' '/bin/bash' '+H'",
                RemoteCommand.of(launch));
    }

    @Test
    void namesEnvCannotTakeAreLeftOut() {
        Map<String, String> remote = RemoteCommand.remoteEnvironment(
                Map.of("A", "1", "-x", "2", ProcessLaunch.SCRATCH_FILE_REQUEST, "3", "BASH_FUNC_f%%", "() { :; }"));
        assertEquals(Map.of("A", "1", "BASH_FUNC_f%%", "() { :; }"), remote);
        assertTrue(remote instanceof java.util.SortedMap, "in a fixed order");
    }
}
