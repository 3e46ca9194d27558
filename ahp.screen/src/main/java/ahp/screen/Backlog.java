package ahp.screen;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * Output (and resizes) printed but not yet applied to the jline screen, in order. It is bounded:
 * past {@code limit} characters the oldest output is dropped and the screen will be rebuilt from the
 * most recent {@code keep} characters, starting where a chunk began between sequences. A terminal
 * that scrolls is then drawn right (its screen is its last lines); a full-screen program's screen
 * is drawn from what it printed last, which it redraws often. Not thread-safe: its owner guards it.
 */
final class Backlog {

    /** One thing to apply, in order. */
    sealed interface Item {}

    /**
     * Output: the characters {@code [from, to)} of a chunk as it was printed. A piece of a larger
     * chunk refers to the chunk rather than copying it, since most output waiting here is dropped
     * unapplied while a terminal streams; it is copied out only when it is applied.
     *
     * @param chunk the chunk the characters are in
     * @param from where they begin in it
     * @param to where they end in it
     * @param groundAtStart whether the parser is between sequences where it begins
     * @param groundAtEnd whether the parser is between sequences where it ends
     * @param alternateAtEnd whether the program was on the alternate screen where it ends
     */
    record Text(String chunk, int from, int to, boolean groundAtStart, boolean groundAtEnd, boolean alternateAtEnd)
            implements Item {

        /** Checks that the range lies in the chunk. */
        Text {
            Objects.checkFromToIndex(from, to, chunk.length());
        }

        /** The characters. */
        String text() {
            return from == 0 && to == chunk.length() ? chunk : chunk.substring(from, to);
        }

        /** How many characters. */
        int length() {
            return to - from;
        }
    }

    /** A new size. */
    record Resize(int cols, int rows) implements Item {}

    /** Start a blank screen of this size (on the alternate screen or not): older output was dropped. */
    record Reset(int cols, int rows, boolean alternate) implements Item {}

    private final long limit;
    private final long keep;
    private final ArrayDeque<Item> items = new ArrayDeque<>();
    private long characters;
    private long oldestAt;
    private int headCols;
    private int headRows;
    private long dropped;

    /** An empty backlog for a screen of {@code cols} x {@code rows}. */
    Backlog(int cols, int rows, long limit, long keep) {
        this.headCols = cols;
        this.headRows = rows;
        this.limit = limit;
        this.keep = keep;
    }

    boolean isEmpty() {
        return items.isEmpty();
    }

    /** Characters of output waiting. */
    long characters() {
        return characters;
    }

    /** When the oldest waiting item was added ({@link System#nanoTime}). */
    long oldestAt() {
        return oldestAt;
    }

    /** How many characters were dropped unapplied since the screen was opened. */
    long dropped() {
        return dropped;
    }

    void add(Text text, long now) {
        if (text.length() == 0) {
            return;
        }
        if (items.isEmpty()) {
            oldestAt = now;
        }
        items.addLast(text);
        characters += text.length();
        if (characters > limit) {
            trimTo(keep);
        }
    }

    void add(Resize resize, long now) {
        if (items.isEmpty()) {
            oldestAt = now;
        }
        items.addLast(resize);
    }

    /**
     * Drops the oldest output until at most {@code most} characters are left, beginning with a
     * chunk that begins between sequences, and puts a {@link Reset} in front of what is left.
     */
    void trimTo(long most) {
        if (characters <= most) {
            return;
        }
        List<Item> all = new ArrayList<>(items);
        int start = all.size();
        long kept = 0;
        for (int i = all.size() - 1; i >= 0; i--) {
            if (all.get(i) instanceof Text text) {
                if (kept + text.length() > most) {
                    break;
                }
                kept += text.length();
                if (text.groundAtStart()) {
                    start = i;
                }
            }
        }
        int cols = headCols;
        int rows = headRows;
        boolean alternate = false;
        for (int i = 0; i < start; i++) {
            switch (all.get(i)) {
                case Text text -> {
                    dropped += text.length();
                    characters -= text.length();
                    alternate = text.alternateAtEnd();
                }
                case Resize resize -> {
                    cols = resize.cols();
                    rows = resize.rows();
                }
                case Reset reset -> {
                    cols = reset.cols();
                    rows = reset.rows();
                    alternate = reset.alternate();
                }
            }
        }
        items.clear();
        items.addLast(new Reset(cols, rows, alternate));
        items.addAll(all.subList(start, all.size()));
    }

    /** Takes every waiting item, oldest first; the backlog is empty after. */
    List<Item> takeAll() {
        List<Item> taken = new ArrayList<>(items);
        for (Item item : taken) {
            switch (item) {
                case Resize resize -> {
                    headCols = resize.cols();
                    headRows = resize.rows();
                }
                case Reset reset -> {
                    headCols = reset.cols();
                    headRows = reset.rows();
                }
                case Text text -> {
                    // Output does not change the size.
                }
            }
        }
        items.clear();
        characters = 0;
        return taken;
    }

    /** Drops everything waiting. */
    void clear() {
        takeAll();
    }
}
