package ahp.terminals.pipes;

import ahp.protocol.terminal.TerminalAction;
import ahp.terminals.api.TerminalListener;

/** Follows {@code seq 1 n} as it streams: every line must be the next number, and nothing else. */
final class SeqCheck implements TerminalListener {

    private long next = 1;
    private long characters;
    private long partial;
    private boolean inLine;
    private String problem;

    /** The bytes {@code seq 1 n} prints. */
    static long bytesOf(long n) {
        long total = 0;
        for (long width = 1, from = 1; from <= n; width++, from *= 10) {
            long to = Math.min(n, from * 10 - 1);
            total += (to - from + 1) * (width + 1);
        }
        return total;
    }

    /** The last {@code count} characters {@code seq 1 n} prints. */
    static String tailOf(long n, int count) {
        StringBuilder reversed = new StringBuilder();
        for (long i = n; i >= 1 && reversed.length() < count; i--) {
            reversed.insert(0, i + "\n");
        }
        return reversed.substring(reversed.length() - count);
    }

    @Override
    public synchronized void onAction(TerminalAction action) {
        if (!(action instanceof TerminalAction.Data data) || problem != null) {
            return;
        }
        String text = data.data();
        characters += text.length();
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c == '\n') {
                if (!inLine || partial != next) {
                    problem = "expected line " + next + ", got " + (inLine ? partial : "an empty line");
                    return;
                }
                next++;
                partial = 0;
                inLine = false;
            } else if (c >= '0' && c <= '9') {
                partial = partial * 10 + (c - '0');
                inLine = true;
            } else {
                problem = "unexpected character " + (int) c + " after line " + (next - 1);
                return;
            }
        }
    }

    synchronized long characters() {
        return characters;
    }

    synchronized long lines() {
        return next - 1;
    }

    synchronized String problem() {
        return problem;
    }
}
