package ahp.terminals.pipes;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/** The test's own look at {@code /proc}: whether a process lives (a zombie is dead: it waits only to be collected). */
final class Processes {

    private Processes() {}

    /** Whether {@code pid} runs (and is not a zombie). */
    static boolean alive(long pid) {
        try {
            String stat = Files.readString(Path.of("/proc", Long.toString(pid), "stat"));
            return !stat.substring(stat.lastIndexOf(')') + 2).startsWith("Z");
        } catch (IOException gone) {
            return false;
        }
    }

    /** Which of {@code pids} still run. */
    static List<Long> living(List<Long> pids) {
        return pids.stream().filter(Processes::alive).toList();
    }
}
