package ahp.terminals.pty;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import ahp.terminals.api.spi.ExitStatus;
import ahp.terminals.api.spi.TerminalProcess;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/** How a terminal ends when its shell leaves processes behind, and when it is killed. */
class PtyEndingTest {

    private static final Duration WAIT = Duration.ofSeconds(30);
    /** Short bounds, so that the tests do not wait the production ones out. */
    private static final PtyTimings SHORT =
            new PtyTimings(Duration.ofMillis(300), Duration.ofMillis(500), Duration.ofMillis(300));

    @TempDir
    Path temp;

    private static void assertSessionGone(long session) {
        Await.until(() -> Processes.running(session).isEmpty(), WAIT,
                () -> "session " + session + " still runs " + Processes.running(session));
    }

    @Test
    void whatAnOrphanPrintsWithinTheGraceArrivesBeforeTheExit() throws Exception {
        Collector output = new Collector();
        TerminalProcess process = new PtyBinding(PtyTimings.DEFAULT).start(
                // The kernel hangs up the foreground group when the shell exits; this job ignores that
                // (from before it was forked: the trap is inherited).
                Shell.BASH.command(temp, "trap '' HUP; (sleep 0.5; echo late-output) & exit 0"), output);
        assertEquals(ExitStatus.exited(0), output.awaitExit(WAIT));
        assertTrue(output.text().contains("late-output"), output.text());
        assertSessionGone(process.pid());
    }

    @ParameterizedTest
    @MethodSource("ahp.terminals.pty.Shell#all")
    void aJobLeftRunningIsHungUpAfterTheGraceAndTheShellsCodeReported(Shell shell) throws Exception {
        Collector output = new Collector();
        TerminalProcess process = new PtyBinding(SHORT).start(shell.interactive(Shell.home(temp, shell)), output);
        try {
            if (shell == Shell.ZSH) {
                // zsh would hang up its jobs itself, or refuse to exit while they run.
                process.write("setopt no_hup no_check_jobs\r");
            }
            // A background job has a process group of its own: the kernel's hangup of the
            // foreground group at the shell's exit does not reach it; the binding's does.
            process.write("sleep 1000 &\r");
            Await.until(() -> Processes.running(process.pid()).contains("sleep"), WAIT, () -> "sleep runs");
            process.write("exit 5\r");
            assertEquals(ExitStatus.exited(5), output.awaitExit(WAIT));
        } finally {
            process.kill();
        }
        assertSessionGone(process.pid());
    }

    @Test
    void anOrphanThatIgnoresHangupIsKilled() throws Exception {
        Collector output = new Collector();
        TerminalProcess process = new PtyBinding(SHORT).start(
                Shell.BASH.command(temp, "trap '' HUP; sleep 1000 & exit 0"), output);
        assertEquals(ExitStatus.exited(0), output.awaitExit(WAIT));
        assertSessionGone(process.pid());
    }

    @Test
    void aProcessThatLeftTheSessionCannotHoldTheExitBack() throws Exception {
        Collector output = new Collector();
        new PtyBinding(SHORT).start(
                Shell.BASH.command(temp, "setsid sleep 1000 & echo escaped=$!; exit 0"), output);
        try {
            assertEquals(ExitStatus.exited(0), output.awaitExit(WAIT));
        } finally {
            Matcher escaped = Pattern.compile("escaped=(\\d+)").matcher(output.text());
            if (escaped.find()) {
                ProcessHandle.of(Long.parseLong(escaped.group(1))).ifPresent(ProcessHandle::destroyForcibly);
            }
        }
    }

    @ParameterizedTest
    @MethodSource("ahp.terminals.pty.Shell#all")
    void killEndsTheWholeSessionAndNothingOutlivesIt(Shell shell) throws Exception {
        Collector output = new Collector();
        TerminalProcess process = new PtyBinding(SHORT).start(shell.interactive(Shell.home(temp, shell)), output);
        try {
            process.write("sleep 1001 &\r");
            process.write("(trap '' HUP; sleep 1002) &\r");
            process.write("sleep 1003\r");
            Await.until(() -> Processes.running(process.pid()).stream().filter("sleep"::equals).count() == 3, WAIT,
                    () -> "three sleeps run: " + Processes.running(process.pid()) + "; output: " + output.text());
        } finally {
            process.kill();
        }
        ExitStatus status = output.awaitExit(WAIT);
        if (shell != Shell.ZSH) {
            // zsh catches SIGHUP and exits 1 on its own.
            assertEquals(ExitStatus.signaled("SIGHUP"), status);
        }
        assertSessionGone(process.pid());
        process.kill();
        assertEquals(1, output.exits());
    }

    @Test
    void killOfAShellThatIgnoresHangupEscalatesToSigkill() throws Exception {
        Collector output = new Collector();
        TerminalProcess process = new PtyBinding(SHORT).start(
                Shell.launch(temp, List.of("/bin/bash", "-c", "trap '' HUP; echo armed; sleep 1000"), 80, 24), output);
        output.awaitText("armed", WAIT);
        process.kill();
        assertEquals(ExitStatus.signaled("SIGKILL"), output.awaitExit(WAIT));
        assertSessionGone(process.pid());
    }
}
