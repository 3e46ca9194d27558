package ahp.terminals.pipes;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

/** The test's own look at {@code /proc}: which processes are in a process group. */
final class ProcessGroups {

    private ProcessGroups() {}

    /** The pids in process group {@code pgid} (zombies included). */
    static List<Long> members(long pgid) {
        List<Long> found = new ArrayList<>();
        try (Stream<Path> entries = Files.list(Path.of("/proc"))) {
            entries.filter(entry -> entry.getFileName().toString().matches("\\d+")).forEach(entry -> {
                try {
                    String stat = Files.readString(entry.resolve("stat"));
                    String[] fields = stat.substring(stat.lastIndexOf(')') + 2).split(" ");
                    if (Long.parseLong(fields[2]) == pgid) {
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

    /** Waits until nothing is left in group {@code pgid}. */
    static void awaitGone(long pgid) {
        Await.until(() -> members(pgid).isEmpty(), () -> "process group " + pgid + " still has " + members(pgid));
    }

    /** Whether process {@code pid} exists (a zombie counts). */
    static boolean exists(long pid) {
        return Files.exists(Path.of("/proc", Long.toString(pid)));
    }
}
