import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;

/**
 * Where a `!true` turn in a Docker machine's running container spends its time, from the driver's
 * stamps (`machine-turns.tsv`, beside the daemon's log) and the daemon's own (`machine-stamps` lines
 * that `bench/machine-stamps.patch` adds to `ExecRun` in ahp.machines.docker; never in the daemon
 * itself), both `System.nanoTime()`, the same `CLOCK_MONOTONIC` in both processes. Each timed turn
 * is matched with the exec whose start the daemon asked for between the turn's sending and its
 * terminal being listed. Prints the median and 90th percentile of each hop.
 *
 * <pre>
 * git apply bench/machine-stamps.patch
 * bench/run --runs 1 --scenarios machine
 * java bench/MachineStamps.java bench/target/work/run-1/01-machine
 * git apply -R bench/machine-stamps.patch
 * </pre>
 */
public final class MachineStamps {

    private static final String[] HOPS = {
        "the turn sent → the call announced (chat/toolCallReady read)",
        "→ the exec's thread asks for the container",
        "the container found running (GET /containers/json by label)",
        "the exec created (POST /containers/{id}/exec)",
        "the exec started (POST /exec/{id}/start → 101)",
        "→ the exec's first byte (the engine runs the wrapper, bash starts and prints)",
        "→ the call names the terminal (chat/toolCallContentChanged read)",
        "→ the command ended (chat/toolCallComplete read)",
        "→ chat/turnComplete read",
        "the whole turn"};

    public static void main(String[] args) throws Exception {
        Path folder = Path.of(args[0]);
        List<long[]> execs = new ArrayList<>();
        for (String line : Files.readAllLines(folder.resolve("daemon.log"))) {
            int at = line.indexOf("machine-stamps ");
            if (at >= 0) {
                execs.add(Arrays.stream(line.substring(at + "machine-stamps ".length()).trim().split(" "))
                        .mapToLong(Long::parseLong).toArray());
            }
        }
        List<String> turns = Files.readAllLines(folder.resolve("machine-turns.tsv"));
        List<double[]> rows = new ArrayList<>();
        for (String line : turns.subList(1, turns.size())) {
            String[] cells = line.split("\t");
            long sent = Long.parseLong(cells[0]);
            long ready = Long.parseLong(cells[3]);
            long listed = Long.parseLong(cells[4]);
            long ended = Long.parseLong(cells[5]);
            long complete = Long.parseLong(cells[6]);
            long[] exec = execs.stream().filter(e -> e[0] > sent && e[0] < listed).findFirst().orElse(null);
            if (exec == null) {
                continue;
            }
            long[] points = {sent, ready, exec[0], exec[1], exec[2], exec[3], exec[4], listed, ended, complete};
            double[] row = new double[HOPS.length];
            for (int i = 0; i < points.length - 1; i++) {
                row[i] = (points[i + 1] - points[i]) / 1e6;
            }
            row[HOPS.length - 1] = (complete - sent) / 1e6;
            rows.add(row);
        }
        System.out.printf(Locale.ROOT, "%d turns matched with their exec; ms, p50 / p90%n", rows.size());
        for (int i = 0; i < HOPS.length; i++) {
            int hop = i;
            double[] values = rows.stream().mapToDouble(row -> row[hop]).sorted().toArray();
            System.out.printf(Locale.ROOT, "%-80s %7.2f / %7.2f%n", HOPS[i], at(values, 50), at(values, 90));
        }
    }

    private static double at(double[] sorted, double p) {
        return sorted.length == 0 ? Double.NaN : sorted[Math.max(1, (int) Math.ceil(p / 100 * sorted.length)) - 1];
    }
}
