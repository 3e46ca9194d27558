package ahp.screen;

import java.util.Arrays;

/**
 * What {@link ModeScanner} found in one chunk: where each cursor query ended (and whether the
 * program was on the alternate screen there), and whether it entered the alternate screen.
 * Reused from chunk to chunk by the one thread that writes.
 */
final class ChunkEvents implements ModeScanner.Events {

    private final ModeScanner scanner;
    private int[] ends = new int[4];
    private boolean[] alternate = new boolean[4];
    private int count;
    private boolean enteredAlternate;

    ChunkEvents(ModeScanner scanner) {
        this.scanner = scanner;
    }

    /** Forgets the last chunk. */
    void clear() {
        count = 0;
        enteredAlternate = false;
    }

    /** How many cursor queries the chunk held. */
    int count() {
        return count;
    }

    /** Where query {@code i} ended in the chunk (exclusive). */
    int end(int i) {
        return ends[i];
    }

    /** Whether the program was on the alternate screen where query {@code i} ended. */
    boolean alternateAt(int i) {
        return alternate[i];
    }

    /** Whether the chunk entered the alternate screen. */
    boolean enteredAlternate() {
        return enteredAlternate;
    }

    @Override
    public void alternateScreenEntered() {
        enteredAlternate = true;
    }

    @Override
    public void cursorQuery(int end) {
        if (count == ends.length) {
            ends = Arrays.copyOf(ends, count * 2);
            alternate = Arrays.copyOf(alternate, count * 2);
        }
        ends[count] = end;
        alternate[count] = scanner.alternateScreen();
        count++;
    }
}
