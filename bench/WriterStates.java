import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.stream.Stream;

/**
 * What the programs writing to a pseudoterminal, and the daemon's pty poller, are doing while a
 * benchmark runs: every 2 ms, the state and kernel wait channel of each process named as given
 * whose standard output is a pty, grouped by who reads that pty (the raw reader `rawpty` or the
 * daemon's JVM, the nearest of either among its ancestors), and of every `ahp-pty-poller` thread.
 * A writer found in `wait_woken` is blocked on a full pty: its reader has not come back for more.
 *
 * <pre>java bench/WriterStates.java SECONDS [NAME...]     (names: base64 seq cat unless given)</pre>
 *
 * Run it beside `bench/run --runs 1 --scenarios throughput`. Reading /proc costs CPU, so the
 * benchmark's own figures from that run are not to be used.
 */
public final class WriterStates {

    public static void main(String[] args) throws Exception {
        long end = System.nanoTime() + (long) (Double.parseDouble(args[0]) * 1e9);
        Set<String> names = args.length > 1 ? Set.copyOf(Arrays.asList(args).subList(1, args.length))
                : Set.of("base64", "seq", "cat");
        Map<String, Map<String, Integer>> counts = new TreeMap<>();
        while (System.nanoTime() < end) {
            try (Stream<Path> processes = Files.list(Path.of("/proc"))) {
                for (Path process : processes.toList()) {
                    String pid = process.getFileName().toString();
                    if (!pid.chars().allMatch(Character::isDigit)) {
                        continue;
                    }
                    String name = read(process.resolve("comm"));
                    if (names.contains(name) && writesToPty(process)) {
                        String reader = reader(pid);
                        if (reader != null) {
                            count(counts, name + " read by " + reader, process);
                        }
                    } else if (name.equals("java")) {
                        pollers(process, counts);
                    }
                }
            }
            Thread.sleep(2);
        }
        counts.forEach((who, states) -> {
            int all = states.values().stream().mapToInt(Integer::intValue).sum();
            StringBuilder line = new StringBuilder(who + " (" + all + " samples):");
            states.entrySet().stream().sorted((a, b) -> b.getValue() - a.getValue()).forEach(e ->
                    line.append(String.format(" %s %.0f%%", e.getKey(), 100.0 * e.getValue() / all)));
            System.out.println(line);
        });
    }

    private static void pollers(Path process, Map<String, Map<String, Integer>> counts) {
        try (Stream<Path> tasks = Files.list(process.resolve("task"))) {
            for (Path task : tasks.toList()) {
                if (read(task.resolve("comm")).equals("ahp-pty-poller")) {
                    count(counts, "the daemon's pty poller", task);
                }
            }
        } catch (IOException | RuntimeException gone) {
            // The process ended meanwhile.
        }
    }

    private static void count(Map<String, Map<String, Integer>> counts, String who, Path process) {
        String stat = read(process.resolve("stat"));
        int close = stat.lastIndexOf(')');
        if (close < 0 || close + 2 >= stat.length()) {
            return;
        }
        char state = stat.charAt(close + 2);
        String wchan = state == 'R' ? "" : ":" + read(process.resolve("wchan"));
        counts.computeIfAbsent(who, k -> new TreeMap<>()).merge(state + wchan, 1, Integer::sum);
    }

    private static boolean writesToPty(Path process) {
        try {
            return Files.readSymbolicLink(process.resolve("fd/1")).toString().startsWith("/dev/pts/");
        } catch (IOException | RuntimeException e) {
            return false;
        }
    }

    /** "rawpty" or "the daemon" for the nearest such ancestor, else null. */
    private static String reader(String pid) {
        String current = pid;
        for (int depth = 0; depth < 6; depth++) {
            String stat = read(Path.of("/proc", current, "stat"));
            int close = stat.lastIndexOf(')');
            if (close < 0) {
                return null;
            }
            current = stat.substring(close + 2).split(" ")[1];
            String name = read(Path.of("/proc", current, "comm"));
            if (name.equals("rawpty")) {
                return "rawpty";
            }
            if (name.equals("java")) {
                return "the daemon";
            }
        }
        return null;
    }

    private static String read(Path file) {
        try {
            return Files.readString(file).strip();
        } catch (IOException | RuntimeException e) {
            return "";
        }
    }
}
