package ahp.screen;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteOrder;

/**
 * A streaming scanner for the few things a host must know from a program's output the moment it
 * is printed: the alternate screen ({@code ?1049}, {@code ?1047}, {@code ?47}), bracketed paste
 * ({@code ?2004}), the cursor's visibility ({@code ?25}), and the cursor-position query
 * ({@code CSI 6 n}). It keeps its place between chunks, so a sequence split anywhere is read whole.
 *
 * <p>Its grammar is jline's {@code ScreenTerminal} parser's, so that {@link #atGround()} says where
 * that parser is between sequences (and a history clear may be slipped in there without cutting
 * one in two). The two agree on every sequence written in ASCII; they may differ only on malformed
 * ones that put other characters inside a sequence. The rules:
 * ESC starts a sequence from any state; an 8-bit C1 code (U+0080..U+009F) is ESC plus a letter;
 * CAN and SUB abort a sequence; any C0 control ends a string (OSC, DCS, SOS, PM, APC); a sequence
 * longer than 32 characters is abandoned. Single-writer: one thread scans; the flags may be read
 * from any thread.
 */
final class ModeScanner {

    /** What the scanner reports as it passes it. */
    interface Events {
        /** The program switched to the alternate screen. */
        void alternateScreenEntered();

        /** The program asked where the cursor is; the query ends just before {@code end}. */
        void cursorQuery(int end);
    }

    private static final int GROUND = 0;
    private static final int ESCAPE = 1;
    private static final int CSI = 2;
    private static final int STRING = 3;
    private static final int MAX_LENGTH = 32;

    private int state = GROUND;
    /** Characters since the sequence's introducer, as jline counts them. */
    private int length;
    private boolean intermediates;
    private final char[] parameters = new char[MAX_LENGTH];
    private int parameterCount;

    private volatile boolean alternateScreen;
    private volatile boolean bracketedPaste;
    private volatile boolean cursorVisible = true;

    /** Whether the program is on the alternate screen. */
    boolean alternateScreen() {
        return alternateScreen;
    }

    /** Whether the program asked for bracketed paste. */
    boolean bracketedPaste() {
        return bracketedPaste;
    }

    /** Whether the program shows its cursor. */
    boolean cursorVisible() {
        return cursorVisible;
    }

    /** Whether the scanner (and jline's parser) is between sequences. */
    boolean atGround() {
        return state == GROUND;
    }

    /**
     * Scans {@code text[from, to)}, reporting what it finds to {@code events}.
     *
     * <p>Between sequences only ESC and the C1 codes matter, so the scanner jumps from one to the
     * next: in text with no C1 code (most output: checked once per call, {@link #freeOfC1}) the jump is
     * {@link String#indexOf(int, int, int)}, tens of GB/s; otherwise it looks at every character,
     * about 1 GB/s.
     */
    void scan(String text, int from, int to, Events events) {
        boolean noC1 = to - from >= C1_CHECK_FROM && freeOfC1(text, from, to);
        int at = from;
        while (at < to) {
            if (state == GROUND) {
                at = noC1 ? text.indexOf(0x1b, at, to) : nextControl(text, at, to);
                if (at < 0 || at >= to) {
                    return;
                }
            }
            step(text.charAt(at), at, events);
            at++;
        }
    }

    /** Below this many characters the C1 test costs more than looking at each one. */
    private static final int C1_CHECK_FROM = 256;

    /** Bytes a thread checks at a time. */
    private static final int CHECK_BLOCK = 4096;
    private static final ThreadLocal<byte[]> CHECK_BUFFER = ThreadLocal.withInitial(() -> new byte[CHECK_BLOCK]);
    private static final VarHandle WORDS = MethodHandles.byteArrayViewVarHandle(long[].class, ByteOrder.LITTLE_ENDIAN);
    private static final long HIGH_BITS = 0x8080808080808080L;

    /**
     * Whether no character of {@code text[from, to)} has the top bit of its low byte set: then none
     * is a C1 code (U+0080..U+009F), and the scanner need look for ESC alone. All-ASCII text (most
     * output) passes; so may text with wider characters, which cannot be C1 codes either.
     *
     * <p>The characters' low bytes are copied a block at a time into the thread's own buffer (for a
     * one-byte-a-char string, as most output is, that is an array copy) and tested eight at a time,
     * so nothing is allocated per chunk: this test used to encode a copy of every chunk to UTF-8,
     * over a quarter of the bytes the daemon allocated while output streamed (bench/NOTES.md,
     * <i>Memory under load</i>).
     */
    @SuppressWarnings("deprecation") // String.getBytes(int, int, byte[], int) keeps each char's low byte: what is tested
    private static boolean freeOfC1(String text, int from, int to) {
        byte[] block = CHECK_BUFFER.get();
        for (int start = from; start < to; start += CHECK_BLOCK) {
            int n = Math.min(CHECK_BLOCK, to - start);
            text.getBytes(start, start + n, block, 0);
            long bits = 0;
            int i = 0;
            for (; i + 8 <= n; i += 8) {
                bits |= (long) WORDS.get(block, i);
            }
            for (; i < n; i++) {
                bits |= block[i];
            }
            if ((bits & HIGH_BITS) != 0) {
                return false;
            }
        }
        return true;
    }

    /** The first ESC or C1 code in {@code text[from, to)}, or {@code to}. */
    private static int nextControl(String text, int from, int to) {
        for (int at = from; at < to; at++) {
            char c = text.charAt(at);
            if (c == 0x1b || (char) (c - 0x80) < 0x20) {
                return at;
            }
        }
        return to;
    }

    private void step(char c, int at, Events events) {
        if (c == 0x1b) {
            begin(ESCAPE);
            return;
        }
        if (c >= 0x80 && c <= 0x9f) {
            begin(ESCAPE);
            escapeFinal((char) (c - 0x40));
            return;
        }
        switch (state) {
            case STRING -> {
                if (c < 0x20) {
                    state = GROUND;
                }
            }
            case ESCAPE, CSI -> {
                if (c < 0x20) {
                    if (c == 0x18 || c == 0x1a) {
                        state = GROUND;
                    }
                    return;
                }
                if (++length > MAX_LENGTH) {
                    state = GROUND;
                    return;
                }
                if (c < 0x30) {
                    intermediates = true;
                } else if (c < 0x40 && state == CSI) {
                    parameters[parameterCount++] = c;
                } else if (state == ESCAPE) {
                    escapeFinal(c);
                } else {
                    state = GROUND;
                    if (!intermediates) {
                        controlSequence(c, at, events);
                    }
                }
            }
            default -> {
                // GROUND: printable text, and C0 controls that do not start anything.
            }
        }
    }

    private void begin(int next) {
        state = next;
        length = 0;
        intermediates = false;
        parameterCount = 0;
    }

    private void escapeFinal(char c) {
        if (intermediates) {
            state = GROUND;
            return;
        }
        switch (c) {
            case '[' -> begin(CSI);
            case ']', 'P', 'X', '^', '_' -> begin(STRING);
            case 'c' -> {
                // RIS: a full reset leaves the alternate screen and every mode.
                state = GROUND;
                alternateScreen = false;
                bracketedPaste = false;
                cursorVisible = true;
            }
            default -> state = GROUND;
        }
    }

    private void controlSequence(char fin, int at, Events events) {
        if (fin == 'n' && parameterCount == 1 && parameters[0] == '6') {
            events.cursorQuery(at + 1);
        } else if ((fin == 'h' || fin == 'l') && parameterCount > 1 && parameters[0] == '?') {
            privateModes(fin == 'h', events);
        }
    }

    private void privateModes(boolean set, Events events) {
        int value = 0;
        for (int i = 1; i <= parameterCount; i++) {
            char c = i < parameterCount ? parameters[i] : ';';
            if (c >= '0' && c <= '9') {
                value = value * 10 + (c - '0');
            } else {
                privateMode(value, set, events);
                value = 0;
            }
        }
    }

    private void privateMode(int mode, boolean set, Events events) {
        switch (mode) {
            case 47, 1047, 1049 -> {
                boolean entered = set && !alternateScreen;
                alternateScreen = set;
                if (entered) {
                    events.alternateScreenEntered();
                }
            }
            case 2004 -> bracketedPaste = set;
            case 25 -> cursorVisible = set;
            default -> {
                // Modes nobody asks this screen about.
            }
        }
    }
}
