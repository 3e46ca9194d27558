package ahp.bench;

import ahp.bench.daemon.Daemon;
import ahp.bench.daemon.MachineCpu;
import ahp.bench.raw.RawReader;
import ahp.bench.report.MarkdownTable;
import ahp.bench.report.Metric;
import ahp.bench.report.Results;
import ahp.bench.scenario.RunContext;
import ahp.bench.scenario.Scenario;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.stream.Collectors;
import java.util.stream.Stream;

/**
 * The benchmarks' entry point: the runs, each measuring every chosen scenario on the raw reader and
 * on the daemon back to back, then the report. Exits 0 when every scenario ran, 1 when one failed
 * (the notes say why), 2 on a usage error.
 */
public final class Main {

    /**
     * The hypervisor's steal above which a run is called out: the quiet sets of 2026-12-03 had
     * 0.0–2.4 %, the noisy ones 5–17 %.
     */
    private static final double NOISY_STEAL_PERCENT = 5;

    private Main() {}

    /** Runs the benchmarks; see {@link BenchOptions#USAGE}. */
    public static void main(String[] args) throws IOException {
        BenchOptions options;
        try {
            options = BenchOptions.parse(args);
        } catch (IllegalArgumentException e) {
            System.err.println("bench: " + e.getMessage());
            System.err.println(BenchOptions.USAGE);
            System.exit(2);
            return;
        }
        if (!options.rawOnly() && !Files.isExecutable(options.launcher())) {
            System.err.println("bench: no daemon launcher at " + options.launcher()
                    + " (the daemon has not landed?); --raw-only measures the raw reader alone");
            System.exit(2);
        }
        System.exit(run(options));
    }

    private static int run(BenchOptions options) throws IOException {
        Files.createDirectories(options.work());
        clearRuns(options.work());
        RawReader raw = new RawReader(options.rawpty(), options.work().resolve("raw-bash-history"));
        Daemon.Launch launch = options.rawOnly() ? null
                : new Daemon.Launch(options.launcher(), options.repository(), options.startTimeout(), options.daemonEnvironment());
        List<Scenario> scenarios = options.chosenScenarios();
        Results results = new Results();
        int failures = 0;
        Instant started = Instant.now();
        List<Double> steal = new ArrayList<>();
        for (int run = 1; run <= options.runs(); run++) {
            MachineCpu runStarted = MachineCpu.now();
            try (RunContext context = new RunContext(run, raw, launch, options.work().resolve("run-" + run), results,
                    options.sizes())) {
                for (Scenario scenario : scenarios) {
                    progress("run " + run + "/" + options.runs() + ": " + scenario.name());
                    try {
                        scenario.run(context);
                    } catch (Exception e) {
                        failures++;
                        results.note("run " + run + ": " + scenario.name() + " failed: " + e);
                        progress("  failed: " + e);
                    }
                }
            }
            steal.add(100 * MachineCpu.now().stealSince(runStarted));
        }
        String report = report(options, scenarios, results, started, steal);
        Files.createDirectories(options.out().toAbsolutePath().getParent());
        Files.writeString(options.out(), report);
        System.out.print(report);
        progress("report written to " + options.out());
        return failures == 0 ? 0 : 1;
    }

    private static String report(BenchOptions options, List<Scenario> scenarios, Results results, Instant started,
            List<Double> steal) {
        List<Metric> metrics = scenarios.stream().flatMap(s -> s.metrics().stream()).toList();
        StringBuilder report = new StringBuilder();
        report.append("Measured ").append(started.truncatedTo(ChronoUnit.SECONDS)).append(" with `")
                .append(options.reproduce()).append("`: ").append(options.runs()).append(" interleaved runs; median (min–max); ")
                .append("daemon / raw is the median of each run's ratio.\n")
                .append("Machine: ").append(Machine.describe()).append(".\n")
                .append("The hypervisor's steal, the share of the CPUs' time this virtual machine was not given (/proc/stat), run by run: ")
                .append(steal.stream().map(s -> String.format("%.1f %%", s)).collect(Collectors.joining(", ")))
                .append(steal.stream().anyMatch(s -> s > NOISY_STEAL_PERCENT)
                        ? String.format(" (over %.0f %% in a run: that run's figures say as much about the VM's neighbours as about the daemon)",
                                NOISY_STEAL_PERCENT)
                        : "")
                .append(".\n\n");
        report.append(MarkdownTable.render(results, metrics, !options.rawOnly()));
        List<String> notes = results.notes();
        if (!notes.isEmpty()) {
            report.append("\nNotes:\n\n");
            notes.forEach(note -> report.append("- ").append(note.replace("\n", " ")).append('\n'));
        }
        return report.toString();
    }

    /** Removes the {@code run-N} folders an earlier measurement left in {@code work}, and nothing else. */
    private static void clearRuns(Path work) throws IOException {
        try (Stream<Path> entries = Files.list(work)) {
            for (Path run : entries.filter(p -> p.getFileName().toString().matches("run-\\d+")).toList()) {
                try (Stream<Path> tree = Files.walk(run)) {
                    for (Path path : tree.sorted(Comparator.reverseOrder()).toList()) {
                        Files.deleteIfExists(path);
                    }
                }
            }
        }
    }

    private static void progress(String line) {
        System.err.println("bench: " + line);
    }
}
