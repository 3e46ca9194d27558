package ahp.terminals.pty;

import ahp.terminals.pty.posix.Session;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;

/** What the process table says about a terminal's session. */
final class Processes {

    private Processes() {}

    /** The names ({@code comm}) of the session's processes that still run. */
    static List<String> running(long session) {
        return Session.alive((int) session).stream().map(member -> command(member.pid())).toList();
    }

    /**
     * Whether {@code pid} is blocked waiting for a child: in {@code wait4}/{@code waitid}, or in
     * {@code rt_sigsuspend} as dash and zsh wait for SIGCHLD. Read from {@code /proc/<pid>/syscall}.
     */
    static boolean waitingForAChild(long pid) {
        String arch = System.getProperty("os.arch");
        Set<String> waits = arch.equals("aarch64") ? Set.of("260", "95", "133") : Set.of("61", "247", "130");
        try {
            String[] fields = Files.readString(Path.of("/proc", Long.toString(pid), "syscall")).strip().split(" ");
            return waits.contains(fields[0]);
        } catch (IOException gone) {
            return false;
        }
    }

    private static String command(int pid) {
        try {
            return Files.readString(Path.of("/proc", Integer.toString(pid), "comm")).strip();
        } catch (IOException gone) {
            return "(gone)";
        }
    }
}
