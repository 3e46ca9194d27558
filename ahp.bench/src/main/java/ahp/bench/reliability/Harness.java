package ahp.bench.reliability;

import ahp.bench.Machine;
import ahp.bench.daemon.Daemon;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.List;
import java.util.Map;

/**
 * What every long run shares: the repository, where it works, how the daemon is started (its
 * launcher with {@code --terminals pty}, as the benchmarks start it), and where its report goes.
 *
 * @param repository the repository root
 * @param work the run's own folder (reliability/target/NAME)
 * @param command the command line that reproduces the run, for the report
 */
record Harness(Path repository, Path work, String command) {

    /** How long the daemon may take to print its address (the launcher may build it first). */
    static final Duration START_TIMEOUT = Duration.ofMinutes(5);

    /** Starts a daemon in {@code folder} of the work folder, with {@code environment} for its launcher. */
    Daemon daemon(String folder, Map<String, String> environment) throws IOException {
        return Daemon.start(new Daemon.Launch(repository.resolve("ahpd"), repository, START_TIMEOUT, environment),
                work.resolve(folder));
    }

    /** Starts a daemon in {@code folder} with {@code more} arguments (a later flag wins). */
    Daemon daemon(String folder, Map<String, String> environment, List<String> more) throws IOException {
        return Daemon.start(new Daemon.Launch(repository.resolve("ahpd"), repository, START_TIMEOUT, environment),
                work.resolve(folder), work.resolve(folder).resolve("state"), null, more);
    }

    /** Starts a daemon in {@code folder} on {@code state}, another daemon's state folder. */
    Daemon daemonOn(String folder, Path state, Map<String, String> environment) throws IOException {
        return Daemon.start(new Daemon.Launch(repository.resolve("ahpd"), repository, START_TIMEOUT, environment),
                work.resolve(folder), state);
    }

    /** The report's first lines: when, how, on what. */
    String heading(String title, Instant started) {
        return "### " + title + "\n\nMeasured " + started.truncatedTo(ChronoUnit.SECONDS) + " with `" + command
                + "`.\nMachine: " + Machine.describe() + " (shared with other builds while it ran).\n\n";
    }

    /** Writes {@code report} to {@code NAME.md} in the work folder and prints it. */
    void report(String name, String report) throws IOException {
        Files.createDirectories(work);
        Files.writeString(work.resolve(name + ".md"), report);
        System.out.print(report);
        System.out.flush();
    }

    /** A line on standard error: what the run is doing. */
    static void progress(String line) {
        System.err.println("reliability: " + Instant.now().truncatedTo(ChronoUnit.SECONDS) + " " + line);
    }
}
