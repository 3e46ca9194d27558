package ahp.server.stack;

import ahp.server.testing.Await;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;

/**
 * The test's own look at {@code /proc}. A zombie is not counted as running: it is dead and waits
 * only for whoever reaps it.
 */
final class ProcessTable {

    /** read, poll, select, pselect6, ppoll on x86-64: how the shells here wait for a key. */
    private static final Set<String> WAITING_FOR_INPUT = Set.of("0", "7", "23", "270", "271");

    /**
     * One process as {@code /proc/<pid>/stat} says.
     *
     * @param pid its id
     * @param command its name ({@code comm})
     * @param group its process group
     * @param session its session
     */
    record Entry(long pid, String command, long group, long session) {}

    private ProcessTable() {}

    /** Every process alive now (zombies left out). */
    static List<Entry> alive() {
        List<Entry> found = new ArrayList<>();
        try (Stream<Path> entries = Files.list(Path.of("/proc"))) {
            entries.filter(entry -> entry.getFileName().toString().matches("\\d+")).forEach(entry -> {
                try {
                    String stat = Files.readString(entry.resolve("stat"));
                    int open = stat.indexOf('(');
                    int close = stat.lastIndexOf(')');
                    String[] fields = stat.substring(close + 2).split(" ");
                    if (!fields[0].equals("Z") && !fields[0].equals("X")) {
                        found.add(new Entry(Long.parseLong(entry.getFileName().toString()),
                                stat.substring(open + 1, close), Long.parseLong(fields[2]), Long.parseLong(fields[3])));
                    }
                } catch (IOException | RuntimeException gone) {
                    // It ended while the table was read.
                }
            });
        } catch (IOException unreadable) {
            throw new AssertionError("cannot read /proc", unreadable);
        }
        return found;
    }

    /** What is alive in process group {@code leader} or in the session it leads. */
    static List<Entry> groupOrSession(long leader) {
        return alive().stream().filter(p -> p.group() == leader || p.session() == leader).toList();
    }

    /** Waits until nothing is left of the group and session {@code leader} led. */
    static void awaitGone(long leader, Duration timeout) {
        Await.until("the process group and session of " + leader + " to be gone", timeout,
                () -> groupOrSession(leader).isEmpty(), () -> "still there: " + groupOrSession(leader));
    }

    /** The processes named {@code command} in the session {@code leader} leads. */
    static long countInSession(long leader, String command) {
        return alive().stream().filter(p -> p.session() == leader && p.command().equals(command)).count();
    }

    /**
     * Waits until process {@code pid} sits blocked waiting for input. A signal key typed while a
     * shell is busy between two reads can be lost to a race in the shell itself (bash takes ^C, then
     * goes back to reading without handling it), so a test types ^C only once the shell waits.
     */
    static void awaitWaitingForInput(long pid, Duration timeout) {
        Path syscall = Path.of("/proc", Long.toString(pid), "syscall");
        Await.until("process " + pid + " to wait for input", timeout, () -> {
            try {
                return WAITING_FOR_INPUT.contains(Files.readString(syscall).strip().split(" ")[0]);
            } catch (IOException e) {
                throw new AssertionError("cannot read what process " + pid + " is doing", e);
            }
        }, () -> "it is in " + read(syscall));
    }

    /** The words of process {@code pid}'s command line. */
    static List<String> commandLine(long pid) throws IOException {
        String raw = new String(Files.readAllBytes(Path.of("/proc", Long.toString(pid), "cmdline")), StandardCharsets.UTF_8);
        return List.of(raw.split("\0"));
    }

    /** The variables of process {@code pid}'s starting environment, as {@code NAME=value}. */
    static List<String> environment(long pid) throws IOException {
        String raw = new String(Files.readAllBytes(Path.of("/proc", Long.toString(pid), "environ")), StandardCharsets.UTF_8);
        return List.of(raw.split("\0"));
    }

    private static String read(Path file) {
        try {
            return Files.readString(file).strip();
        } catch (IOException e) {
            return "(unreadable: " + e.getMessage() + ")";
        }
    }
}
