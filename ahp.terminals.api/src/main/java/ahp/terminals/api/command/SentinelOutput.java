package ahp.terminals.api.command;

import ahp.protocol.terminal.TerminalAction;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.List;

/**
 * A command's output and end from the sentinel line typed after it, for a shell that marks
 * nothing: its end is the first line holding the sentinel with a numeric code, and its output the
 * lines before it, read line by line as they complete.
 *
 * <p>Under a pseudoterminal the shell (or its line discipline) echoes what was typed, so some lines
 * are not output: the first line after typing, which is the echo of the command's first line;
 * then, in order, a line ending with each further line typed and with the typed sentinel command
 * (dash's line discipline echoes them all at once, readline each after its prompt). On the line of
 * the sentinel itself, what stands before it is the prompt the shell printed before running it: the
 * prompt it showed when it was ready is taken off that line's end, and the rest kept (a command's
 * last line with no line break); where that prompt is not found the whole of it goes. On pipes
 * nothing is echoed and there is no prompt: every line is output, and so is what stands before the
 * sentinel on its line.
 *
 * <p>A line holding the sentinel as it was typed, its status not expanded, is an echo wherever it
 * stands (a line editor may redraw what is typed in pieces), and never output.
 *
 * <p>Several lines typed one by one under a pseudoterminal are read by the shell one by one, each
 * after a prompt: a line that starts with the prompt the shell showed when it was ready has that
 * prompt taken off.
 */
final class SentinelOutput implements CommandReader {

    private final Sentinel sentinel;
    private final String typedSentinel;
    private final String unexpandedSentinel;
    private final boolean pty;
    private final String prompt;
    private final String promptAsShown;
    private final boolean promptsBetweenLines;
    private final Deque<String> echoesDue = new ArrayDeque<>();
    private final CleanLines lines = new CleanLines();
    private final TextTail text = new TextTail();
    private boolean firstEchoDue;
    private boolean ended;
    private Integer exitCode;

    /**
     * A reader for a command just typed.
     *
     * @param family how the sentinel command was typed
     * @param typedLines the lines typed for the command, the first one included
     * @param pty whether a pseudoterminal echoes what is typed
     * @param prompt the line the shell was on when it was ready
     */
    SentinelOutput(Sentinel sentinel, ShellFamily family, List<String> typedLines, boolean pty, String prompt) {
        this.sentinel = sentinel;
        this.typedSentinel = sentinel.command(family).strip();
        this.unexpandedSentinel = sentinel.unexpanded(family);
        this.pty = pty;
        this.prompt = prompt.strip();
        this.promptAsShown = prompt;
        this.promptsBetweenLines = pty && typedLines.size() > 1 && !this.prompt.isEmpty();
        if (pty) {
            firstEchoDue = true;
            typedLines.stream().skip(1).map(String::strip).filter(line -> !line.isEmpty()).forEach(echoesDue::add);
            echoesDue.add(typedSentinel);
        }
    }

    /** The sentinel command was typed again (after ^C, which drops what was typed ahead): its echo is due too. */
    void sentinelTypedAgain() {
        if (pty) {
            echoesDue.add(typedSentinel);
        }
    }

    /** {@inheritDoc} The sentinel line is the shell's own doing: it ends the command, the shell living on. */
    @Override
    public Progress read(TerminalAction action) {
        if (!ended && action instanceof TerminalAction.Data data) {
            lines.feed(data.data(), this::line);
        }
        return ended ? Progress.ENDED : Progress.RUNNING;
    }

    private void line(String line) {
        if (ended) {
            return;
        }
        if (firstEchoDue) {
            firstEchoDue = false;
            return;
        }
        String trimmed = line.stripTrailing();
        if (!echoesDue.isEmpty() && trimmed.endsWith(echoesDue.peekFirst())) {
            echoesDue.removeFirst();
            return;
        }
        if (line.contains(unexpandedSentinel)) {
            return;
        }
        Sentinel.Found found = sentinel.find(line);
        if (found == null) {
            text.appendLine(withoutLeadingPrompt(line));
            return;
        }
        ended = true;
        exitCode = found.exitCode();
        text.append(beforeSentinel(line.substring(0, found.start())));
    }

    private String withoutLeadingPrompt(String line) {
        if (!promptsBetweenLines) {
            return line;
        }
        String rest = line;
        while (rest.startsWith(promptAsShown)) {
            rest = rest.substring(promptAsShown.length());
        }
        return rest;
    }

    /** What stands before the sentinel on its line, less the prompt under a pseudoterminal. */
    private String beforeSentinel(String before) {
        if (!pty) {
            return before;
        }
        String trimmed = before.stripTrailing();
        if (!prompt.isEmpty() && trimmed.endsWith(prompt)) {
            String rest = trimmed.substring(0, trimmed.length() - prompt.length());
            return rest.isBlank() ? "" : rest;
        }
        return "";
    }

    @Override
    public Integer exitCode() {
        return exitCode;
    }

    @Override
    public String output() {
        return ended || firstEchoDue || lines.partial().isBlank() ? text.toString() : text.followedBy(lines.partial());
    }
}
