package ahp.terminals.api.command;

import java.util.function.Consumer;

/**
 * A terminal's output as plain lines, chunk by chunk: escape sequences removed
 * ({@link EscapeStripper}), then carriage-return noise. {@code \r\n} ends a line as {@code \n}
 * does; a lone {@code \r} followed by more text starts the line again, as a progress bar redrawn
 * in place would look once it is done ({@code 10%\r20%\r100%\n} is {@code 100%}). Each complete
 * line is handed on without its line break; the line not ended yet is {@link #partial()}.
 *
 * <p>A chunk costs time in proportion to itself. A line is kept to its last
 * {@link TextTail#LIMIT} characters. Not thread-safe.
 */
final class CleanLines {

    private final EscapeStripper stripper = new EscapeStripper();
    private final StringBuilder plain = new StringBuilder();
    private final TextTail partial = new TextTail();
    /** A {@code \r} was the last character: the line starts again unless a line feed follows. */
    private boolean returned;

    /** The whole of {@code text} as lines, the last one included even without a line break. */
    static String clean(CharSequence text) {
        StringBuilder out = new StringBuilder(text.length());
        CleanLines lines = new CleanLines();
        lines.feed(text, line -> out.append(line).append('\n'));
        return out.append(lines.partial()).toString();
    }

    /** Reads {@code chunk}, handing each line it completes to {@code lines}. */
    void feed(CharSequence chunk, Consumer<String> lines) {
        plain.setLength(0);
        stripper.strip(chunk, plain);
        int length = plain.length();
        int from = 0;
        while (from < length) {
            int at = from;
            while (at < length && plain.charAt(at) != '\n' && plain.charAt(at) != '\r') {
                at++;
            }
            if (at > from) {
                if (returned) {
                    partial.clear();
                    returned = false;
                }
                partial.append(plain, from, at);
            }
            if (at == length) {
                return;
            }
            if (plain.charAt(at) == '\n') {
                returned = false;
                String line = partial.toString();
                partial.clear();
                lines.accept(line);
            } else {
                returned = true;
            }
            from = at + 1;
        }
    }

    /** The line not ended yet (as it stands: a pending {@code \r} has not cleared it). */
    String partial() {
        return partial.toString();
    }

    /** The line as a terminal shows it now: {@link #partial()}, or nothing once a carriage return went back over it. */
    String shown() {
        return returned ? "" : partial.toString();
    }

    /** Whether nothing of a line is pending. */
    boolean atLineStart() {
        return partial.isEmpty();
    }
}
