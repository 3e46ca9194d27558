package ahp.shellintegration.marks;

/**
 * The command line read back from what a client typed since the prompt: the {@code terminal/input}
 * bytes, edited the way a line editor would edit them where that can be told from the bytes alone.
 * Printable characters are added; backspace and DEL take the last character off, ^W the last word,
 * ^U and ^C the whole line; CR or LF ends the line, and nothing after it belongs to it. Escape
 * sequences (cursor keys, bracketed-paste brackets, Alt chords) are skipped, also when split across
 * inputs, and the other control characters are dropped: what they do depends on the shell.
 */
final class TypedLine {

    private enum Escape { NONE, ESC, CSI, SS3 }

    private final StringBuilder line = new StringBuilder();
    private boolean ended;
    private Escape escape = Escape.NONE;

    /** Forgets everything typed: a prompt has started. */
    void reset() {
        line.setLength(0);
        ended = false;
        escape = Escape.NONE;
    }

    /** Takes in what a client typed. */
    void type(String data) {
        for (int i = 0; i < data.length(); i++) {
            char c = data.charAt(i);
            if (escape != Escape.NONE) {
                escape = afterEscape(escape, c);
                continue;
            }
            if (ended) {
                continue;
            }
            switch (c) {
                case '\u001b' -> escape = Escape.ESC;
                case '\r', '\n' -> ended = true;
                case '\u007f', '\b' -> deleteLastCharacter();
                case '\u0017' -> deleteLastWord();
                case '\u0015', '\u0003' -> line.setLength(0);
                default -> {
                    if (c >= 0x20 && !(c >= 0x80 && c < 0xa0)) {
                        line.append(c);
                    }
                }
            }
        }
    }

    /** The line typed so far, without its newline. */
    String line() {
        return line.toString();
    }

    private static Escape afterEscape(Escape state, char c) {
        return switch (state) {
            case ESC -> c == '[' ? Escape.CSI : c == 'O' ? Escape.SS3 : Escape.NONE;
            // Parameters and intermediates run on; a final byte in @..~ ends the sequence.
            case CSI -> c >= 0x40 && c <= 0x7e ? Escape.NONE : Escape.CSI;
            case SS3, NONE -> Escape.NONE;
        };
    }

    private void deleteLastCharacter() {
        int n = line.length();
        if (n == 0) {
            return;
        }
        boolean pair = n >= 2 && Character.isLowSurrogate(line.charAt(n - 1))
                && Character.isHighSurrogate(line.charAt(n - 2));
        line.setLength(n - (pair ? 2 : 1));
    }

    private void deleteLastWord() {
        int n = line.length();
        while (n > 0 && line.charAt(n - 1) == ' ') {
            n--;
        }
        while (n > 0 && line.charAt(n - 1) != ' ') {
            n--;
        }
        line.setLength(n);
    }
}
