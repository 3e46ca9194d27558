package ahp.terminals.pty;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import ahp.terminals.api.spi.ExitStatus;
import ahp.terminals.api.spi.ProcessLaunch;
import ahp.terminals.api.spi.TerminalProcess;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/** How a process under a pty ends, and what the binding reports: the real wait status, once. */
class PtyExitTest {

    private static final Duration WAIT = Duration.ofSeconds(30);
    private final PtyBinding binding = new PtyBinding(PtyTimings.DEFAULT);

    @TempDir
    Path temp;

    private ExitStatus run(ProcessLaunch launch, Collector output) throws Exception {
        TerminalProcess process = binding.start(launch, output);
        try {
            return output.awaitExit(WAIT);
        } finally {
            process.kill();
        }
    }

    @ParameterizedTest
    @MethodSource("ahp.terminals.pty.Shell#all")
    void exitCodesAreTheShellsOwn(Shell shell) throws Exception {
        Path home = Shell.home(temp, shell);
        assertEquals(ExitStatus.exited(0), run(shell.command(home, "exit 0"), new Collector()));
        assertEquals(ExitStatus.exited(3), run(shell.command(home, "echo hi; exit 3"), new Collector()));
        Collector missing = new Collector();
        assertEquals(ExitStatus.exited(127), run(shell.command(home, "no-such-command-ahp"), missing));
        assertTrue(missing.text().contains("no-such-command-ahp"), missing.text());
    }

    @ParameterizedTest
    @MethodSource("ahp.terminals.pty.Shell#all")
    void aSignalIsNamedAndExit130IsNot(Shell shell) throws Exception {
        Path home = Shell.home(temp, shell);
        assertEquals(ExitStatus.signaled("SIGINT"), run(shell.command(home, "kill -INT $$"), new Collector()));
        assertEquals(ExitStatus.signaled("SIGKILL"), run(shell.command(home, "kill -KILL $$"), new Collector()));
        assertEquals(ExitStatus.exited(130), run(shell.command(home, "exit 130"), new Collector()));
        assertEquals(ExitStatus.exited(128), run(shell.command(home, "exit 128"), new Collector()));
    }

    @ParameterizedTest
    @MethodSource("ahp.terminals.pty.Shell#all")
    void aDirectoryThatIsNotThereExits1AndSaysWhy(Shell shell) throws Exception {
        Path nowhere = temp.resolve("no-such-directory");
        Collector output = new Collector();
        TerminalProcess process = binding.start(Shell.launch(nowhere, List.of(shell.path, "-c", "pwd"), 80, 24), output);
        assertEquals(ExitStatus.exited(PtyBinding.CANNOT_ENTER_DIRECTORY), output.awaitExit(WAIT));
        assertEquals(-1, process.pid());
        assertTrue(output.text().contains("directory " + nowhere + " does not exist"), output.text());
        process.kill();
        process.write("ignored");
        process.resize(100, 30);
        assertEquals(1, output.exits());
    }

    @Test
    void aFileIsNotADirectory() throws Exception {
        Path file = java.nio.file.Files.writeString(temp.resolve("file"), "x");
        Collector output = new Collector();
        binding.start(Shell.launch(file, List.of("/bin/sh", "-c", "pwd"), 80, 24), output);
        assertEquals(ExitStatus.exited(1), output.awaitExit(WAIT));
        assertTrue(output.text().contains("is not a directory"), output.text());
    }

    @Test
    void aProgramThatIsNotThereExits127AndSaysWhy() throws Exception {
        Collector output = new Collector();
        binding.start(Shell.launch(temp, List.of("/no/such/shell", "-c", "true"), 80, 24), output);
        assertEquals(ExitStatus.exited(PtyBinding.CANNOT_RUN), output.awaitExit(WAIT));
        assertTrue(output.text().contains("cannot start /no/such/shell"), output.text());
    }

    @Test
    void theShellStartsInItsDirectoryWithExactlyItsEnvironment() throws Exception {
        Path home = Shell.home(temp, Shell.BASH);
        Path directory = java.nio.file.Files.createDirectories(temp.resolve("work dir"));
        Collector output = new Collector();
        ProcessLaunch launch = new ProcessLaunch(List.of("bash", "-c", "pwd; env | sort"), directory,
                java.util.Map.of("PATH", "/usr/bin:/bin", "HOME", home.toString(), "ODD.NAME", "kept", "A", "b c"),
                80, 24);
        run(launch, output);
        String text = output.text();
        assertTrue(text.startsWith(directory + "\r\n"), text);
        assertTrue(text.contains("ODD.NAME=kept\r\n"), text);
        assertTrue(text.contains("A=b c\r\n"), text);
        assertTrue(!text.contains("JAVA_HOME") && !text.contains("MAVEN"), "nothing of the JVM's environment: " + text);
    }

    @Test
    void utf8SplitAcrossReadsArrivesWholeAndMalformedBytesAreReplaced() throws Exception {
        Collector output = new Collector();
        // The child pauses between the two halves of the euro sign, so they come in two reads.
        run(Shell.launch(temp, List.of("/bin/sh", "-c", "printf 'a\\342\\202'; sleep 0.3; printf '\\254 \\377 z'"), 80, 24),
                output);
        assertEquals("a€ \uFFFD z", output.text());
        assertTrue(output.chunks() >= 2, "the halves came in separate reads: " + output.chunks());
    }
}
