package ahp.terminals.api.command;

import ahp.protocol.terminal.TerminalAction;

/**
 * A command's output and end from the shell's marks: the first {@code terminal/commandExecuted}
 * after it was typed is its start, and the {@code terminal/commandFinished} of the same id its end,
 * with the code it carries. The output is every {@code terminal/data} between the two (the store
 * sends each where its mark stood), so the echo of the typed line, before the start, is not in it.
 *
 * <p>bash runs no DEBUG trap for a line that is only a subshell, such as {@code (cd x && make)};
 * its integration then marks the start and the end together at the next prompt, after the output.
 * So where the start and the end came with nothing between them, the output is what came before
 * the start, less its first line, which is the echo of the line typed.
 */
final class MarkedOutput implements CommandReader {

    private final boolean readsOutputBeforeStart;
    private final CleanLines beforeStart = new CleanLines();
    private final StringBuilder beforeStartText = new StringBuilder();
    private boolean echoSeen;
    private final CleanLines lines = new CleanLines();
    private final StringBuilder text = new StringBuilder();
    private String commandId;
    private boolean dataInside;
    private boolean ended;
    private Integer exitCode;

    /**
     * A reader for a command just typed.
     *
     * @param readsOutputBeforeStart whether a start and end marked together mean the output came
     *     before them (bash's bare subshell)
     */
    MarkedOutput(boolean readsOutputBeforeStart) {
        this.readsOutputBeforeStart = readsOutputBeforeStart;
    }

    @Override
    public boolean read(TerminalAction action) {
        if (ended) {
            return true;
        }
        switch (action) {
            case TerminalAction.Data data when commandId == null -> {
                if (readsOutputBeforeStart) {
                    beforeStart.feed(data.data(), this::beforeStartLine);
                }
            }
            case TerminalAction.Data data -> {
                dataInside = true;
                lines.feed(data.data(), line -> text.append(line).append('\n'));
            }
            case TerminalAction.CommandExecuted executed when commandId == null -> commandId = executed.commandId();
            case TerminalAction.CommandFinished finished when finished.commandId().equals(commandId) -> {
                ended = true;
                exitCode = finished.exitCode();
                if (!dataInside && readsOutputBeforeStart) {
                    text.append(beforeStartText).append(unlessBlank(beforeStart.partial()));
                } else {
                    text.append(unlessBlank(lines.partial()));
                }
            }
            default -> { }
        }
        return ended;
    }

    private void beforeStartLine(String line) {
        if (echoSeen) {
            beforeStartText.append(line).append('\n');
        } else {
            echoSeen = true;
        }
    }

    @Override
    public Integer exitCode() {
        return exitCode;
    }

    @Override
    public String output() {
        if (ended) {
            return text.toString();
        }
        if (commandId == null) {
            return echoSeen ? beforeStartText + unlessBlank(beforeStart.partial()) : "";
        }
        return text + unlessBlank(lines.partial());
    }

    /**
     * A line not ended is output unless it is blank: what zsh prints before its prompt to find
     * output with no line break (spaces to the margin and a carriage return) is not.
     */
    private static String unlessBlank(String partial) {
        return partial.isBlank() ? "" : partial;
    }
}
