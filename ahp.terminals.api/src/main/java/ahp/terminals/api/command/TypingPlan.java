package ahp.terminals.api.command;

import java.util.List;

/**
 * What is typed for a command and how its end is read, decided as it is typed: from the shell's
 * marks where it has marked a command boundary, else from a sentinel line typed after it. Lines
 * typed one by one (no bracketed paste) are as many commands to a shell that marks them, so they
 * get the sentinel too: only it says they all ran. A command ended by the sentinel is handed to a
 * POSIX shell through its {@code eval} ({@link ShellEval}), so one the shell cannot parse still
 * ends there.
 *
 * @param keys what to type
 * @param reader what reads the command back
 */
record TypingPlan(String keys, CommandReader reader) {

    /**
     * The plan for {@code commandLine}.
     *
     * @param shellPath the shell's path (or bare name), for {@link ShellEval}
     * @param pty whether a pseudoterminal runs the shell
     * @param paste whether the program asked for bracketed paste
     * @param marked whether the shell has marked a command boundary
     * @param prompt the line the shell is on
     */
    static TypingPlan of(String commandLine, String shellPath, ShellFamily family, Sentinel sentinel, boolean pty,
            boolean paste, boolean marked, String prompt) {
        List<String> lines = Keystrokes.lines(commandLine);
        if (marked && (lines.size() == 1 || paste)) {
            return new TypingPlan(Keystrokes.command(lines, family, pty, paste),
                    new MarkedOutput(family == ShellFamily.POSIX, family == ShellFamily.FISH));
        }
        List<String> typed = ShellEval.lines(shellPath, lines);
        return new TypingPlan(Keystrokes.command(typed, family, pty, paste) + Keystrokes.sentinel(sentinel, family, pty),
                new SentinelOutput(sentinel, family, typed, pty, prompt));
    }
}
