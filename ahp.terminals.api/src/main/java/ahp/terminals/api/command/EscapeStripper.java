package ahp.terminals.api.command;

/**
 * Takes the escape sequences out of a terminal's output, chunk by chunk: a sequence split across
 * chunks is held until its end arrives. What is removed:
 *
 * <ul>
 *   <li>CSI ({@code ESC [} or C1 {@code 0x9b}), up to its final byte: colours, cursor moves, modes;
 *   <li>OSC ({@code ESC ]}, {@code 0x9d}), DCS ({@code ESC P}, {@code 0x90}), SOS, PM and APC
 *       ({@code ESC X}, {@code ESC ^}, {@code ESC _}), each up to BEL or ST ({@code ESC \},
 *       {@code 0x9c}); one longer than {@value #MAX_STRING} characters is dropped that far and
 *       text resumes after it, so an unterminated one cannot swallow the rest of the output;
 *   <li>every other escape ({@code ESC 7}, {@code ESC ( B}, ...);
 *   <li>control characters other than tab, line feed and carriage return, and the other C1 controls.
 * </ul>
 *
 * Everything else goes to the output unchanged and in order. Not thread-safe.
 */
final class EscapeStripper {

    /** The longest control string read to its end. */
    static final int MAX_STRING = 4096;

    private static final char ESC = '\u001b';
    private static final char BEL = '\u0007';

    private enum State { TEXT, ESCAPE, INTERMEDIATE, CSI, STRING, STRING_ESCAPE }

    private State state = State.TEXT;
    /** For a control string: whether BEL ends it (OSC), and how long it is so far. */
    private boolean belEnds;
    private int stringLength;

    /** {@code text} with its escape sequences removed, as a whole. */
    static String strip(CharSequence text) {
        StringBuilder out = new StringBuilder(text.length());
        new EscapeStripper().strip(text, out);
        return out.toString();
    }

    /** Appends what {@code chunk} holds besides escape sequences to {@code out}. */
    void strip(CharSequence chunk, StringBuilder out) {
        int length = chunk.length();
        int i = 0;
        while (i < length) {
            if (state == State.TEXT) {
                int run = i;
                while (run < length && isText(chunk.charAt(run))) {
                    run++;
                }
                out.append(chunk, i, run);
                if (run == length) {
                    return;
                }
                i = run;
            }
            step(chunk.charAt(i), out);
            i++;
        }
    }

    private static boolean isText(char c) {
        return c >= 0x20 ? c != 0x7f && (c < 0x80 || c > 0x9f) : c == '\n' || c == '\r' || c == '\t';
    }

    private void step(char c, StringBuilder out) {
        switch (state) {
            case TEXT -> control(c);
            case ESCAPE -> afterEscape(c, out);
            case INTERMEDIATE -> {
                if (c >= 0x30 && c <= 0x7e) {
                    state = State.TEXT;
                } else if (c < 0x20 || c > 0x2f) {
                    abort(c, out);
                }
            }
            case CSI -> {
                if (c >= 0x40 && c <= 0x7e) {
                    state = State.TEXT;
                } else if (c < 0x20 || c > 0x3f) {
                    abort(c, out);
                }
            }
            case STRING -> inString(c, out);
            case STRING_ESCAPE -> {
                if (c == '\\') {
                    state = State.TEXT;
                } else {
                    state = State.ESCAPE; // an ESC that does not end the string starts a new sequence
                    afterEscape(c, out);
                }
            }
        }
    }

    /** A character that is not text, met in text. */
    private void control(char c) {
        switch (c) {
            case ESC -> state = State.ESCAPE;
            case '\u009b' -> state = State.CSI;
            case '\u009d' -> startString(true);
            case '\u0090', '\u0098', '\u009e', '\u009f' -> startString(false);
            default -> { } // other controls draw nothing
        }
    }

    private void afterEscape(char c, StringBuilder out) {
        switch (c) {
            case '[' -> state = State.CSI;
            case ']' -> startString(true);
            case 'P', 'X', '^', '_' -> startString(false);
            case ESC -> state = State.ESCAPE;
            default -> {
                if (c >= 0x20 && c <= 0x2f) {
                    state = State.INTERMEDIATE;
                } else if (c >= 0x30 && c <= 0x7e) {
                    state = State.TEXT;
                } else {
                    abort(c, out);
                }
            }
        }
    }

    private void startString(boolean endedByBel) {
        state = State.STRING;
        belEnds = endedByBel;
        stringLength = 0;
    }

    private void inString(char c, StringBuilder out) {
        if (c == ESC) {
            state = State.STRING_ESCAPE;
        } else if (c == '\u009c' || (c == BEL && belEnds)) {
            state = State.TEXT;
        } else if (stringLength == MAX_STRING) {
            abort(c, out);
        } else {
            stringLength++;
        }
    }

    /** A sequence broken off by {@code c}: it goes on as text would. */
    private void abort(char c, StringBuilder out) {
        state = State.TEXT;
        if (isText(c)) {
            out.append(c);
        } else {
            control(c);
        }
    }
}
