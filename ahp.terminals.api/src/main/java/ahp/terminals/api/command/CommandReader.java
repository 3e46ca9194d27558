package ahp.terminals.api.command;

import ahp.protocol.terminal.TerminalAction;

/**
 * Reads one typed command's output and end out of its terminal's actions, from the moment it is
 * typed: from the shell's marks ({@link MarkedOutput}) or from a sentinel line
 * ({@link SentinelOutput}). Each action costs time in proportion to itself. Not thread-safe.
 */
interface CommandReader {

    /** Where a command stands. */
    enum Progress {
        /** It runs. */
        RUNNING,
        /**
         * The shell said it finished, and has not yet shown that it lives on, where its exit may
         * follow (fish marks {@code exit 5} finished, then exits). Its output and code are final.
         */
        FINISHED,
        /**
         * The shell's line editor shows a prompt again and the command never started: the shell
         * waits for the rest of the line (an unclosed quote, an open {@code if}, a trailing
         * backslash), or refused it without a mark. The line must be given up
         * ({@link Keystrokes#cancelLine}); the reader then ends, with a {@link #refusal()}, once the
         * line editor reads again.
         */
        REFUSED,
        /** It ended; nothing more is read. */
        ENDED
    }

    /** Reads one action; where the command stands after it. */
    Progress read(TerminalAction action);

    /** The exit code the end carried, or null (not ended, or the shell's mark carried none). */
    Integer exitCode();

    /** What the command printed so far, or in all once it ended, escape sequences removed. */
    String output();

    /** Why the shell did not run the command, once it was {@link Progress#REFUSED}; else null. */
    default String refusal() {
        return null;
    }
}
