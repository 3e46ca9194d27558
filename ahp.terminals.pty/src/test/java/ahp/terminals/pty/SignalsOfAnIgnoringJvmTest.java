package ahp.terminals.pty;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import ahp.terminals.api.spi.ExitStatus;
import ahp.terminals.api.spi.TerminalProcess;
import ahp.terminals.pty.posix.Signals;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A daemon started under {@code nohup} ignores SIGHUP, and one started as a background job of a
 * script ignores SIGINT and SIGQUIT; the shells it starts are a terminal's, and must not inherit
 * that. Started with {@code posix_spawn}, every signal is at its default and none is blocked
 * whatever this JVM does, so {@code kill()}'s SIGHUP ends a program that does not catch it at
 * once. pty4j's child resets only SIGINT, SIGQUIT and SIGPIPE: an ignored SIGHUP stays ignored,
 * and the program ends only by the SIGKILL that follows the hangup grace.
 */
class SignalsOfAnIgnoringJvmTest {

    private static final Duration WAIT = Duration.ofSeconds(30);
    /** A short hangup grace: the SIGKILL after it is told from the SIGHUP by the exit status, not by time. */
    private static final PtyTimings SHORT =
            new PtyTimings(Duration.ofMillis(300), Duration.ofMillis(500), Duration.ofMillis(300));
    private static final int SIGQUIT = 3;
    /** SIGHUP, SIGINT, SIGQUIT and SIGTERM in a {@code SigIgn:} mask (signal N at bit N - 1). */
    private static final long IGNORED_BITS = 1L << (Signals.SIGHUP - 1) | 1L << (Signals.SIGINT - 1)
            | 1L << (SIGQUIT - 1) | 1L << (Signals.SIGTERM - 1);

    @TempDir
    Path temp;

    @Test
    void theShellOfAJvmThatIgnoresHangupsStartsWithEverySignalAtItsDefaultAndNoneBlocked() throws Throwable {
        Path home = Shell.home(temp, Shell.BASH);
        Collector output = new Collector();
        // As this JVM started (ignored already when the build itself runs under nohup).
        long hangupBefore = IgnoredSignals.ignoredNow() & 1L << (Signals.SIGHUP - 1);
        try (IgnoredSignals ignoring = IgnoredSignals.of(Signals.SIGHUP, Signals.SIGINT, SIGQUIT, Signals.SIGTERM)) {
            assertEquals(IGNORED_BITS, IgnoredSignals.ignoredNow() & IGNORED_BITS, "this JVM ignores them now");
            TerminalProcess process = new PtyBinding(SHORT, true, new PosixSpawner()).start(
                    Shell.launch(home, List.of("/bin/grep", "-E", "^Sig(Blk|Ign)", "/proc/self/status"), 80, 24), output);
            assertEquals(ExitStatus.exited(0), output.awaitExit(WAIT));
            process.kill();
        }
        assertEquals(List.of("SigBlk:\t0000000000000000", "SigIgn:\t0000000000000000"), output.text().lines().toList());
        assertEquals(hangupBefore, IgnoredSignals.ignoredNow() & 1L << (Signals.SIGHUP - 1),
                "this JVM's own SIGHUP action is back");
    }

    @Test
    void killEndsAProgramStartedByAJvmThatIgnoresHangupsWithTheHangup() throws Throwable {
        assertEquals(ExitStatus.signaled("SIGHUP"), killedUnderAnIgnoringJvm(new PosixSpawner()));
    }

    @Test
    void pty4jsChildKeepsAnIgnoredHangupSoOnlyTheSigkillAfterTheGraceEndsIt() throws Throwable {
        assertEquals(ExitStatus.signaled("SIGKILL"), killedUnderAnIgnoringJvm(new Pty4jSpawner()));
    }

    /** {@code cat} (which does not catch SIGHUP) started while this JVM ignores SIGHUP, then killed: how it ended. */
    private ExitStatus killedUnderAnIgnoringJvm(Spawner spawner) throws Throwable {
        Path home = Shell.home(temp, Shell.BASH);
        Collector output = new Collector();
        TerminalProcess process;
        try (IgnoredSignals ignoring = IgnoredSignals.of(Signals.SIGHUP)) {
            process = new PtyBinding(SHORT, true, spawner).start(Shell.BASH.command(home, "echo ready; exec cat"), output);
            output.awaitText("ready", WAIT);
        }
        assertTrue(output.text().contains("ready"), output.text());
        process.kill();
        return output.awaitExit(WAIT);
    }
}
