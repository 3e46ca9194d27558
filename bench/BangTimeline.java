import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Where a `!` command turn's time goes, from the driver's stamps of each turn (`bang-turns.tsv`,
 * beside the shared daemon's log) and the kernel's events recorded on the same clock during the run:
 * the daemon's fork of the shell (clone entered and returned), the child's execve and the shell
 * running, the shell's first write, the first byte of the typed command the shell read, the shell's
 * last write before the call completed; between them, the driver's arrivals of the call's actions.
 * Prints, per point, the median time since the turn was sent, and the median of each hop.
 *
 * <pre>
 * perf record -a -k CLOCK_MONOTONIC -e sched:sched_process_exec -e syscalls:sys_enter_clone \
 *   -e syscalls:sys_exit_clone -e syscalls:sys_enter_execve \
 *   -e syscalls:sys_enter_write --filter 'fd == 1 || fd == 2' -e syscalls:sys_exit_read --filter 'ret == 1' \
 *   -o /tmp/bang.data -- sleep 30        # while the bang scenario's turns run
 * perf script -i /tmp/bang.data -F comm,pid,tid,time,event,trace > /tmp/bang.events
 * java bench/BangTimeline.java bench/target/work/run-1/01-shared/bang-turns.tsv /tmp/bang.events
 * </pre>
 */
public final class BangTimeline {

    private static final Pattern EVENT = Pattern.compile("^\\s*(\\S+)\\s+(\\d+)/(\\d+)\\s+([\\d.]+):\\s+(\\S+):\\s*(.*)$");

    private record Clone(long entered, long returned, long child) {}

    public static void main(String[] args) throws Exception {
        List<String> lines = Files.readAllLines(Path.of(args[0]));
        String[] header = lines.getFirst().split("\t");
        List<Map<String, Long>> turns = new ArrayList<>();
        for (String line : lines.subList(1, lines.size())) {
            String[] cells = line.split("\t");
            Map<String, Long> turn = new HashMap<>();
            for (int i = 0; i < cells.length; i++) {
                if (!cells[i].equals("-")) {
                    turn.put(header[i], Long.parseLong(cells[i]));
                }
            }
            turns.add(turn);
        }

        Map<Long, Long> cloneEntered = new HashMap<>();
        List<Clone> clones = new ArrayList<>();
        Map<Long, Long> execveEntered = new HashMap<>();
        Map<Long, Long> running = new HashMap<>();
        Map<Long, List<Long>> writes = new HashMap<>();
        Map<Long, List<Long>> byteReads = new HashMap<>();
        for (String line : Files.readAllLines(Path.of(args[1]))) {
            Matcher m = EVENT.matcher(line);
            if (!m.matches()) {
                continue;
            }
            long pid = Long.parseLong(m.group(2));
            long tid = Long.parseLong(m.group(3));
            long nanos = Math.round(Double.parseDouble(m.group(4)) * 1e9);
            String trace = m.group(6).strip();
            switch (m.group(5)) {
                case "syscalls:sys_enter_clone" -> cloneEntered.put(tid, nanos);
                case "syscalls:sys_exit_clone" -> {
                    long child = Long.decode(trace);
                    Long entered = cloneEntered.remove(tid);
                    if (child > 0 && entered != null) {
                        clones.add(new Clone(entered, nanos, child));
                    }
                }
                case "syscalls:sys_enter_execve" -> execveEntered.putIfAbsent(pid, nanos);
                case "sched:sched_process_exec" -> running.putIfAbsent(pid, nanos);
                case "syscalls:sys_enter_write" -> writes.computeIfAbsent(pid, p -> new ArrayList<>()).add(nanos);
                case "syscalls:sys_exit_read" -> byteReads.computeIfAbsent(pid, p -> new ArrayList<>()).add(nanos);
                default -> { }
            }
        }

        Map<String, List<Long>> points = new LinkedHashMap<>();
        Map<String, List<Long>> hops = new LinkedHashMap<>();
        int matched = 0;
        for (Map<String, Long> turn : turns) {
            long sent = turn.get("sent");
            Long listed = turn.get("chat/toolCallContentChanged");
            Long completed = turn.get("chat/toolCallComplete");
            Long ended = turn.get("chat/turnComplete");
            if (listed == null || completed == null || ended == null) {
                continue;
            }
            Clone spawn = clones.stream().filter(c -> c.entered() >= sent && c.entered() <= listed
                    && running.containsKey(c.child())).findFirst().orElse(null);
            if (spawn == null) {
                continue;
            }
            long shell = spawn.child();
            List<Long> written = writes.getOrDefault(shell, List.of()).stream().filter(t -> t <= completed).toList();
            if (written.isEmpty()) {
                continue;
            }
            long firstWrite = written.getFirst();
            Long typed = byteReads.getOrDefault(shell, List.of()).stream().filter(t -> t > firstWrite).findFirst().orElse(null);
            if (typed == null) {
                continue;
            }
            matched++;
            Map<String, Long> at = new LinkedHashMap<>();
            at.put("chat/toolCallReady read by the driver", turn.get("chat/toolCallReady"));
            at.put("the daemon enters clone (fork)", spawn.entered());
            at.put("clone returns in the daemon", spawn.returned());
            at.put("the child enters execve", execveEntered.getOrDefault(shell, spawn.returned()));
            at.put("the shell runs (exec done)", running.get(shell));
            at.put("the shell's first write", firstWrite);
            at.put("chat/toolCallContentChanged read (listed)", listed);
            at.put("the shell reads the typed command", typed);
            at.put("the shell's last write (prompt after the command)", written.getLast());
            at.put("chat/toolCallComplete read", completed);
            at.put("chat/turnComplete read", ended);
            long previous = sent;
            String previousName = "sent";
            for (Map.Entry<String, Long> point : at.entrySet()) {
                if (point.getValue() == null) {
                    continue;
                }
                points.computeIfAbsent(point.getKey(), k -> new ArrayList<>()).add(point.getValue() - sent);
                hops.computeIfAbsent(previousName + " → " + point.getKey(), k -> new ArrayList<>()).add(point.getValue() - previous);
                previous = point.getValue();
                previousName = point.getKey();
            }
        }
        System.out.printf(Locale.ROOT, "%d of %d turns matched to a spawned shell%n%n", matched, turns.size());
        System.out.println("ms since the turn was sent (p50, p90):");
        points.forEach((name, values) -> System.out.printf(Locale.ROOT, "  %-52s %7.2f %7.2f%n", name,
                percentile(values, 50), percentile(values, 90)));
        System.out.println("\neach hop, ms (p50 of the turns' own hops):");
        hops.forEach((name, values) -> System.out.printf(Locale.ROOT, "  %-100s %7.2f%n", name, percentile(values, 50)));
    }

    private static double percentile(List<Long> values, double p) {
        List<Long> sorted = values.stream().sorted().toList();
        int rank = (int) Math.ceil(p / 100 * sorted.size());
        return sorted.get(Math.max(rank, 1) - 1) / 1e6;
    }
}
