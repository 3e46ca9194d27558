package ahp.bench;

import ahp.bench.scenario.Scenario;
import ahp.bench.scenario.Sizes;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The command line of the benchmarks.
 *
 * @param runs how many interleaved runs
 * @param scenarios the scenarios' names, in the order given (all when none was given)
 * @param rawOnly measure the raw reader alone, with no daemon
 * @param repository the repository root, where the launcher runs
 * @param launcher the daemon's launcher
 * @param rawpty the compiled raw reader
 * @param work where the runs keep their daemons' folders
 * @param out where the report is written
 * @param startTimeout how long the daemon may take to print its address
 * @param sizes the scenarios' sizes
 * @param daemonEnvironment variables given to the daemon's launcher only
 */
public record BenchOptions(int runs, List<String> scenarios, boolean rawOnly, Path repository, Path launcher, Path rawpty,
        Path work, Path out, Duration startTimeout, Sizes sizes, Map<String, String> daemonEnvironment) {

    /** How to call it. */
    public static final String USAGE = """
            usage: bench/run [--runs N] [--scenarios a,b,...] [--raw-only] [--quick]
                             [--launcher PATH] [--start-timeout SECONDS] [--out FILE]
              --runs N           interleaved runs of raw reader and daemon (default 5, at least 1)
              --scenarios LIST   throughput, echo, roundtrip, completeness, bang, acp, mcp, longturn, footprint, scale,
                                 restart, machine (default all; acp needs node and the scripted ACP agent's
                                 node_modules: npm ci in ahp.backends.acp/src/test/agent; machine needs a
                                 Docker engine with the image ahp-shells:bookworm, and is skipped without)
              --raw-only         measure the raw reader alone; the daemon's cells say "not yet measured"
              --quick            a tenth of the issue's sizes, for a look (not for BENCHMARKS.md)
              --launcher PATH    the daemon's launcher (default ./ahpd)
              --start-timeout S  how long the daemon may take to print its ws:// line (default 600)
              --out FILE         the report (default bench/target/results.md)
              --daemon-env K=V   a variable for the daemon's launcher only, e.g. its JVM options or a profiler (repeatable)
            (the driver itself also takes --repo DIR, --rawpty PATH and --work DIR; bench/run sets them)""";

    private static final List<String> NAMES = List.of("throughput", "echo", "roundtrip", "completeness", "bang", "acp", "mcp",
            "longturn", "footprint", "scale", "restart", "machine");

    /** Reads the arguments; relative paths are taken from {@code repository} (the current folder by default). */
    public static BenchOptions parse(String... args) {
        int runs = 5;
        List<String> scenarios = NAMES;
        boolean rawOnly = false;
        boolean quick = false;
        Path repository = Path.of("").toAbsolutePath();
        String launcher = "ahpd";
        String rawpty = "bench/target/rawpty";
        String work = "bench/target/work";
        String out = "bench/target/results.md";
        long startSeconds = 600;
        Map<String, String> daemonEnvironment = new LinkedHashMap<>();
        for (int i = 0; i < args.length; i++) {
            String option = args[i];
            switch (option) {
                case "--raw-only" -> rawOnly = true;
                case "--quick" -> quick = true;
                case "--runs" -> runs = number(option, value(args, ++i, option), 1, 100);
                case "--scenarios" -> scenarios = scenarios(value(args, ++i, option));
                case "--repo" -> repository = Path.of(value(args, ++i, option)).toAbsolutePath();
                case "--launcher" -> launcher = value(args, ++i, option);
                case "--rawpty" -> rawpty = value(args, ++i, option);
                case "--work" -> work = value(args, ++i, option);
                case "--out" -> out = value(args, ++i, option);
                case "--daemon-env" -> {
                    String variable = value(args, ++i, option);
                    int equals = variable.indexOf('=');
                    if (equals < 1) {
                        throw new IllegalArgumentException("--daemon-env takes NAME=VALUE, not '" + variable + "'");
                    }
                    daemonEnvironment.put(variable.substring(0, equals), variable.substring(equals + 1));
                }
                case "--start-timeout" -> startSeconds = number(option, value(args, ++i, option), 1, 7200);
                default -> throw new IllegalArgumentException("unknown option '" + option + "'");
            }
        }
        Sizes sizes = quick ? Sizes.QUICK : Sizes.ISSUE;
        return new BenchOptions(runs, scenarios, rawOnly, repository, repository.resolve(launcher),
                repository.resolve(rawpty), repository.resolve(work), repository.resolve(out),
                Duration.ofSeconds(startSeconds), sizes, Map.copyOf(daemonEnvironment));
    }

    /** The chosen scenarios, in the order a run measures them. */
    public List<Scenario> chosenScenarios() {
        return Scenario.all(sizes).stream().filter(s -> scenarios.contains(s.name())).toList();
    }

    /** A word as a POSIX shell reads it back: quoted when it holds anything but plain characters. */
    private static String shellWord(String word) {
        return word.matches("[A-Za-z0-9_=:,./+@%-]+") ? word : "'" + word.replace("'", "'\\''") + "'";
    }

    private static List<String> scenarios(String list) {
        List<String> chosen = new ArrayList<>();
        for (String name : list.split(",")) {
            String trimmed = name.strip();
            if (!NAMES.contains(trimmed)) {
                throw new IllegalArgumentException("no scenario '" + trimmed + "' (there are " + String.join(", ", NAMES) + ")");
            }
            chosen.add(trimmed);
        }
        return List.copyOf(chosen);
    }

    private static String value(String[] args, int i, String option) {
        if (i >= args.length) {
            throw new IllegalArgumentException(option + " needs a value");
        }
        return args[i];
    }

    private static int number(String option, String text, int min, int max) {
        try {
            int value = Integer.parseInt(text);
            if (value >= min && value <= max) {
                return value;
            }
        } catch (NumberFormatException e) {
            // said below
        }
        throw new IllegalArgumentException(option + " takes a number from " + min + " to " + max + ", not '" + text + "'");
    }

    /** The command that repeats this measurement. */
    public String reproduce() {
        StringBuilder command = new StringBuilder("bench/run --runs ").append(runs);
        if (!scenarios.equals(NAMES)) {
            command.append(" --scenarios ").append(String.join(",", scenarios));
        }
        if (rawOnly) {
            command.append(" --raw-only");
        }
        if (!sizes.equals(Sizes.ISSUE)) {
            command.append(" --quick");
        }
        daemonEnvironment.forEach((name, value) -> command.append(" --daemon-env ").append(shellWord(name + "=" + value)));
        return command.toString();
    }
}
