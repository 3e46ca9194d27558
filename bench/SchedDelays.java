import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * How long one thread waited for a CPU after it was woken, and who held the CPUs while it waited,
 * from `perf sched timehist` of a run. Without a window it lists, per 100 ms, how often the
 * daemon's and the driver's busy threads and the shells ran and how many of the thread's waits were
 * long, so that the phases of a scenario (the echo into `cat`, then into `bash`) can be told apart;
 * with one it prints the thread's scheduling delay (wake-up to running) at p50, p90 and p99 there, and
 * for the waits over the threshold, the CPU time every other thread had meanwhile, by name and process.
 *
 * <pre>
 * perf sched record -o /tmp/sched.data -- sleep 75          # while the scenario runs
 * perf sched timehist -i /tmp/sched.data > /tmp/timehist.txt
 * java bench/SchedDelays.java /tmp/timehist.txt ahp-pty-poller 0.3                      # the phases
 * java bench/SchedDelays.java /tmp/timehist.txt ahp-pty-poller 0.3 72879.9 72880.5      # one of them
 * </pre>
 */
public final class SchedDelays {

    /** `time [cpu] name[tid/pid] wait delay run`, the times of the last three in milliseconds. */
    private static final Pattern ROW = Pattern.compile(
            "^\\s*([\\d.]+)\\s+\\[(\\d+)]\\s+(.+?)\\s+([\\d.]+)\\s+([\\d.]+)\\s+([\\d.]+)\\s*$");
    private static final Pattern IDS = Pattern.compile("\\[(\\d+)(?:/(\\d+))?]$");

    /** One stretch a task ran on a CPU until {@code end} (seconds), after waiting {@code delayMs} for it. */
    private record Ran(double end, String task, double delayMs, double runMs) {
        double start() {
            return end - runMs / 1e3;
        }

        /** The task's name and process, without its thread id. */
        String who() {
            Matcher ids = IDS.matcher(task);
            if (!ids.find()) {
                return task;
            }
            String name = task.substring(0, ids.start());
            return ids.group(2) == null ? name : name + " (" + ids.group(2) + ")";
        }
    }

    public static void main(String[] args) throws Exception {
        if (args.length != 3 && args.length != 5) {
            System.err.println("usage: java bench/SchedDelays.java TIMEHIST THREAD THRESHOLD_MS [FROM TO]");
            System.exit(2);
        }
        List<Ran> runs = new ArrayList<>();
        for (String line : Files.readAllLines(Path.of(args[0]))) {
            Matcher row = ROW.matcher(line);
            if (row.matches()) {
                runs.add(new Ran(Double.parseDouble(row.group(1)), row.group(3), Double.parseDouble(row.group(5)),
                        Double.parseDouble(row.group(6))));
            }
        }
        String thread = args[1];
        double threshold = Double.parseDouble(args[2]);
        if (args.length == 3) {
            phases(runs, thread, threshold);
        } else {
            window(runs, thread, threshold, Double.parseDouble(args[3]), Double.parseDouble(args[4]));
        }
    }

    private static void phases(List<Ran> runs, String thread, double threshold) {
        Map<Long, Map<String, Integer>> buckets = new TreeMap<>();
        for (Ran ran : runs) {
            String name = ran.who().replaceAll(" \\(\\d+\\)$", "").replaceAll("[-/:].*$", "");
            if (name.equals("perf") || name.equals("<idle>") || name.startsWith("kworker") || name.startsWith("migration")) {
                continue;
            }
            Map<String, Integer> counts = buckets.computeIfAbsent(Math.round(Math.floor(ran.end() * 10)), k -> new TreeMap<>());
            counts.merge(name, 1, Integer::sum);
            if (ran.task().startsWith(thread) && ran.delayMs() > threshold) {
                counts.merge("LONG WAITS", 1, Integer::sum);
            }
        }
        buckets.forEach((tenth, counts) -> {
            StringBuilder line = new StringBuilder(String.format(Locale.ROOT, "%.1f", tenth / 10.0));
            counts.entrySet().stream().filter(e -> e.getValue() >= 5 || e.getKey().equals("LONG WAITS"))
                    .forEach(e -> line.append("  ").append(e.getKey()).append(':').append(e.getValue()));
            System.out.println(line);
        });
    }

    private static void window(List<Ran> runs, String thread, double threshold, double from, double to) {
        List<Ran> byStart = new ArrayList<>(runs);
        byStart.sort(Comparator.comparingDouble(Ran::start));
        List<Double> delays = new ArrayList<>();
        Map<String, Double> held = new TreeMap<>();
        int longWaits = 0;
        for (Ran ran : runs) {
            if (!ran.task().startsWith(thread) || ran.end() < from || ran.end() > to) {
                continue;
            }
            delays.add(ran.delayMs());
            if (ran.delayMs() <= threshold) {
                continue;
            }
            longWaits++;
            double running = ran.start();
            double woken = running - ran.delayMs() / 1e3;
            for (Ran other : byStart) {
                if (other.start() >= running) {
                    break;
                }
                double overlap = Math.min(other.end(), running) - Math.max(other.start(), woken);
                if (overlap > 0) {
                    held.merge(other.who(), overlap * 1e3, Double::sum);
                }
            }
        }
        if (delays.isEmpty()) {
            System.out.println("no wake-up of " + thread + " between " + from + " and " + to);
            return;
        }
        delays.sort(null);
        int n = delays.size();
        System.out.printf(Locale.ROOT, "%s between %.1f and %.1f: %d wake-ups, scheduling delay p50 %.3f p90 %.3f p99 %.3f max %.3f ms%n",
                thread, from, to, n, delays.get(n / 2), delays.get(n * 9 / 10), delays.get(n * 99 / 100), delays.get(n - 1));
        System.out.printf(Locale.ROOT, "%d waits over %.1f ms; the CPU time others had while it waited (ms):%n", longWaits, threshold);
        held.entrySet().stream().sorted(Map.Entry.<String, Double>comparingByValue().reversed()).limit(12)
                .forEach(e -> System.out.printf(Locale.ROOT, "  %8.1f  %s%n", e.getValue(), e.getKey()));
    }
}
