package ahp.server.host;

import java.util.ArrayDeque;

/**
 * Text that grows at its end and is cut at its start, each in time proportional to the text added
 * or the pieces dropped, never to what is held.
 */
final class TextRope {

    // Many tiny appends (a shell echoing keystrokes) are joined now and then, so the pieces'
    // overhead stays small; joining costs the held text once per this many appends.
    private static final int MAX_PIECES = 256;

    private final ArrayDeque<String> pieces = new ArrayDeque<>();
    private int headOffset;
    private int length;

    TextRope(String initial) {
        append(initial);
    }

    /** Adds {@code text} at the end. */
    void append(String text) {
        if (!text.isEmpty()) {
            pieces.addLast(text);
            length += text.length();
            if (pieces.size() > MAX_PIECES) {
                compact();
            }
        }
    }

    /** Drops the oldest {@code count} characters (all of them when there are fewer). */
    void dropOldest(int count) {
        int left = Math.min(count, length);
        length -= left;
        while (left > 0) {
            String head = pieces.getFirst();
            int available = head.length() - headOffset;
            if (available <= left) {
                pieces.removeFirst();
                headOffset = 0;
                left -= available;
            } else {
                headOffset += left;
                left = 0;
            }
        }
    }

    /** Characters held. */
    int length() {
        return length;
    }

    @Override
    public String toString() {
        StringBuilder text = new StringBuilder(length);
        boolean first = true;
        for (String piece : pieces) {
            text.append(piece, first ? headOffset : 0, piece.length());
            first = false;
        }
        return text.toString();
    }

    private void compact() {
        String whole = toString();
        pieces.clear();
        headOffset = 0;
        length = 0;
        append(whole);
    }
}
