package ahp.bench.reliability;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;

/**
 * What a process holds, read from {@code /proc}: its threads, its open descriptors, and the
 * processes under it.
 */
final class ProcessCounts {

    private ProcessCounts() {}

    /** Its threads ({@code Threads:} in {@code /proc/PID/status}). */
    static long threads(long pid) throws IOException {
        for (String line : Files.readAllLines(Path.of("/proc", Long.toString(pid), "status"))) {
            if (line.startsWith("Threads:")) {
                return Long.parseLong(line.substring("Threads:".length()).strip());
            }
        }
        throw new IOException("no Threads: line for " + pid);
    }

    /** Its open file descriptors. */
    static long descriptors(long pid) throws IOException {
        try (Stream<Path> fds = Files.list(Path.of("/proc", Long.toString(pid), "fd"))) {
            return fds.count();
        }
    }

    /** The processes under it (children, grandchildren …), as the JDK sees them. */
    static List<ProcessHandle> descendants(long pid) {
        return ProcessHandle.of(pid).map(p -> p.descendants().toList()).orElse(List.of());
    }
}
