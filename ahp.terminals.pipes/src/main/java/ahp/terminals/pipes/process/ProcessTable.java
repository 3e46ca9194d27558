package ahp.terminals.pipes.process;

import java.io.IOException;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;

/** What {@code /proc} says about process groups. */
final class ProcessTable {

    private static final Path PROC = Path.of("/proc");

    private ProcessTable() {}

    /** Whether any process (a zombie included) is in process group {@code pgid}. */
    static boolean hasMembers(int pgid) {
        try (DirectoryStream<Path> entries = Files.newDirectoryStream(PROC, ProcessTable::isPid)) {
            for (Path entry : entries) {
                if (groupOf(entry) == pgid) {
                    return true;
                }
            }
        } catch (IOException unreadable) {
            // No /proc to read: say there may be members, so a kill is still tried.
            return true;
        }
        return false;
    }

    /** The process group in {@code /proc/<pid>/stat}, or -1 when the process is gone. */
    private static int groupOf(Path entry) {
        try {
            String stat = Files.readString(entry.resolve("stat"));
            // pid (comm) state ppid pgrp ...: comm may hold spaces and parentheses, so read after its end.
            String[] fields = stat.substring(stat.lastIndexOf(')') + 2).split(" ");
            return Integer.parseInt(fields[2]);
        } catch (IOException | RuntimeException gone) {
            return -1;
        }
    }

    private static boolean isPid(Path entry) {
        String name = entry.getFileName().toString();
        return !name.isEmpty() && name.chars().allMatch(Character::isDigit);
    }
}
