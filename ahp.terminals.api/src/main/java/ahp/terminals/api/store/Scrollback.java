package ahp.terminals.api.store;

import ahp.protocol.terminal.TerminalAction;
import ahp.protocol.terminal.TerminalContentPart;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.Iterator;
import java.util.List;
import java.util.Map;

/**
 * A terminal's content as it grows: the parts {@link ahp.protocol.terminal.TerminalReducer} would
 * build from the same actions, capped at a number of characters.
 *
 * <p>Past the cap, whole parts go from the front first, and then the oldest characters of the first
 * part that is left, down to exactly the cap: a whole part goes only while the parts after it still
 * hold the cap, so the scrollback never keeps less than the cap once it has had that much. (VS
 * Code's agent host drops whole parts even below its target, which with a cap and no slack would
 * drop a command's whole output at the next prompt.) Each action costs time in
 * proportion to its own text, never to the scrollback's size.
 */
final class Scrollback {

    /** The cap the spec sets: a terminal left running {@code tail -f} must not hold a day of output. */
    static final int DEFAULT_CAPACITY = 200_000;

    private final int capacity;
    private final ArrayDeque<ScrollbackPart> parts = new ArrayDeque<>();
    /** The command parts held, by command id, oldest first: a command's end finds its parts without a scan. */
    private final Map<String, List<ScrollbackPart>> commands = new HashMap<>();
    private int length;

    /** An empty scrollback holding at most {@code capacity} characters. */
    Scrollback(int capacity) {
        if (capacity < 1) {
            throw new IllegalArgumentException("capacity must be positive: " + capacity);
        }
        this.capacity = capacity;
    }

    /** Loads parts as they are, without trimming (as the reducer would hold them). */
    void load(List<TerminalContentPart> content) {
        for (TerminalContentPart part : content) {
            ScrollbackPart loaded = ScrollbackPart.of(part);
            add(loaded);
            length += loaded.length();
        }
    }

    /** {@code terminal/data}: on the end of the open part, or as a new unclassified part. */
    void append(String data) {
        ScrollbackPart tail = parts.peekLast();
        if (tail != null && tail.takesOutput()) {
            tail.append(data);
        } else {
            add(ScrollbackPart.unclassified(data));
        }
        length += data.length();
        trim();
    }

    /** {@code terminal/commandExecuted}: a new command part with no output. */
    void startCommand(TerminalAction.CommandExecuted executed) {
        add(ScrollbackPart.command(executed.commandId(), executed.commandLine(), executed.timestamp()));
    }

    /** {@code terminal/commandFinished}: every part of that command is complete. */
    void finishCommand(TerminalAction.CommandFinished finished) {
        for (ScrollbackPart part : commands.getOrDefault(finished.commandId(), List.of())) {
            part.finish(finished.exitCode(), finished.durationMs());
        }
    }

    /** {@code terminal/cleared}. */
    void clear() {
        parts.clear();
        commands.clear();
        length = 0;
    }

    /** The characters held. */
    int length() {
        return length;
    }

    /** Characters held in memory, for tests that check nothing grows without bound. */
    long retained() {
        long total = 0;
        for (ScrollbackPart part : parts) {
            total += part.retained();
        }
        return total;
    }

    /** The content as the protocol's immutable parts, oldest first. */
    List<TerminalContentPart> toContent() {
        List<TerminalContentPart> content = new ArrayList<>(parts.size());
        for (ScrollbackPart part : parts) {
            content.add(part.toContentPart());
        }
        return content;
    }

    /** The newest parts, oldest first, that hold at least {@code characters} characters (all of them when fewer). */
    List<TerminalContentPart> toContentFromEnd(int characters) {
        ArrayDeque<TerminalContentPart> content = new ArrayDeque<>();
        int held = 0;
        for (Iterator<ScrollbackPart> each = parts.descendingIterator(); each.hasNext() && held < characters; ) {
            ScrollbackPart part = each.next();
            content.addFirst(part.toContentPart());
            held += part.length();
        }
        return List.copyOf(content);
    }

    private void add(ScrollbackPart part) {
        ScrollbackPart before = parts.peekLast();
        if (before != null) {
            before.seal(); // output goes to the last part only
        }
        parts.addLast(part);
        if (part.commandId() != null) {
            commands.computeIfAbsent(part.commandId(), id -> new ArrayList<>(1)).add(part);
        }
    }

    private void trim() {
        // A whole part goes only while what follows it still fills the cap, so a command that
        // printed more than the cap keeps its newest output when the next prompt arrives.
        while (length > capacity && parts.size() > 1 && length - parts.getFirst().length() >= capacity) {
            ScrollbackPart gone = parts.removeFirst();
            length -= gone.length();
            if (gone.commandId() != null) {
                List<ScrollbackPart> same = commands.get(gone.commandId());
                same.removeFirst(); // the oldest part of its command, as it was the oldest of all
                if (same.isEmpty()) {
                    commands.remove(gone.commandId());
                }
            }
        }
        if (length > capacity) {
            parts.getFirst().dropOldest(length - capacity);
            length = capacity;
        }
    }
}
