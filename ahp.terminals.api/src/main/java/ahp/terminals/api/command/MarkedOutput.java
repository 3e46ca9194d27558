package ahp.terminals.api.command;

import ahp.protocol.terminal.TerminalAction;
import java.time.Duration;

/**
 * A command's output and end from the shell's marks: the first {@code terminal/commandExecuted}
 * after it was typed is its start, and the {@code terminal/commandFinished} of the same id its
 * finish, with the code it carries. The output is every {@code terminal/data} between the two (the
 * store sends each where its mark stood), so the echo of the typed line, before the start, is not
 * in it.
 *
 * <p>The finish is the end at once for a shell that marks it only as it comes back to its prompt
 * (bash, zsh and PowerShell mark it from their prompt hooks, which an {@code exit} never runs). Fish
 * marks {@code exit 5} finished before it exits, so there the finish is the end once the shell shows
 * it lives on: it prints text (its prompt), its line editor asks for bracketed paste, or
 * {@link #GRACE} passes; until then its exit makes the command one that ended the shell.
 *
 * <p>bash runs no DEBUG trap for a line that is only a subshell, such as {@code (cd x && make)};
 * its integration then marks the start and the finish together at the next prompt, after the
 * output. So where the two came with nothing between them, the output is what came before the
 * start, less its first line, which is the echo of the line typed.
 *
 * <p>bash's and zsh's integration mark a line the shell read and could not parse as a command,
 * with the shell's status, after what the shell printed. A line the shell waits to see the rest of
 * (an unclosed quote, an open {@code if}, a trailing backslash) gets no marks: where the line editor
 * takes the line and shows a prompt again before any start ({@link LineEditorWatch}), the command
 * is {@link Progress#REFUSED}, and once its owner has given the line up
 * ({@link Keystrokes#cancelLine}) and the line editor reads again, it ends with a
 * {@link #refusal()}.
 */
final class MarkedOutput implements CommandReader {

    /** How long a finished command's shell is given to show it lives on when it prints nothing. */
    static final Duration GRACE = Duration.ofMillis(300);

    private static final String BRACKETED_PASTE_ON = "\u001b[?2004h";

    private final boolean readsOutputBeforeStart;
    private final boolean finishMayPrecedeExit;
    private final CleanLines beforeStart = new CleanLines();
    private final TextTail beforeStartText = new TextTail();
    private boolean echoSeen;
    private final CleanLines lines = new CleanLines();
    private final TextTail text = new TextTail();
    private final LineEditorWatch editor = new LineEditorWatch();
    private final StringBuilder afterFinish = new StringBuilder();
    private final EscapeStripper afterFinishStripper = new EscapeStripper();
    private String commandId;
    private boolean dataInside;
    private Progress progress = Progress.RUNNING;
    private Integer exitCode;
    private String refusal;

    /**
     * A reader for a command just typed.
     *
     * @param readsOutputBeforeStart whether a start and finish marked together mean the output
     *     came before them (bash's bare subshell)
     * @param finishMayPrecedeExit whether the shell marks a command finished before an {@code exit}
     *     it ran ends it (fish), so the finish is the end only once the shell shows it lives on
     */
    MarkedOutput(boolean readsOutputBeforeStart, boolean finishMayPrecedeExit) {
        this.readsOutputBeforeStart = readsOutputBeforeStart;
        this.finishMayPrecedeExit = finishMayPrecedeExit;
    }

    @Override
    public Progress read(TerminalAction action) {
        switch (progress) {
            case RUNNING -> running(action);
            case REFUSED -> cancelling(action);
            case FINISHED -> {
                if (showsLife(action)) {
                    progress = Progress.ENDED;
                }
            }
            case ENDED -> { }
        }
        return progress;
    }

    private void running(TerminalAction action) {
        switch (action) {
            case TerminalAction.Data data when commandId == null -> {
                beforeStart.feed(data.data(), this::beforeStartLine);
                editor.feed(data.data());
                if (editor.promptsAgain(beforeStart.shown())) {
                    progress = Progress.REFUSED;
                    editor.reset();
                }
            }
            case TerminalAction.Data data -> {
                dataInside = true;
                lines.feed(data.data(), text::appendLine);
            }
            case TerminalAction.CommandExecuted executed when commandId == null -> commandId = executed.commandId();
            case TerminalAction.CommandFinished finished when finished.commandId().equals(commandId) -> {
                progress = finishMayPrecedeExit ? Progress.FINISHED : Progress.ENDED;
                exitCode = finished.exitCode();
                if (!dataInside && readsOutputBeforeStart) {
                    text.append(beforeStartText.followedBy(unlessBlank(beforeStart.partial())));
                } else {
                    text.append(unlessBlank(lines.partial()));
                }
            }
            default -> { }
        }
    }

    /**
     * While the line the shell did not run is given up: its end once the shell marks the line it
     * gave up finished (bash and zsh do, with 130 or 1: not a command that ran), or once the line
     * editor reads again, whichever comes first.
     */
    private void cancelling(TerminalAction action) {
        if (action instanceof TerminalAction.Data data) {
            editor.feed(data.data());
            if (!editor.readsAgain()) {
                return;
            }
        } else if (!(action instanceof TerminalAction.CommandFinished)) {
            return;
        }
        progress = Progress.ENDED;
        String printed = beforeStartText.toString().strip();
        refusal = printed.isEmpty()
                ? "the shell waited for the rest of the line (it is not complete), and the line was given up"
                : "the shell did not run it: " + printed;
        text.append(beforeStartText.toString());
    }

    /** Whether the shell, after the finish, printed text or asked for bracketed paste, or ran more. */
    private boolean showsLife(TerminalAction action) {
        if (action instanceof TerminalAction.CommandExecuted) {
            return true;
        }
        if (!(action instanceof TerminalAction.Data data)) {
            return false;
        }
        if (data.data().contains(BRACKETED_PASTE_ON)) {
            return true;
        }
        afterFinish.setLength(0);
        afterFinishStripper.strip(data.data(), afterFinish);
        return !afterFinish.toString().isBlank();
    }

    private void beforeStartLine(String line) {
        if (echoSeen) {
            beforeStartText.appendLine(line);
        } else {
            echoSeen = true;
        }
    }

    @Override
    public String refusal() {
        return refusal;
    }

    @Override
    public Integer exitCode() {
        return exitCode;
    }

    @Override
    public String output() {
        if (progress == Progress.FINISHED || progress == Progress.ENDED) {
            return text.toString();
        }
        if (commandId == null) {
            // Refused, the line being printed is the shell's prompt (or its continuation prompt).
            return !echoSeen ? "" : progress == Progress.REFUSED ? beforeStartText.toString()
                    : beforeStartText.followedBy(unlessBlank(beforeStart.partial()));
        }
        return text.followedBy(unlessBlank(lines.partial()));
    }

    /**
     * A line not ended is output unless it is blank: what zsh prints before its prompt to find
     * output with no line break (spaces to the margin and a carriage return) is not.
     */
    private static String unlessBlank(String partial) {
        return partial.isBlank() ? "" : partial;
    }
}
