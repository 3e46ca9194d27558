package ahp.agenttools;

import ahp.terminals.api.command.PlainText;

/**
 * Output as the model is given it: control sequences removed, trimmed, and its last
 * {@link #LIMIT} characters at most (the spec's 60,000; VS Code's tools say "truncated if longer
 * than 60KB").
 */
final class ModelOutput {

    /** How many of the last characters the model is given. */
    static final int LIMIT = 60_000;

    private ModelOutput() {}

    /** A command's output, already plain (a {@code CommandOutcome}'s), trimmed and cut. */
    static String ofPlain(String plain) {
        String text = plain.strip();
        return text.length() > LIMIT ? text.substring(text.length() - LIMIT) : text;
    }

    /** A terminal's text, VT sequences and all, made plain, trimmed and cut. */
    static String ofTerminal(String raw) {
        return ofPlain(PlainText.of(raw));
    }
}
