package ahp.terminals.pty;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import ahp.terminals.api.spi.ExitStatus;
import ahp.terminals.api.spi.TerminalProcess;
import java.nio.file.Path;
import java.time.Duration;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Without pidfd (a kernel before 5.3), a thread waiting with WNOWAIT notices the exit instead. */
class LeaderWatchFallbackTest {

    private static final Duration WAIT = Duration.ofSeconds(30);
    private final PtyBinding binding = new PtyBinding(
            new PtyTimings(Duration.ofMillis(300), Duration.ofMillis(500), Duration.ofMillis(300)), false);

    @TempDir
    Path temp;

    @Test
    void theRealStatusIsStillRead() throws Exception {
        Collector signalled = new Collector();
        binding.start(Shell.BASH.command(temp, "echo x; kill -INT $$"), signalled);
        assertEquals(ExitStatus.signaled("SIGINT"), signalled.awaitExit(WAIT));
        Collector exited = new Collector();
        binding.start(Shell.BASH.command(temp, "exit 130"), exited);
        assertEquals(ExitStatus.exited(130), exited.awaitExit(WAIT));
    }

    @Test
    void orphansAndKillAreHandledTheSameWay() throws Exception {
        Collector output = new Collector();
        TerminalProcess orphaned = binding.start(
                Shell.BASH.command(temp, "trap '' HUP; (sleep 0.2; echo late-output; exec sleep 1000) & exit 3"), output);
        assertEquals(ExitStatus.exited(3), output.awaitExit(WAIT));
        assertTrue(output.text().contains("late-output"), output.text());
        Await.until(() -> Processes.running(orphaned.pid()).isEmpty(), WAIT, () -> "orphans gone");

        Collector killed = new Collector();
        TerminalProcess process = binding.start(Shell.BASH.command(temp, "echo armed; sleep 1000"), killed);
        killed.awaitText("armed", WAIT);
        process.kill();
        assertEquals(ExitStatus.signaled("SIGHUP"), killed.awaitExit(WAIT));
        Await.until(() -> Processes.running(process.pid()).isEmpty(), WAIT, () -> "session gone");
    }
}
