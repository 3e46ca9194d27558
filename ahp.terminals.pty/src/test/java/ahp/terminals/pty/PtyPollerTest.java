package ahp.terminals.pty;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import ahp.terminals.api.spi.ExitStatus;
import ahp.terminals.api.spi.TerminalProcess;
import java.lang.ref.WeakReference;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** One poller thread serves every terminal: fairly, and whatever one terminal's listener does. */
class PtyPollerTest {

    private static final Duration WAIT = Duration.ofSeconds(60);
    private final PtyBinding binding = new PtyBinding(PtyTimings.DEFAULT);

    @TempDir
    Path temp;

    /** {@code cat} under a pty: what is typed is echoed by the terminal, then printed again by cat. */
    private TerminalProcess cat(Collector output) throws Exception {
        return binding.start(Shell.launch(temp, List.of("/bin/sh", "-c", "exec cat"), 80, 24), output);
    }

    /** Types {@code line} into a {@link #cat} terminal and waits for its echo and cat's copy. */
    private static void echoes(TerminalProcess process, Collector output, String line) throws InterruptedException {
        process.write(line + "\r");
        output.awaitText(line + "\r\n" + line + "\r\n", WAIT);
    }

    private static List<String> threadNames() {
        return Thread.getAllStackTraces().keySet().stream().map(Thread::getName).toList();
    }

    @Test
    void twoHundredTerminalsShareOnePollerThreadAndEveryOneEchoes() throws Exception {
        Collector warm = new Collector();
        binding.start(Shell.launch(temp, List.of("/bin/sh", "-c", "echo warm"), 80, 24), warm);
        assertEquals(ExitStatus.exited(0), warm.awaitExit(WAIT));
        int threadsBefore = threadNames().size();

        int count = 200;
        List<TerminalProcess> processes = new ArrayList<>();
        List<Collector> outputs = new ArrayList<>();
        try {
            for (int i = 0; i < count; i++) {
                Collector output = new Collector();
                processes.add(cat(output));
                outputs.add(output);
            }
            for (int i = 0; i < count; i++) {
                echoes(processes.get(i), outputs.get(i), "hello-" + i);
            }
            List<String> names = threadNames();
            assertEquals(1, names.stream().filter(PtyPoller.THREAD_NAME::equals).count(), names.toString());
            // A thread a fallback test left may still be on its way out; one per terminal never goes.
            Await.until(() -> threadNames().stream().noneMatch(n -> n.startsWith("ahp-pty") && !n.equals(PtyPoller.THREAD_NAME)),
                    WAIT, () -> "per-terminal threads: " + threadNames());
            int threadsWith = threadNames().size();
            assertTrue(threadsWith - threadsBefore < 10, "threads before " + threadsBefore + ", with " + count
                    + " terminals " + threadsWith);
            System.out.println(count + " idle cat terminals: " + threadsWith + " threads (" + threadsBefore
                    + " before), VmRSS " + status("VmRSS"));
            for (int i = 0; i < count; i++) {
                echoes(processes.get(i), outputs.get(i), "again-" + i);
            }
            processes.forEach(p -> p.write("\u0004"));
            for (Collector output : outputs) {
                assertEquals(ExitStatus.exited(0), output.awaitExit(WAIT));
            }
        } finally {
            processes.forEach(TerminalProcess::kill);
        }
    }

    @Test
    void aTerminalThatFloodsDoesNotHoldBackAnothersEcho() throws Exception {
        Collector flood = new Collector(false);
        TerminalProcess flooding = binding.start(Shell.launch(temp, List.of("/bin/sh", "-c", "exec yes"), 80, 24), flood);
        Collector quiet = new Collector();
        TerminalProcess typing = cat(quiet);
        try {
            Await.until(() -> flood.characters() > 0, WAIT, () -> "yes prints");
            long floodedBefore = flood.characters();
            for (int i = 0; i < 5; i++) {
                echoes(typing, quiet, "ping-" + i);
            }
            // The flood's output is gathered and delivered a millisecond at a time, and five echoes
            // can all come back within one such rest: wait for its next delivery rather than expect
            // it to have come already.
            Await.until(() -> flood.characters() > floodedBefore, WAIT, () -> "the flood to go on around the echoes");
            flooding.kill();
            assertEquals(ExitStatus.signaled("SIGHUP"), flood.awaitExit(WAIT));
            echoes(typing, quiet, "after-the-flood");
            typing.write("\u0004");
            assertEquals(ExitStatus.exited(0), quiet.awaitExit(WAIT));
        } finally {
            flooding.kill();
            typing.kill();
        }
    }

    @Test
    void aListenerThatThrowsStopsNeitherAnotherTerminalNorItsOwnExit() throws Exception {
        Collector seen = new Collector();
        TerminalProcess throwing = binding.start(
                Shell.launch(temp, List.of("/bin/sh", "-c", "echo one; read line; echo two-$line; exit 3"), 80, 24),
                new ThrowingOutput(seen, chunk -> new IllegalStateException("a listener that throws on output")));
        Collector other = new Collector();
        TerminalProcess typing = cat(other);
        try {
            seen.awaitText("one\r\n", WAIT);
            echoes(typing, other, "b-1");
            throwing.write("x\r");
            assertEquals(ExitStatus.exited(3), seen.awaitExit(WAIT));
            assertTrue(seen.text().endsWith("two-x\r\n"), seen.text());
            echoes(typing, other, "b-2");
            typing.write("\u0004");
            assertEquals(ExitStatus.exited(0), other.awaitExit(WAIT));
        } finally {
            throwing.kill();
            typing.kill();
        }
    }

    @Test
    void aFailureServingOneTerminalEndsThatTerminalOnly() throws Exception {
        Collector seen = new Collector();
        TerminalProcess failing = binding.start(
                Shell.launch(temp, List.of("/bin/sh", "-c", "echo armed; exec cat"), 80, 24),
                new ThrowingOutput(seen, chunk -> chunk.contains("boom") ? new Error("an error in a listener") : null));
        Collector other = new Collector();
        TerminalProcess typing = cat(other);
        try {
            seen.awaitText("armed\r\n", WAIT);
            echoes(typing, other, "before");
            failing.write("boom\r");
            assertEquals(ExitStatus.signaled("SIGKILL"), seen.awaitExit(WAIT));
            Await.until(() -> Processes.running(failing.pid()).isEmpty(), WAIT, () -> "the failed session is gone");
            echoes(typing, other, "after");
            typing.write("\u0004");
            assertEquals(ExitStatus.exited(0), other.awaitExit(WAIT));
        } finally {
            failing.kill();
            typing.kill();
        }
    }

    @Test
    void terminalsPrintingAtOnceEachGetEveryLineInOrder() throws Exception {
        int terminals = 8;
        int lines = 100_000;
        List<Collector> outputs = new ArrayList<>();
        List<TerminalProcess> processes = new ArrayList<>();
        try {
            for (int t = 0; t < terminals; t++) {
                Collector output = new Collector();
                processes.add(binding.start(Shell.launch(temp, List.of("/bin/sh", "-c", "seq 1 " + lines), 80, 24), output));
                outputs.add(output);
            }
            for (Collector output : outputs) {
                assertEquals(ExitStatus.exited(0), output.awaitExit(Duration.ofMinutes(3)));
                String[] got = output.text().split("\r\n", -1);
                assertEquals(lines + 1, got.length, "every line, and a last CRLF");
                for (int i = 0; i < lines; i++) {
                    if (!got[i].equals(Integer.toString(i + 1))) {
                        assertEquals(Integer.toString(i + 1), got[i], "line " + (i + 1));
                    }
                }
            }
        } finally {
            processes.forEach(TerminalProcess::kill);
        }
    }

    @Test
    void aPollerWhoseWaitFailsEndsItsTerminalsAndTheNextTerminalGetsANewOne() throws Exception {
        Collector victim = new Collector();
        TerminalProcess served = cat(victim);
        echoes(served, victim, "alive");
        PtyPoller broken = PtyPoller.shared();
        // A wait under way goes on until the echo of what is typed now; the next one fails (EBADF).
        broken.epoll().close();
        served.write("x");
        assertEquals(ExitStatus.signaled("SIGKILL"), victim.awaitExit(WAIT), "cat, still reading, was killed");
        Await.until(() -> Processes.running(served.pid()).isEmpty(), WAIT, () -> "the session is gone");

        Collector next = new Collector();
        TerminalProcess fresh = cat(next);
        try {
            assertNotSame(broken, PtyPoller.shared());
            echoes(fresh, next, "served-again");
            Await.until(() -> threadNames().stream().filter(PtyPoller.THREAD_NAME::equals).count() == 1, WAIT,
                    () -> "one poller thread: " + threadNames());
            fresh.write("\u0004");
            assertEquals(ExitStatus.exited(0), next.awaitExit(WAIT));
        } finally {
            fresh.kill();
        }
    }

    /**
     * Once a terminal has ended, the poller keeps nothing of it: not even the list of the terminals
     * its last round served, which would hold the last one (its listener, and with it a whole screen,
     * in the daemon) until some other terminal woke the poller.
     */
    @Test
    void anEndedTerminalIsNotHeldByThePoller() throws Exception {
        WeakReference<Collector> listener = endedTerminalsListener();
        Await.until(() -> {
            System.gc();
            return listener.get() == null;
        }, Duration.ofSeconds(20), () -> "the listener of an ended terminal is still reachable");
    }

    /** A terminal run to its end; only a weak reference to its listener is left. */
    private WeakReference<Collector> endedTerminalsListener() throws Exception {
        Collector output = new Collector();
        binding.start(Shell.launch(temp, List.of("/bin/sh", "-c", "echo done"), 80, 24), output);
        assertEquals(ExitStatus.exited(0), output.awaitExit(WAIT));
        return new WeakReference<>(output);
    }

    private static String status(String field) throws Exception {
        return Files.readAllLines(Path.of("/proc/self/status")).stream().filter(l -> l.startsWith(field + ":"))
                .map(l -> l.substring(field.length() + 1).strip()).findFirst().orElse("?");
    }
}
