package ahp.backends.acp.process;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;

/**
 * An agent's process group on Linux: the agent is started through {@code setsid}, which makes it
 * the leader of a session and group of its own (with its own process id, since {@code setsid} execs
 * in place), so everything it starts and that does not leave the group can be found from
 * {@code /proc} even after the agent died and the system took those processes over.
 */
final class ProcessGroup {

    private static final Path SETSID = Path.of("/usr/bin/setsid");
    private static final Path PROC = Path.of("/proc");

    private ProcessGroup() {}

    /** The program that starts a command in a group of its own, where this system has it. */
    static Optional<String> launcher() {
        return Files.isExecutable(SETSID) && Files.isDirectory(PROC) ? Optional.of(SETSID.toString()) : Optional.empty();
    }

    /** The processes of group {@code group} that run now (none when {@code /proc} cannot be read). */
    static List<ProcessHandle> members(long group) {
        try (Stream<Path> entries = Files.list(PROC)) {
            return entries.map(path -> path.getFileName().toString()).filter(name -> name.chars().allMatch(Character::isDigit))
                    .filter(pid -> group(pid) == group).map(Long::parseLong).map(ProcessHandle::of)
                    .flatMap(Optional::stream).toList();
        } catch (IOException | RuntimeException unreadable) {
            return List.of();
        }
    }

    /** The group of process {@code pid} (field 5 of its {@code stat}, after the name), or -1. */
    private static long group(String pid) {
        try {
            String stat = Files.readString(PROC.resolve(pid).resolve("stat"));
            String[] fields = stat.substring(stat.lastIndexOf(')') + 2).split(" ");
            return Long.parseLong(fields[2]);
        } catch (IOException | RuntimeException gone) {
            return -1;
        }
    }
}
