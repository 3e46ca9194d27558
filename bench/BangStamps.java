import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * Where a `!` command turn's time goes inside the daemon, from the stamps that `bench/bang-stamps.patch`
 * adds to `CommandTurn` (not kept in the daemon): one line per turn in `/tmp/bang-stamps.tsv`, each
 * column the milliseconds since the turn began in the daemon (`CommandTurn.start`), the last the state
 * of the spare shell it took (0 still starting, 1 printed, 3 at its prompt, 2 none). Prints, from the
 * 101st turn on, the median and 90th percentile of each point, for every turn and for those whose spare
 * was at its prompt.
 *
 * <pre>
 * git apply bench/bang-stamps.patch && rm -f /tmp/bang-stamps.tsv
 * bench/run --runs 1 --scenarios bang
 * java bench/BangStamps.java /tmp/bang-stamps.tsv
 * git apply -R bench/bang-stamps.patch
 * </pre>
 */
public final class BangStamps {

    /** Column (0-based) of each point, in the order a turn passes them. */
    private static final int[] ORDER = {0, 1, 2, 3, 4, 5, 13, 14, 15, 16, 6, 7, 8, 9, 10, 11, 12};
    private static final String[] NAMES = {
        "spare taken", "adopted", "listed", "on the command's thread", "typed (ShellCommands.start returned)",
        "call names the terminal", "answer (the command ended)", "on the ending's thread", "claim narrowed",
        "output handed to be kept", "call completed", "changesets asked", "turn completed",
        "first output after typing (echo)", "C mark (command started)", "D mark (command finished)",
        "first output after the D mark (prompt)"};
    private static final int FLAG = 22;

    public static void main(String[] args) throws Exception {
        List<String[]> rows = new ArrayList<>();
        for (String line : Files.readAllLines(Path.of(args[0]))) {
            rows.add(line.split("\t", -1));
        }
        rows = rows.subList(Math.min(100, rows.size()), rows.size());
        int[] counts = new int[4];
        rows.forEach(row -> counts[Integer.parseInt(row[FLAG].strip())]++);
        System.out.printf(Locale.ROOT, "%d turns: spare at its prompt %d, printed %d, still starting %d, none %d%n",
                rows.size(), counts[3], counts[1], counts[0], counts[2]);
        List<String[]> atPrompt = rows.stream().filter(row -> row[FLAG].strip().equals("3")).toList();
        System.out.printf(Locale.ROOT, "%-40s %18s %18s%n", "ms since the turn began (p50 / p90)", "every turn",
                "spare at its prompt");
        for (int column : ORDER) {
            System.out.printf(Locale.ROOT, "%-40s %18s %18s%n", NAMES[column], summary(rows, column),
                    summary(atPrompt, column));
        }
    }

    private static String summary(List<String[]> rows, int column) {
        List<Double> values = new ArrayList<>();
        for (String[] row : rows) {
            if (column < row.length && !row[column].isBlank()) {
                values.add(Double.parseDouble(row[column]));
            }
        }
        if (values.isEmpty()) {
            return "-";
        }
        values.sort(null);
        return String.format(Locale.ROOT, "%.2f / %.2f", values.get(values.size() / 2),
                values.get((int) (values.size() * 0.9)));
    }
}
