package ahp.terminals.api.store;

import ahp.protocol.terminal.TerminalAction;
import java.util.function.Consumer;

/**
 * Takes the cursor-position query ({@code ESC[6n}) out of the output a terminal with a screen sends
 * its clients. The screen has answered it into the program's input already; a client's own terminal
 * (xterm.js) would answer it again, and again for every client sent the scrollback later, each
 * answer arriving as typed text. VS Code's agent host hides it from its clients for the same reason.
 *
 * <p>Sits between the mark tracker and the terminal's state: marks and their events pass through as
 * they are, and only {@code terminal/data} is changed. A query split across two pieces of output is
 * held until the next one (or the next event, or {@link #flush}), so the held bytes are at most the
 * three of a query's beginning. Not thread-safe: the terminal's lock guards it.
 */
final class AnsweredQueries implements Consumer<TerminalAction> {

    /** Device status report 6: "where is the cursor?", which the screen answers. */
    static final String CURSOR_QUERY = "\u001b[6n";

    private final Consumer<TerminalAction> out;
    private String held = "";

    /** Sends what is left of each action to {@code out}. */
    AnsweredQueries(Consumer<TerminalAction> out) {
        this.out = out;
    }

    @Override
    public void accept(TerminalAction action) {
        if (action instanceof TerminalAction.Data data) {
            String shown = filter(data.data());
            if (!shown.isEmpty()) {
                out.accept(shown.equals(data.data()) ? data : new TerminalAction.Data(shown));
            }
        } else {
            flush();
            out.accept(action);
        }
    }

    /** Sends what is held as output: the process is gone, or an event comes after it. */
    void flush() {
        if (!held.isEmpty()) {
            String rest = held;
            held = "";
            out.accept(new TerminalAction.Data(rest));
        }
    }

    private String filter(String chunk) {
        if (held.isEmpty() && chunk.indexOf('\u001b') < 0) {
            return chunk;
        }
        String text = held.isEmpty() ? chunk : held + chunk;
        int hold = heldLength(text);
        held = text.substring(text.length() - hold);
        String shown = text.substring(0, text.length() - hold);
        return shown.contains(CURSOR_QUERY) ? shown.replace(CURSOR_QUERY, "") : shown;
    }

    /** How many characters at the end of {@code text} could begin a query the next piece completes. */
    private static int heldLength(String text) {
        for (int length = CURSOR_QUERY.length() - 1; length > 0; length--) {
            if (text.endsWith(CURSOR_QUERY.substring(0, length))) {
                return length;
            }
        }
        return 0;
    }
}
