package ahp.terminals.pty;

import static org.junit.jupiter.api.Assertions.assertEquals;

import ahp.terminals.api.spi.ExitStatus;
import ahp.terminals.api.spi.TerminalProcess;
import java.nio.file.Path;
import java.time.Duration;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/** Everything a process prints arrives, in order, before its exit. */
class PtyBurstTest {

    private static final Duration WAIT = Duration.ofMinutes(3);
    private static final long BURST = 50L * 1024 * 1024;
    private final PtyBinding binding = new PtyBinding(PtyTimings.DEFAULT);

    @TempDir
    Path temp;

    @ParameterizedTest
    @MethodSource("ahp.terminals.pty.Shell#all")
    void fiftyMegabytesArriveWholeBeforeTheExit(Shell shell) throws Exception {
        Collector output = new Collector(false);
        TerminalProcess process = binding.start(
                shell.command(Shell.home(temp, shell), "head -c " + BURST + " /dev/zero | tr '\\0' x; exit 7"), output);
        try {
            assertEquals(ExitStatus.exited(7), output.awaitExit(WAIT));
        } finally {
            process.kill();
        }
        assertEquals(BURST, output.xCount(), "every byte, counted");
        assertEquals(BURST, output.characters(), "nothing else");
    }

    @org.junit.jupiter.api.Test
    void nothingIsLostWhenTheProcessExitsRightAfterPrinting() throws Exception {
        long size = 2_000_000;
        for (int run = 0; run < 30; run++) {
            Collector output = new Collector(false);
            binding.start(Shell.DASH.command(Shell.home(temp, Shell.DASH), "head -c " + size + " /dev/zero | tr '\\0' x"),
                    output);
            assertEquals(ExitStatus.exited(0), output.awaitExit(WAIT));
            assertEquals(size, output.xCount(), "run " + run);
        }
    }

    @ParameterizedTest
    @MethodSource("ahp.terminals.pty.Shell#all")
    void linesArriveInOrder(Shell shell) throws Exception {
        int lines = 300_000;
        Collector output = new Collector();
        TerminalProcess process = binding.start(shell.command(Shell.home(temp, shell), "seq 1 " + lines), output);
        try {
            assertEquals(ExitStatus.exited(0), output.awaitExit(WAIT));
        } finally {
            process.kill();
        }
        String[] got = output.text().split("\r\n", -1);
        assertEquals(lines + 1, got.length, "every line, and a last CRLF");
        for (int i = 0; i < lines; i++) {
            if (!got[i].equals(Integer.toString(i + 1))) {
                assertEquals(Integer.toString(i + 1), got[i], "line " + (i + 1));
            }
        }
        assertEquals("", got[lines]);
    }
}
