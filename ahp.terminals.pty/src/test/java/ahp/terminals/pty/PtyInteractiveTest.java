package ahp.terminals.pty;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import ahp.terminals.api.spi.ExitStatus;
import ahp.terminals.api.spi.TerminalProcess;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/** Input, ^C and size under a pty, with each shell at its prompt or running a script. */
class PtyInteractiveTest {

    private static final Duration WAIT = Duration.ofSeconds(30);
    private final PtyBinding binding = new PtyBinding(PtyTimings.DEFAULT);

    @TempDir
    Path temp;

    /** Types a command whose output (not its echo) says the shell has read everything before it. */
    private static void sync(TerminalProcess process, Collector output, String tag) throws InterruptedException {
        process.write("echo " + tag + "-$((40+2))\r");
        output.awaitText(tag + "-42", WAIT);
    }

    @ParameterizedTest
    @MethodSource("ahp.terminals.pty.Shell#all")
    void controlCStopsSleep(Shell shell) throws Exception {
        Collector output = new Collector();
        // Started from a virtual thread, as a store may: the child must still take ^C.
        java.util.concurrent.CompletableFuture<TerminalProcess> started = new java.util.concurrent.CompletableFuture<>();
        Path home = Shell.home(temp, shell);
        Thread.ofVirtual().start(() -> {
            try {
                started.complete(binding.start(shell.interactive(home), output));
            } catch (Exception e) {
                started.completeExceptionally(e);
            }
        });
        TerminalProcess process = started.get(30, java.util.concurrent.TimeUnit.SECONDS);
        try {
            sync(process, output, "ready");
            process.write("sleep 100\r");
            Await.until(() -> Processes.running(process.pid()).contains("sleep"), WAIT,
                    () -> "sleep runs: " + Processes.running(process.pid()));
            process.interrupt();
            Await.until(() -> !Processes.running(process.pid()).contains("sleep"), WAIT,
                    () -> "sleep stopped: " + Processes.running(process.pid()));
            process.write("echo status-$?\r");
            output.awaitText("status-130", WAIT);
            process.write("exit 4\r");
            assertEquals(ExitStatus.exited(4), output.awaitExit(WAIT));
        } finally {
            process.kill();
        }
    }

    @ParameterizedTest
    @MethodSource("ahp.terminals.pty.Shell#all")
    void theInitialSizeIsThereBeforeTheShellLooks(Shell shell) throws Exception {
        Collector output = new Collector();
        binding.start(Shell.launch(Shell.home(temp, shell), List.of(shell.path, "-c", "stty size"), 123, 45), output);
        assertEquals(ExitStatus.exited(0), output.awaitExit(WAIT));
        assertEquals("45 123\r\n", output.text());
    }

    @ParameterizedTest
    @MethodSource("ahp.terminals.pty.Shell#all")
    void aResizeIsSignalledAndSeenByStty(Shell shell) throws Exception {
        Collector output = new Collector();
        // The shell waits in `wait`, which a trapped SIGWINCH interrupts.
        String script = "trap 'echo winch-seen' WINCH; echo armed; sleep 100 & wait; kill $!; stty size";
        TerminalProcess process = binding.start(shell.command(Shell.home(temp, shell), script), output);
        try {
            output.awaitText("armed", WAIT);
            Await.until(() -> Processes.running(process.pid()).contains("sleep"), WAIT, () -> "sleep runs");
            // A SIGWINCH before the shell is in `wait` would run the trap and leave `wait` for 100 s.
            Await.until(() -> Processes.waitingForAChild(process.pid()), WAIT, () -> "the shell waits in `wait`");
            process.resize(100, 40);
            assertEquals(ExitStatus.exited(0), output.awaitExit(WAIT));
            assertTrue(output.text().endsWith("winch-seen\r\n40 100\r\n"), output.text());
        } finally {
            process.kill();
        }
    }

    @Test
    void inputLargerThanTheTerminalTakesIsWrittenInOrderWithoutBlocking() throws Exception {
        Path home = Shell.home(temp, Shell.BASH);
        Collector output = new Collector();
        int size = 300_000;
        String script = "stty raw -echo; echo armed; head -c " + size + " > in.bin; echo got-$(wc -c < in.bin)";
        TerminalProcess process = binding.start(Shell.BASH.command(home, script), output);
        try {
            output.awaitText("armed", WAIT);
            StringBuilder input = new StringBuilder(size);
            for (int i = 0; input.length() < size; i++) {
                input.append(Integer.toString(i, 36)).append(' ');
            }
            input.setLength(size);
            process.write(input.substring(0, size / 2));
            process.write(input.substring(size / 2));
            assertEquals(ExitStatus.exited(0), output.awaitExit(WAIT));
            assertTrue(output.text().contains("got-" + size), output.text());
            assertEquals(input.toString(), Files.readString(home.resolve("in.bin")));
        } finally {
            process.kill();
        }
    }

    @Test
    void writesAfterTheExitAreDropped() throws Exception {
        Collector output = new Collector();
        TerminalProcess process = binding.start(Shell.BASH.command(Shell.home(temp, Shell.BASH), "exit 0"), output);
        output.awaitExit(WAIT);
        process.write("nobody reads this\r");
        process.resize(10, 10);
        process.interrupt();
        process.kill();
        process.kill();
        assertEquals(1, output.exits());
        assertTrue(process.pid() > 0);
    }
}
