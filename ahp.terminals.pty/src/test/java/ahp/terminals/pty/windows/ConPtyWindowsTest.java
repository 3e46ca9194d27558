package ahp.terminals.pty.windows;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import ahp.terminals.api.platform.Platform;
import ahp.terminals.api.spi.ExitStatus;
import ahp.terminals.api.spi.ProcessLaunch;
import ahp.terminals.api.spi.TerminalProcess;
import ahp.terminals.pty.Await;
import ahp.terminals.pty.Collector;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The ConPTY binding's own part, run here: on Linux pty4j starts its Unix pseudoterminal where on
 * Windows it makes a ConPTY, and everything else is what Windows runs: the program found on the
 * launch's {@code PATH}, the command line written whole, the reading, writing and waiting, ^C written
 * for an interrupt, the console resized, and a kill that sends no signal and ends every process the
 * shell started. ConPTY itself is not shown (docs/windows.md).
 */
class ConPtyWindowsTest {

    /** Windows as far as finding files goes: this machine's files. */
    private static final Duration DEADLINE = Duration.ofSeconds(60);

    static final Platform WINDOWS = new Platform(Platform.Os.WINDOWS, Map.of(), path -> Files.isRegularFile(Path.of(path)));

    @TempDir
    Path home;

    @Test
    void aShellRunsUnderThePseudoterminalReadsWhatIsTypedAndExitsWithItsCode() throws Exception {
        Collector output = new Collector();
        TerminalProcess shell = start(output, "echo ready; read line; echo got-$line; exit 3");
        output.awaitText("ready", DEADLINE);
        shell.write("hello\r");
        assertEquals(ExitStatus.exited(3), output.awaitExit(DEADLINE));
        assertTrue(output.text().contains("got-hello\r\n"), output.text());
        String said = output.text();
        shell.write("after the exit: dropped\r");
        shell.interrupt();
        shell.kill();
        assertEquals(said, output.text(), "nothing is said after the exit");
        assertEquals(1, output.exits(), "and the exit is said once");
    }

    @Test
    void anInterruptWritesCtrlCWhichTheTerminalMakesAnInterruptForWhatRuns() throws Exception {
        Collector output = new Collector();
        TerminalProcess shell = start(output, "trap 'echo interrupted; exit 4' INT; echo ready; while :; do sleep 0.1; done");
        output.awaitText("ready", DEADLINE);
        shell.interrupt();
        assertEquals(ExitStatus.exited(4), output.awaitExit(DEADLINE));
        assertTrue(output.text().contains("interrupted"), output.text());
    }

    @Test
    void aResizeReachesTheTerminalAndASizeOutOfRangeIsRefused() throws Exception {
        Collector output = new Collector();
        TerminalProcess shell = start(output, "echo ready; read line; stty size");
        output.awaitText("ready", DEADLINE);
        shell.resize(100, 30);
        assertThrows(IllegalArgumentException.class, () -> shell.resize(0, 30));
        assertThrows(IllegalArgumentException.class, () -> shell.resize(100, 40000));
        shell.write("\r");
        assertEquals(ExitStatus.exited(0), output.awaitExit(DEADLINE));
        assertTrue(output.text().contains("30 100"), output.text());
    }

    @Test
    void aKillSendsNoSignalAndEndsTheShellAndEverythingItStarted() throws Exception {
        Collector output = new Collector();
        TerminalProcess shell = start(output, "trap 'echo hung-up' HUP; sleep 1000 & echo started; sleep 1000");
        output.awaitText("started", DEADLINE);
        ProcessHandle root = ProcessHandle.of(shell.pid()).orElseThrow();
        Await.until(() -> root.descendants().count() >= 2, DEADLINE, () -> "the shell's two sleeps: " + root.descendants().toList());
        List<ProcessHandle> descendants = root.descendants().toList();
        assertEquals(2, descendants.size(), descendants::toString);

        shell.kill();

        ExitStatus status = output.awaitExit(DEADLINE);
        assertFalse(status.bySignal(), "no signal is said on Windows: " + status);
        assertFalse(output.text().contains("hung-up"), output.text());
        for (ProcessHandle process : descendants) {
            process.onExit().get(DEADLINE.toSeconds(), java.util.concurrent.TimeUnit.SECONDS);
        }
    }

    @Test
    void aDirectoryOrAProgramThatIsNotThereIsSaidAsOutputAndACode() throws Exception {
        Collector noDirectory = new Collector();
        new ConPtyBinding(WINDOWS).start(launch(home.resolve("absent"), List.of("/bin/sh", "-c", "exit 0")), noDirectory);
        assertEquals(ExitStatus.exited(1), noDirectory.awaitExit(DEADLINE));
        assertEquals("cannot start /bin/sh: directory " + home.resolve("absent") + " does not exist\r\n", noDirectory.text());

        Collector noProgram = new Collector();
        new ConPtyBinding(WINDOWS).start(launch(home, List.of("no-such-program")), noProgram);
        assertEquals(ExitStatus.exited(127), noProgram.awaitExit(DEADLINE));
        assertEquals("cannot start no-such-program: no such program, or it is not executable\r\n", noProgram.text());
    }

    @Test
    void aBareNameIsFoundOnTheLaunchsOwnPathWithPathext() {
        Platform windows = new Platform(Platform.Os.WINDOWS, Map.of(),
                path -> path.equals("C:\\Program Files\\PowerShell\\7\\pwsh.exe"));
        ProcessLaunch launch = new ProcessLaunch(List.of("pwsh", "-NoLogo"), home,
                Map.of("Path", "C:\\Windows\\System32;C:\\Program Files\\PowerShell\\7", "PATHEXT", ".COM;.EXE"), 80, 24);
        assertEquals("C:\\Program Files\\PowerShell\\7\\pwsh.exe",
                new ConPtyBinding(windows).find("pwsh", home, launch).orElseThrow());
        assertTrue(new ConPtyBinding(windows).find("cmd", home, launch).isEmpty());
        assertTrue(new ConPtyBinding(windows).find("tools\\pwsh", home, launch).isEmpty(), "a path is not searched for");
    }

    private TerminalProcess start(Collector output, String script) {
        return new ConPtyBinding(WINDOWS).start(launch(home, List.of("/bin/sh", "-c", script)), output);
    }

    private static ProcessLaunch launch(Path directory, List<String> argv) {
        return new ProcessLaunch(argv, directory,
                Map.of("PATH", "/usr/bin:/bin", "HOME", directory.toString(), "TERM", "xterm-256color"), 80, 24);
    }
}
