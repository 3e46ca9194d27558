package ahp.terminals.api.command;

/**
 * A terminal's text as plain lines, read the way a command's output is: escape sequences removed,
 * {@code \r\n} as {@code \n}, a line redrawn after a lone {@code \r} as it was last drawn. For what a
 * terminal kept (its scrollback, or what was kept of it once it went) that is shown to a reader who
 * cannot interpret VT sequences, such as a model reading a shell.
 */
public final class PlainText {

    private PlainText() {}

    /** {@code terminalText} as plain lines; the last line is kept even without a line break. */
    public static String of(CharSequence terminalText) {
        return CleanLines.clean(terminalText);
    }
}
