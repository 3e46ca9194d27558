package ahp.bench.scenario;

import ahp.bench.stats.Percentiles;
import ahp.bench.wire.TurnEvents;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * The timed turns of a run, one line each, kept beside the daemon's log as {@value #FILE}: when the
 * turn was sent and when each of its actions was read, in {@link System#nanoTime()} (on Linux
 * {@code CLOCK_MONOTONIC}, the clock {@code perf record -k CLOCK_MONOTONIC} stamps the kernel's events
 * with), so a profile of the machine lines up with the driver's view ({@code bench/BangTimeline.java}).
 */
final class TurnStamps {

    /** The file's name. */
    static final String FILE = "bang-turns.tsv";

    /** The actions of a turn in the order the host sends them: the file's columns after {@code sent}. */
    static final List<String> ACTIONS = List.of(TurnEvents.TURN_STARTED, TurnEvents.TOOL_CALL_START,
            TurnEvents.TOOL_CALL_READY, TurnEvents.TOOL_CALL_CONTENT_CHANGED, TurnEvents.TOOL_CALL_COMPLETE,
            TurnEvents.TURN_COMPLETE);

    private TurnStamps() {}

    /** The file's text: a header, then a line per turn, tab-separated; an action that never came is {@code -}. */
    static String render(List<CommandTurns.Timed> turns) {
        StringBuilder text = new StringBuilder("sent");
        ACTIONS.forEach(action -> text.append('\t').append(action));
        text.append('\n');
        for (CommandTurns.Timed turn : turns) {
            text.append(turn.startNanos());
            for (String action : ACTIONS) {
                Long at = turn.events().arrivals().get(action);
                text.append('\t').append(at == null ? "-" : at.toString());
            }
            text.append('\n');
        }
        return text.toString();
    }

    /** Writes {@link #FILE} in {@code folder}. */
    static void write(Path folder, List<CommandTurns.Timed> turns) throws IOException {
        write(folder, FILE, turns);
    }

    /** Writes the turns' stamps as {@code file} in {@code folder}. */
    static void write(Path folder, String file, List<CommandTurns.Timed> turns) throws IOException {
        Files.writeString(folder.resolve(file), render(turns));
    }

    /**
     * Each action's arrival, as percentiles of the time since the turn was sent, in ms: p50 / p90 /
     * p99, for the actions every turn had.
     */
    static String profile(List<CommandTurns.Timed> turns) {
        List<String> hops = new ArrayList<>();
        for (String type : ACTIONS) {
            if (turns.stream().allMatch(turn -> turn.events().arrivals().containsKey(type))) {
                Percentiles at = percentiles(turns, type);
                hops.add(String.format(Locale.ROOT, "%s %.2f / %.2f / %.2f", type.substring(type.indexOf('/') + 1),
                        at.at(50) / 1e6, at.at(90) / 1e6, at.at(99) / 1e6));
            }
        }
        return String.join("; ", hops);
    }

    /** The time from sending each turn until its first action of {@code type}, as percentiles. */
    static Percentiles percentiles(List<CommandTurns.Timed> turns, String type) {
        return Percentiles.of(turns.stream().mapToLong(turn -> turn.until(type)).toArray());
    }
}
