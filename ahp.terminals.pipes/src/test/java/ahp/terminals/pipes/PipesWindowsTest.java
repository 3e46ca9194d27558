package ahp.terminals.pipes;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import ahp.terminals.api.platform.Platform;
import ahp.terminals.api.platform.StreamedProcess;
import ahp.terminals.api.spi.ExitStatus;
import ahp.terminals.api.spi.ProcessBinding;
import ahp.terminals.api.spi.ProcessLaunch;
import ahp.terminals.api.spi.TerminalProcess;
import ahp.terminals.pipes.process.PipesBinding;
import ahp.terminals.pipes.windows.WindowsPipesBinding;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The pipes binding as it is on Windows, run here: the provider picks it by the platform it is given,
 * binds nothing of the C library for it, and its processes (the JDK's own) are read, written, waited
 * for and left behind as on Windows. Run with {@code sh}, since no Windows program runs here.
 */
class PipesWindowsTest {

    static final Platform WINDOWS = new Platform(Platform.Os.WINDOWS, Map.of("PATH", "C:\\Windows\\System32"), path -> false);
    static final Platform LINUX = new Platform(Platform.Os.LINUX, Map.of("PATH", "/usr/bin:/bin"), path -> false);

    @TempDir
    Path home;

    @Test
    void theProviderPicksTheJdksProcessesOnWindowsAndThePosixCallsOnLinux() {
        PipesBindingProvider provider = new PipesBindingProvider();
        assertInstanceOf(WindowsPipesBinding.class, provider.create(WINDOWS));
        assertFalse(provider.create(WINDOWS).isPty());
        assertInstanceOf(PipesBinding.class, provider.create(LINUX));
        UnsupportedOperationException mac = assertThrows(UnsupportedOperationException.class,
                () -> provider.create(new Platform(Platform.Os.MAC, Map.of(), path -> false)));
        assertEquals("the pipes binding runs on Linux and Windows, not MAC", mac.getMessage());
    }

    @Test
    void aProcessReadsItsInputAndItsOutputAndErrorsArriveInOrderThenItsCode() {
        Collected output = new Collected();
        TerminalProcess process = start(output, "read line; echo \"got $line\"; echo to-stderr >&2; exit 3");
        assertTrue(process.pid() > 0);
        process.write("hello\n");
        assertEquals(ExitStatus.exited(3), output.exit());
        assertEquals("got hello\nto-stderr\n", output.text());
        process.write("after the exit: dropped\n");
        process.resize(100, 30);
        process.interrupt();
        process.kill();
        assertEquals(ExitStatus.exited(3), output.exit(), "no second exit, no data after it");
        assertEquals("got hello\nto-stderr\n", output.text());
    }

    @Test
    void aCharacterSplitAcrossTwoWritesArrivesWholeAndBytesThatAreNotUtf8AsReplacements() {
        Collected output = new Collected();
        start(output, "printf '\\303'; sleep 0.2; printf '\\251 \\377.'");
        assertEquals(ExitStatus.exited(0), output.exit());
        assertEquals("\u00e9 \ufffd.", output.text());
        assertTrue(output.chunks().stream().noneMatch(chunk -> chunk.contains("\ufffd\u00a9")), output.chunks()::toString);
    }

    @Test
    void aDirectoryOrAProgramThatIsNotThereIsSaidAsOutputAndCode127() {
        Collected noDirectory = new Collected();
        new WindowsPipesBinding().start(launch(home.resolve("absent"), List.of("/bin/sh", "-c", "exit 0")), noDirectory);
        assertEquals(ExitStatus.exited(127), noDirectory.exit());
        assertTrue(noDirectory.text().contains("absent: no such directory"), noDirectory.text());

        Collected noProgram = new Collected();
        new WindowsPipesBinding().start(launch(home, List.of(home.resolve("no-such-program").toString())), noProgram);
        assertEquals(ExitStatus.exited(127), noProgram.exit());
        assertTrue(noProgram.text().contains("no-such-program"), noProgram.text());
    }

    @Test
    void whatTheProcessLeftHoldingTheOutputDoesNotHoldTheExit() {
        Collected output = new Collected();
        long started = System.nanoTime();
        start(output, "sleep 1000 & echo $!; exit 5");
        try {
            assertEquals(ExitStatus.exited(5), output.exit());
            Duration took = Duration.ofNanos(System.nanoTime() - started);
            Duration most = StreamedProcess.ORPHAN_GRACE.plus(StreamedProcess.END_GRACE).plusSeconds(20);
            assertTrue(took.compareTo(most) < 0, "the exit took " + took);
        } finally {
            // Here the orphan passed to another parent, so no Windows kill finds it through its own.
            ProcessHandle.of(Long.parseLong(output.text().strip())).ifPresent(ProcessHandle::destroyForcibly);
        }
    }

    private TerminalProcess start(Collected output, String script) {
        ProcessBinding binding = new PipesBindingProvider().create(WINDOWS);
        try {
            return binding.start(launch(home, List.of("/bin/sh", "-c", script)), output);
        } catch (java.io.IOException e) {
            throw new AssertionError(e);
        }
    }

    static ProcessLaunch launch(Path directory, List<String> argv) {
        return new ProcessLaunch(argv, directory, Map.of("PATH", "/usr/bin:/bin", "HOME", directory.toString()), 80, 24);
    }
}
