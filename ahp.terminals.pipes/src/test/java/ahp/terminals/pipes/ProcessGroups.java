package ahp.terminals.pipes;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

/**
 * The test's own look at {@code /proc}: which processes are in a process group. A zombie is not
 * counted: it is dead, and waits only for its parent (for an orphan, whatever reaps for PID 1) to
 * collect it.
 */
final class ProcessGroups {

    private ProcessGroups() {}

    /** The live pids in process group {@code pgid}. */
    static List<Long> members(long pgid) {
        List<Long> found = new ArrayList<>();
        try (Stream<Path> entries = Files.list(Path.of("/proc"))) {
            entries.filter(entry -> entry.getFileName().toString().matches("\\d+")).forEach(entry -> {
                try {
                    String stat = Files.readString(entry.resolve("stat"));
                    String[] fields = stat.substring(stat.lastIndexOf(')') + 2).split(" ");
                    if (Long.parseLong(fields[2]) == pgid && !fields[0].equals("Z")) {
                        found.add(Long.parseLong(entry.getFileName().toString()));
                    }
                } catch (IOException | RuntimeException gone) {
                    // The process ended while the table was read.
                }
            });
        } catch (IOException unreadable) {
            throw new AssertionError("cannot read /proc", unreadable);
        }
        return found;
    }

    /** Whether a live process of group {@code pgid} runs the program named {@code command} (it has exec'd). */
    static boolean runs(long pgid, String command) {
        return members(pgid).stream().anyMatch(pid -> {
            try {
                return Files.readString(Path.of("/proc", Long.toString(pid), "comm")).strip().equals(command);
            } catch (IOException gone) {
                return false;
            }
        });
    }

    /** Waits until nothing is left in group {@code pgid}. */
    static void awaitGone(long pgid) {
        Await.until(() -> members(pgid).isEmpty(), () -> "process group " + pgid + " still has " + members(pgid));
    }

    /** Whether process {@code pid} is alive (not gone, not a zombie). */
    static boolean alive(long pid) {
        try {
            String stat = Files.readString(Path.of("/proc", Long.toString(pid), "stat"));
            return !stat.substring(stat.lastIndexOf(')') + 2).startsWith("Z");
        } catch (IOException gone) {
            return false;
        }
    }
}
