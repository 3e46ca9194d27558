package ahp.terminals.api.command;

/**
 * What a shell said last before it exited without running the command (a shell that could not
 * start, a machine that could not be reached: {@code ahp: the Docker engine at ... did not answer},
 * ssh's {@code Host key verification failed.}): its last line that is not blank, escape sequences
 * removed, so the command's failure can say why in words. Keeps only the end of what it is fed. Not
 * thread-safe.
 */
final class LastWords {

    /** How much of the end is kept. */
    private static final int KEPT = 1024;
    /** The longest reason given. */
    private static final int LONGEST = 300;

    private final EscapeStripper stripper = new EscapeStripper();
    private final StringBuilder text = new StringBuilder();

    /** Reads a chunk of what the terminal printed. */
    void feed(String chunk) {
        stripper.strip(chunk, text);
        if (text.length() > 2 * KEPT) {
            text.delete(0, text.length() - KEPT);
        }
    }

    /** {@code failure} followed by the last line said, or {@code failure} alone when nothing was. */
    String after(String failure) {
        String[] lines = text.toString().split("[\r\n]+");
        for (int i = lines.length - 1; i >= 0; i--) {
            String line = lines[i].strip();
            if (!line.isEmpty()) {
                return failure + ": " + (line.length() > LONGEST ? line.substring(0, LONGEST) + "…" : line);
            }
        }
        return failure;
    }

    /** Reads what a terminal's state holds ({@code content}): what it printed before it was watched. */
    void feed(java.util.List<ahp.protocol.terminal.TerminalContentPart> content) {
        content.forEach(part -> feed(part.text()));
    }
}
