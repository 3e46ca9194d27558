package ahp.terminals.api.platform;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * How a kill ends a process on Windows, where there is no signal to send (node-pty's choice: kill
 * takes no signal and ends the process): the process and everything it started are ended at once,
 * through the JDK's {@link ProcessHandle} alone, which calls nothing of this project's own.
 *
 * <p>The process goes first, then its children, then theirs: one that is ended can start nothing
 * more. Each one's children are read just before it is ended, and again just after (one it started
 * in between), because once it is gone they are no longer found through it: on Linux they pass to
 * another parent, and on Windows its process id may be given to another process. A process started
 * in the instant between the second reading and its parent's end is missed.
 *
 * <p>Nothing here is Windows's own: it runs the same on Linux, which is how the tests show it.
 */
public final class WindowsKill {

    private WindowsKill() {}

    /**
     * Ends {@code root} and every descendant, forcibly (TerminateProcess on Windows, SIGKILL
     * elsewhere). A process already gone is passed over.
     *
     * @return the processes asked to end, {@code root} first
     */
    public static List<ProcessHandle> end(ProcessHandle root) {
        List<ProcessHandle> ended = new ArrayList<>();
        Set<Long> seen = new HashSet<>();
        Deque<ProcessHandle> next = new ArrayDeque<>(List.of(root));
        while (!next.isEmpty()) {
            ProcessHandle process = next.removeFirst();
            if (!seen.add(process.pid())) {
                continue;
            }
            List<ProcessHandle> children = new ArrayList<>(process.children().toList());
            if (process.destroyForcibly()) {
                ended.add(process);
            }
            process.children().filter(child -> !children.contains(child)).forEach(children::add);
            next.addAll(children);
        }
        return ended;
    }
}
