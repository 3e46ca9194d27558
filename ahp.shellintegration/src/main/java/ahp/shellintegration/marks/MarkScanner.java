package ahp.shellintegration.marks;

/**
 * Splits a stream of terminal output into runs of plain output and the shell's marks: the OSC
 * sequences {@code ESC ] 633 ; … }, {@code ESC ] 133 ; … } and {@code ESC ] 7 ; … }, each ended by
 * BEL or by {@code ESC \}. Every other byte, other escape sequences included, stays output, in
 * order and unchanged.
 *
 * <p>It is on the path of every byte a pseudoterminal writes, so it finds {@code ESC} with
 * {@link String#indexOf(int, int)}, hands runs over as ranges of the text it was given, and copies
 * nothing unless a mark was split across two chunks: then the start of the mark is held for the
 * next chunk, up to {@link #MAX_MARK} characters. A candidate that cannot end within that many
 * characters, or that another escape sequence interrupts, was never a mark and stays output.
 * Deciding only by content makes the result independent of how the stream was cut: fed one
 * character at a time it gives the same runs and marks as fed whole.
 *
 * <p>Not thread-safe.
 */
final class MarkScanner {

    /** The longest mark read, introducer and terminator included; longer ones stay output. */
    static final int MAX_MARK = 1024;

    private static final char ESC = '\u001b';
    private static final char BEL = '\u0007';
    private static final char CAN = '\u0018';
    private static final char SUB = '\u001a';

    /** What a scan reports to. */
    interface Sink {

        /** Output that is no mark: {@code text[from, to)}, never empty. */
        void data(String text, int from, int to);

        /** A whole mark of {@code family} whose payload (after {@code <number>;}) is {@code text[from, to)}. */
        void mark(MarkFamily family, String text, int from, int to);
    }

    private static final int NOT_A_MARK = -1;
    private static final int INCOMPLETE = -2;

    private String held = "";
    /** Set by {@link #measure}: the family and payload end of the mark it found. */
    private MarkFamily foundFamily;
    private int foundPayloadStart;
    private int foundPayloadEnd;

    /** Whether the start of a mark is being held for the next chunk. */
    boolean holding() {
        return !held.isEmpty();
    }

    /** Scans one chunk, continuing whatever was held from the previous one. */
    void scan(String chunk, Sink sink) {
        String text = held.isEmpty() ? chunk : held.concat(chunk);
        held = "";
        int length = text.length();
        int runStart = 0;
        int from = 0;
        while (true) {
            int esc = text.indexOf(ESC, from);
            if (esc < 0) {
                break;
            }
            int end = measure(text, esc);
            if (end == NOT_A_MARK) {
                from = esc + 1;
            } else if (end == INCOMPLETE) {
                if (esc > runStart) {
                    sink.data(text, runStart, esc);
                }
                held = text.substring(esc);
                return;
            } else {
                if (esc > runStart) {
                    sink.data(text, runStart, esc);
                }
                sink.mark(foundFamily, text, foundPayloadStart, foundPayloadEnd);
                runStart = end;
                from = end;
            }
        }
        if (length > runStart) {
            sink.data(text, runStart, length);
        }
    }

    /** Hands anything held over as output: the stream has ended. */
    void flush(Sink sink) {
        if (!held.isEmpty()) {
            String text = held;
            held = "";
            sink.data(text, 0, text.length());
        }
    }

    /**
     * Measures the candidate starting with the {@code ESC} at {@code esc}: the index just past the
     * mark when it is a whole one (and then {@link #foundFamily} and the payload bounds are set),
     * {@link #INCOMPLETE} when the text ends before that can be told, or {@link #NOT_A_MARK}.
     */
    private int measure(String text, int esc) {
        int length = text.length();
        int p = esc + 1;
        if (p >= length) {
            return INCOMPLETE;
        }
        if (text.charAt(p) != ']') {
            return NOT_A_MARK;
        }
        p++;
        MarkFamily family = null;
        for (MarkFamily candidate : MarkFamily.VALUES) {
            String prefix = candidate.prefix();
            int matched = matchPrefix(text, p, prefix);
            if (matched == prefix.length()) {
                family = candidate;
                break;
            }
            if (matched >= 0) {
                return INCOMPLETE; // the text ended while it still matched
            }
        }
        if (family == null) {
            return NOT_A_MARK;
        }
        int payloadStart = p + family.prefix().length();
        int limit = Math.min(length, esc + MAX_MARK);
        for (int k = payloadStart; k < limit; k++) {
            char c = text.charAt(k);
            if (c == BEL) {
                return found(family, payloadStart, k, k + 1);
            }
            if (c == ESC) {
                if (k + 1 >= length) {
                    return k + 2 - esc <= MAX_MARK ? INCOMPLETE : NOT_A_MARK;
                }
                if (text.charAt(k + 1) == '\\' && k + 2 - esc <= MAX_MARK) {
                    return found(family, payloadStart, k, k + 2);
                }
                return NOT_A_MARK; // interrupted by another sequence, or too long with its ST
            }
            if (c == CAN || c == SUB) {
                return NOT_A_MARK;
            }
        }
        // No terminator before the limit: wait for more only while a terminator could still fit.
        return limit == length && length + 1 - esc <= MAX_MARK ? INCOMPLETE : NOT_A_MARK;
    }

    private int found(MarkFamily family, int payloadStart, int payloadEnd, int end) {
        foundFamily = family;
        foundPayloadStart = payloadStart;
        foundPayloadEnd = payloadEnd;
        return end;
    }

    /**
     * How much of {@code prefix} the text at {@code at} matches: its whole length, the number of
     * characters matched when the text ends first, or -1 on a mismatch.
     */
    private static int matchPrefix(String text, int at, String prefix) {
        int length = text.length();
        for (int i = 0; i < prefix.length(); i++) {
            if (at + i >= length) {
                return i;
            }
            if (text.charAt(at + i) != prefix.charAt(i)) {
                return -1;
            }
        }
        return prefix.length();
    }
}
