package ahp.bench.scenario;

import ahp.bench.wire.TurnEvents;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

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
        Files.writeString(folder.resolve(FILE), render(turns));
    }
}
