package ahp.terminals.api.command;

/**
 * Text kept to its last {@link #LIMIT} characters, so a command that prints without end (a
 * {@code yes} left running past its timeout) cannot fill the host's memory. The front is dropped
 * only once twice the limit is held, so an append costs time in proportion to itself. The host
 * cuts what it shows far shorter (the spec's 80,000 and 60,000 characters). Not thread-safe.
 */
final class TextTail {

    /** How many of the last characters are kept. */
    static final int LIMIT = 1_000_000;

    private final StringBuilder text = new StringBuilder();

    /** Appends {@code chars} from {@code from} to {@code to}. */
    TextTail append(CharSequence chars, int from, int to) {
        text.append(chars, from, to);
        trim();
        return this;
    }

    /** Appends {@code chars}. */
    TextTail append(CharSequence chars) {
        return append(chars, 0, chars.length());
    }

    /** Appends a line and its line break. */
    TextTail appendLine(CharSequence line) {
        text.append(line).append('\n');
        trim();
        return this;
    }

    /** Drops everything. */
    void clear() {
        text.setLength(0);
    }

    /** Whether nothing is held. */
    boolean isEmpty() {
        return text.isEmpty();
    }

    /** The last {@link #LIMIT} characters. */
    @Override
    public String toString() {
        return last(text.length() > LIMIT ? text.substring(text.length() - LIMIT) : text.toString());
    }

    /** The last {@link #LIMIT} characters of this text followed by {@code more}. */
    String followedBy(String more) {
        return more.isEmpty() ? toString() : last(text + more);
    }

    private static String last(String text) {
        return text.length() > LIMIT ? text.substring(text.length() - LIMIT) : text;
    }

    private void trim() {
        if (text.length() > 2 * LIMIT) {
            text.delete(0, text.length() - LIMIT);
        }
    }
}
