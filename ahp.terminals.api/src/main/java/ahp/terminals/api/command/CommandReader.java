package ahp.terminals.api.command;

import ahp.protocol.terminal.TerminalAction;

/**
 * Reads one typed command's output and end out of its terminal's actions, from the moment it is
 * typed: from the shell's marks ({@link MarkedOutput}) or from a sentinel line
 * ({@link SentinelOutput}). Each action costs time in proportion to itself. Not thread-safe.
 */
interface CommandReader {

    /** Reads one action; true when it ended the command (nothing is read after that). */
    boolean read(TerminalAction action);

    /** The exit code the end carried, or null (not ended, or the shell's mark carried none). */
    Integer exitCode();

    /** What the command printed so far, or in all once it ended, escape sequences removed. */
    String output();
}
