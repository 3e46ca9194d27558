package ahp.server.sessions;

/**
 * What a chat's terminal printed, kept once its command ended so a call that names it still opens:
 * the scrollback as capped, the exit code and whether a pseudoterminal wrote it.
 *
 * @param title the terminal's title
 * @param output what it printed (the scrollback, at most 200,000 characters)
 * @param exitCode how it ended, or null where nothing is known
 * @param isPty whether a pseudoterminal wrote it (so it may hold VT sequences)
 */
public record RetainedOutput(String title, String output, Integer exitCode, boolean isPty) {

    /** The most a kept output may weigh in UTF-8; a larger one is not kept. */
    public static final long MAX_BYTES = 10L * 1024 * 1024;
}
