package ahp.terminals.pty;

import ahp.terminals.pty.posix.Session;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/** What the process table says about a terminal's session. */
final class Processes {

    private Processes() {}

    /** The names ({@code comm}) of the session's processes that still run. */
    static List<String> running(long session) {
        return Session.alive((int) session).stream().map(member -> command(member.pid())).toList();
    }

    private static String command(int pid) {
        try {
            return Files.readString(Path.of("/proc", Integer.toString(pid), "comm")).strip();
        } catch (IOException gone) {
            return "(gone)";
        }
    }
}
