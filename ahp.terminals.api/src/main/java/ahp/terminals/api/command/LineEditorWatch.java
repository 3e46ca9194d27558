package ahp.terminals.api.command;

/**
 * Whether a shell's line editor took a line and reads again, from the output alone: readline and
 * zle turn bracketed paste off ({@code ESC[?2004l}) as they hand a line to the shell, and on
 * ({@code ESC[?2004h}) as they start reading the next one, the continuation line of an unfinished
 * command included; and whether it shows its prompt there, which readline prints after turning it
 * on and zle before. Once both are there the line editor has its signal handling in place. A
 * sequence split between two chunks is found (the end of the last chunk is kept). Not thread-safe.
 */
final class LineEditorWatch {

    private static final String ON = "\u001b[?2004h";
    private static final String OFF = "\u001b[?2004l";
    /** How much of a chunk is kept to find a sequence split between it and the next. */
    private static final int TAIL = ON.length() - 1;

    private String tail = "";
    private boolean tookLine;
    private boolean reading;

    /** Reads a chunk of output. */
    void feed(String chunk) {
        String joined = tail + chunk;
        int on = joined.lastIndexOf(ON);
        int off = joined.lastIndexOf(OFF);
        // A sequence wholly inside the kept tail was read with the chunk before: the tail is shorter than one.
        if (off >= 0) {
            tookLine = true;
        }
        if (on >= 0 || off >= 0) {
            reading = on > off;
        }
        tail = joined.substring(Math.max(0, joined.length() - TAIL));
    }

    /** Whether, since the last {@link #reset()}, the line editor took a line and reads again. */
    boolean readsAgain() {
        return tookLine && reading;
    }

    /**
     * Whether it reads again and shows something (its prompt) on the line it reads: {@code shownLine},
     * the line as the terminal shows it now, from the caller's own {@link CleanLines} of the same output.
     */
    boolean promptsAgain(String shownLine) {
        return readsAgain() && !shownLine.isBlank();
    }

    /** Forgets the line taken: from now on a line must be taken again before {@link #feed} says so. */
    void reset() {
        tookLine = false;
        reading = false;
    }
}
