package ahp.screen;

import java.util.List;
import org.jline.terminal.Size;
import org.jline.utils.ScreenTerminal;

/**
 * The jline screen itself, brought up to date by applying the backlog. Made on first use, so a
 * terminal nobody looks at costs no screen; its history is bounded by clearing it ({@code ESC[3J})
 * between sequences once it passes {@code historyLimit} rows, because jline keeps every row that
 * scrolls off and has no other way to let go of them. Not thread-safe: its owner guards it.
 */
final class JlineCanvas {

    /** The sizes jline accepts. */
    private static final int MIN = ScreenTerminal.MIN_SIZE;
    private static final int MAX = ScreenTerminal.MAX_SIZE;

    private final int historyLimit;
    private ScreenTerminal screen;
    private int cols;
    private int rows;

    JlineCanvas(int cols, int rows, int historyLimit) {
        this.cols = clamp(cols);
        this.rows = clamp(rows);
        this.historyLimit = historyLimit;
    }

    private static int clamp(int size) {
        return Math.max(MIN, Math.min(MAX, size));
    }

    private ScreenTerminal screen() {
        if (screen == null) {
            screen = new ScreenTerminal(cols, rows);
        }
        return screen;
    }

    /** Applies {@code items} in order. */
    void apply(List<Backlog.Item> items) {
        for (Backlog.Item item : items) {
            switch (item) {
                case Backlog.Text text -> {
                    ScreenTerminal target = screen();
                    target.write(text.text());
                    if (text.groundAtEnd() && target.getHistorySize() > historyLimit) {
                        target.write("\u001b[3J");
                    }
                }
                case Backlog.Resize resize -> {
                    cols = clamp(resize.cols());
                    rows = clamp(resize.rows());
                    if (screen != null) {
                        screen.setSize(Size.of(cols, rows));
                    }
                }
                case Backlog.Reset reset -> {
                    cols = clamp(reset.cols());
                    rows = clamp(reset.rows());
                    screen = null;
                    if (reset.alternate()) {
                        screen().write("\u001b[?1049h");
                    }
                }
            }
        }
    }

    /** The cursor as a position report: {@code ESC [ row ; column R}, both from 1. */
    String cursorReport() {
        int[] cursor = new int[2];
        // A window of no rows: only the cursor is copied out.
        screen().dump(new long[0], 0, 0, 0, 0, cursor);
        return "\u001b[" + (cursor[1] + 1) + ";" + (cursor[0] + 1) + "R";
    }

    /** The visible screen, one line per row, trailing blanks removed. */
    String render() {
        long[] cells = new long[cols * rows];
        screen().dump(cells, null);
        StringBuilder text = new StringBuilder(cols * rows + rows);
        for (int row = 0; row < rows; row++) {
            if (row > 0) {
                text.append('\n');
            }
            int lineStart = text.length();
            for (int col = 0; col < cols; col++) {
                int codePoint = ScreenTerminal.cellCodePoint(cells[row * cols + col]);
                if (codePoint != 0) {
                    // 0 is the second cell of a wide character.
                    text.appendCodePoint(codePoint);
                }
            }
            int end = text.length();
            while (end > lineStart && text.charAt(end - 1) == ' ') {
                end--;
            }
            text.setLength(end);
        }
        return text.toString();
    }

    /** Rows jline holds above the screen (the history the bound keeps small). */
    int historyRows() {
        return screen == null ? 0 : screen.getHistorySize();
    }

    /** Whether a jline screen has been made yet. */
    boolean made() {
        return screen != null;
    }
}
