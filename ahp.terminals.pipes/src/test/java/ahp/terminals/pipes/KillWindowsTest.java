package ahp.terminals.pipes;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import ahp.terminals.api.platform.Platform;
import ahp.terminals.api.platform.WindowsKill;
import ahp.terminals.api.spi.ExitStatus;
import ahp.terminals.api.spi.TerminalProcess;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A kill on Windows takes no signal and ends the process and everything it started; shown here on a
 * real process tree, which {@link ProcessHandle} reads on Linux as on Windows. The same script under
 * the Linux platform is hung up, as before: its trap runs.
 */
class KillWindowsTest {

    private static final String TREE = "sleep 1000 & sleep 1000";
    /** A shell that says it was hung up (and exits 7) when SIGHUP reaches it. */
    private static final String HANG_UP_TRAP = "trap 'echo hung-up; exit 7' HUP; echo ready; while :; do sleep 0.1; done";

    @TempDir
    Path home;

    @Test
    void theWindowsKillEndsTheProcessAndEveryDescendant() throws Exception {
        Process shell = new ProcessBuilder("/bin/sh", "-c", TREE).start();
        List<Long> descendants = awaitDescendants(shell.toHandle(), 2);

        List<ProcessHandle> ended = WindowsKill.end(shell.toHandle());

        assertEquals(shell.pid(), ended.getFirst().pid(), "the process first");
        assertEquals(3, ended.size(), ended::toString);
        shell.waitFor();
        Await.until(() -> Processes.living(descendants).isEmpty(), () -> "still running: " + Processes.living(descendants));
        assertTrue(WindowsKill.end(shell.toHandle()).isEmpty(), "a process already gone is passed over");
    }

    @Test
    void aKillThroughTheWindowsBindingEndsEveryDescendantAndSaysTheExit() throws Exception {
        Collected output = new Collected();
        TerminalProcess process = start(PipesWindowsTest.WINDOWS, output, TREE);
        List<Long> descendants = awaitDescendants(ProcessHandle.of(process.pid()).orElseThrow(), 2);

        process.kill();

        assertEquals(ExitStatus.exited(128 + 9), output.exit(), "on Linux the JDK reports SIGKILL as 128+9");
        Await.until(() -> Processes.living(descendants).isEmpty(), () -> "still running: " + Processes.living(descendants));
        assertFalse(Processes.alive(process.pid()));
    }

    @Test
    void theSamePlatformDecidesTheKillOnWindowsNoSignalReachesTheShellOnLinuxItIsHungUp() throws Exception {
        Collected windows = new Collected();
        TerminalProcess onWindows = start(PipesWindowsTest.WINDOWS, windows, HANG_UP_TRAP);
        Await.until(() -> windows.text().contains("ready"), windows::text);
        onWindows.kill();
        assertEquals(ExitStatus.exited(128 + 9), windows.exit());
        assertFalse(windows.text().contains("hung-up"), windows.text());

        Collected linux = new Collected();
        TerminalProcess onLinux = start(PipesWindowsTest.LINUX, linux, HANG_UP_TRAP);
        Await.until(() -> linux.text().contains("ready"), linux::text);
        onLinux.kill();
        assertEquals(ExitStatus.exited(7), linux.exit());
        assertTrue(linux.text().contains("hung-up"), linux.text());
    }

    private TerminalProcess start(Platform platform, Collected output, String script) throws IOException {
        return new PipesBindingProvider().create(platform)
                .start(PipesWindowsTest.launch(home, List.of("/bin/sh", "-c", script)), output);
    }

    /** The pids of {@code root}'s descendants once there are {@code count}. */
    private static List<Long> awaitDescendants(ProcessHandle root, int count) {
        Await.until(() -> root.descendants().count() >= count, () -> "descendants of " + root.pid());
        return root.descendants().map(ProcessHandle::pid).toList();
    }
}
