package ahp.agenttools;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.Stream;

/** The test's own look at {@code /proc}: whether a program runs in a terminal's session. */
final class Processes {

    private Processes() {}

    /** Whether a live process named {@code command} is in the session {@code session} leads. */
    static boolean runningInSession(long session, String command) {
        try (Stream<Path> entries = Files.list(Path.of("/proc"))) {
            return entries.filter(entry -> entry.getFileName().toString().matches("\\d+"))
                    .anyMatch(entry -> matches(entry, session, command));
        } catch (IOException unreadable) {
            throw new AssertionError("cannot read /proc", unreadable);
        }
    }

    private static boolean matches(Path entry, long session, String command) {
        try {
            String stat = Files.readString(entry.resolve("stat"));
            int open = stat.indexOf('(');
            int close = stat.lastIndexOf(')');
            String[] fields = stat.substring(close + 2).split(" ");
            return stat.substring(open + 1, close).equals(command) && !fields[0].equals("Z")
                    && Long.parseLong(fields[3]) == session;
        } catch (IOException | RuntimeException gone) {
            return false; // it ended while it was read
        }
    }
}
