package ahp.bench.reliability;

/**
 * What one client read of one counting terminal (a shell printing 1, 2, 3 … a line each): every
 * whole line must be the previous one plus one, so a byte lost, repeated or out of order shows as a
 * line that is not. After a snapshot (not a replay) the client cannot know what it missed: the
 * ledger drops the partial line and starts again from the next whole one, and counts the resync.
 */
final class LineLedger {

    private final StringBuilder partial = new StringBuilder();
    private long last = -1;
    private boolean skipToNewline = true;
    private long lines;
    private long wrong;
    private String firstWrong;
    private long resyncs;

    /** Output as it arrived, in order. */
    synchronized void accept(String data) {
        for (int i = 0; i < data.length(); i++) {
            char c = data.charAt(i);
            if (c == '\n') {
                if (!skipToNewline) {
                    line(partial.toString().strip());
                }
                skipToNewline = false;
                partial.setLength(0);
            } else if (c != '\r') {
                partial.append(c);
            }
        }
    }

    /** A snapshot replaced what was missed: start over from the next whole line. */
    synchronized void resync() {
        partial.setLength(0);
        skipToNewline = true;
        last = -1;
        resyncs++;
    }

    private void line(String text) {
        long number;
        try {
            number = Long.parseLong(text);
        } catch (NumberFormatException notANumber) {
            mistake("a line that is not a number: \"" + text + "\" after " + last);
            return;
        }
        if (last >= 0 && number != last + 1) {
            mistake(number + " after " + last);
        }
        last = number;
        lines++;
    }

    private void mistake(String what) {
        wrong++;
        if (firstWrong == null) {
            firstWrong = what;
        }
    }

    synchronized long lines() {
        return lines;
    }

    synchronized long wrong() {
        return wrong;
    }

    synchronized String firstWrong() {
        return firstWrong;
    }

    synchronized long resyncs() {
        return resyncs;
    }

    synchronized long last() {
        return last;
    }
}
