package ahp.protocol.chat;

import java.util.Arrays;

/**
 * The positions of the response parts that share one key (a part id, a request id), as a sorted array
 * that is never changed: adding or removing a position makes a new one. Usually a key has one part.
 */
final class Positions {

    static final int[] NONE = {};

    private Positions() {}

    /** {@code positions} with {@code at} added in order (it must not be there already). */
    static int[] with(int[] positions, int at) {
        int insert = -Arrays.binarySearch(positions, at) - 1;
        if (insert < 0) {
            throw new IllegalStateException("position " + at + " is indexed twice");
        }
        int[] out = new int[positions.length + 1];
        System.arraycopy(positions, 0, out, 0, insert);
        out[insert] = at;
        System.arraycopy(positions, insert, out, insert + 1, positions.length - insert);
        return out;
    }

    /** {@code positions} without {@code at} (it must be there). */
    static int[] without(int[] positions, int at) {
        int found = Arrays.binarySearch(positions, at);
        if (found < 0) {
            throw new IllegalStateException("position " + at + " is not indexed");
        }
        int[] out = new int[positions.length - 1];
        System.arraycopy(positions, 0, out, 0, found);
        System.arraycopy(positions, found + 1, out, found, out.length - found);
        return out;
    }
}
