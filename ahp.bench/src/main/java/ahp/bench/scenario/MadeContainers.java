package ahp.bench.scenario;

import ahp.bench.stats.Percentiles;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * What a daemon's log says of the containers its Docker machines made: ahp.machines.docker logs
 * {@code Made container <id> ... (created in N ms, started in M ms)}, the engine's create and start
 * calls as the daemon timed them. A daemon from before that log line says nothing here.
 */
final class MadeContainers {

    private static final Pattern LINE = Pattern.compile("Made container \\S+ .*\\(created in (\\d+) ms, started in (\\d+) ms\\)");

    private MadeContainers() {}

    /** The create and start calls' p50 (min–max) over the containers {@code log} names, in words; empty when it names none. */
    static Optional<String> summary(Path log) throws IOException {
        List<Long> created = new ArrayList<>();
        List<Long> started = new ArrayList<>();
        for (String line : Files.readAllLines(log)) {
            Matcher made = LINE.matcher(line);
            if (made.find()) {
                created.add(Long.parseLong(made.group(1)));
                started.add(Long.parseLong(made.group(2)));
            }
        }
        if (created.isEmpty()) {
            return Optional.empty();
        }
        return Optional.of(String.format(Locale.ROOT, "the engine's container create took %s ms and its start %s ms"
                + " (p50 (min–max) of %d, as the daemon timed the calls)", spread(created), spread(started), created.size()));
    }

    private static String spread(List<Long> millis) {
        Percentiles at = Percentiles.of(millis.stream().mapToLong(Long::longValue).toArray());
        return at.at(50) + " (" + Collections.min(millis) + "–" + Collections.max(millis) + ")";
    }
}
