package ahp.terminals.pty;

import static org.junit.jupiter.api.Assertions.assertEquals;

import ahp.terminals.api.spi.ExitStatus;
import ahp.terminals.api.spi.TerminalProcess;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A thousand terminals at once: each echoes, each ends, and nothing is left behind. */
class PtyThousandTerminalsTest {

    private static final int TERMINALS = 1000;
    private static final Duration WAIT = Duration.ofMinutes(2);
    private final PtyBinding binding = new PtyBinding(PtyTimings.DEFAULT);

    @TempDir
    Path temp;

    @Test
    void aThousandTerminalsEchoAndCloseLeavingNoProcessAndNoDescriptor() throws Exception {
        // Once first, so that the poller, and whatever the JVM opens lazily, are there before counting.
        round(3);
        Set<String> descriptorsBefore = descriptors();
        round(TERMINALS);
        Await.until(() -> descriptors().equals(descriptorsBefore), WAIT,
                () -> "descriptors left open: " + described(descriptors(), descriptorsBefore));
    }

    /** Starts {@code count} cats, types a line into each, waits for every echo, ends them with ^D. */
    private void round(int count) throws Exception {
        List<TerminalProcess> processes = new ArrayList<>();
        List<Collector> outputs = new ArrayList<>();
        try {
            for (int i = 0; i < count; i++) {
                Collector output = new Collector();
                processes.add(binding.start(Shell.launch(temp, List.of("/bin/sh", "-c", "exec cat"), 80, 24), output));
                outputs.add(output);
            }
            for (int i = 0; i < count; i++) {
                processes.get(i).write("line-" + i + "\r");
            }
            for (int i = 0; i < count; i++) {
                outputs.get(i).awaitText("line-" + i + "\r\nline-" + i + "\r\n", WAIT);
            }
            processes.forEach(p -> p.write("\u0004"));
            for (Collector output : outputs) {
                assertEquals(ExitStatus.exited(0), output.awaitExit(WAIT));
            }
        } finally {
            processes.forEach(TerminalProcess::kill);
        }
        Set<Long> pids = processes.stream().map(TerminalProcess::pid).collect(Collectors.toSet());
        assertEquals(List.of(), ProcessHandle.current().children().filter(child -> pids.contains(child.pid())).toList(),
                "children left");
    }

    private static Set<String> descriptors() {
        try (Stream<Path> entries = Files.list(Path.of("/proc/self/fd"))) {
            return entries.map(entry -> entry.getFileName().toString()).collect(Collectors.toCollection(TreeSet::new));
        } catch (IOException e) {
            throw new IllegalStateException(e);
        }
    }

    private static String described(Set<String> now, Set<String> before) {
        Set<String> added = new TreeSet<>(now);
        added.removeAll(before);
        return added.stream().limit(20).map(fd -> {
            try {
                return fd + " -> " + Files.readSymbolicLink(Path.of("/proc/self/fd", fd));
            } catch (IOException gone) {
                return fd + " (gone)";
            }
        }).toList() + " (" + added.size() + " in all; " + (before.size() - now.size() + added.size()) + " closed)";
    }
}
