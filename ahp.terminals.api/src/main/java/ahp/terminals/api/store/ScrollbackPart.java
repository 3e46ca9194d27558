package ahp.terminals.api.store;

import ahp.protocol.terminal.TerminalContentPart;

/**
 * One part of the scrollback while it grows: output no command claims, or one command's output with
 * what the shell said about it. The text is a builder whose oldest characters are dropped by moving
 * a front offset; the builder is compacted only once the dropped prefix is as long as what is kept,
 * so every character is copied a bounded number of times however the part is trimmed.
 *
 * <p>Once a part after it begins, no more output comes to it: it is sealed, its text kept as one
 * string, and its protocol value made once and reused by every snapshot until the part changes
 * (its command finishes, or the cap trims it). A snapshot of a long scrollback thus copies the text
 * of its open part only, not of every part.
 */
final class ScrollbackPart {

    /** Below this many dropped characters a part is never compacted: a copy is not worth it. */
    private static final int MIN_COMPACTION = 8_192;

    private final String commandId;
    private final String commandLine;
    private final long timestamp;
    private boolean complete;
    private Integer exitCode;
    private Long durationMs;
    /** The text while output comes to this part; null once sealed. */
    private StringBuilder text;
    /** The text once sealed (its dropped front included until compacted). */
    private String sealed;
    private int front;
    /** The protocol value of a sealed part, until it changes. */
    private TerminalContentPart value;

    private ScrollbackPart(String commandId, String commandLine, long timestamp, String text) {
        this.commandId = commandId;
        this.commandLine = commandLine;
        this.timestamp = timestamp;
        this.text = new StringBuilder(text);
    }

    /** Output that no command claims. */
    static ScrollbackPart unclassified(String value) {
        return new ScrollbackPart(null, null, 0, value);
    }

    /** A command that has just started, with no output yet. */
    static ScrollbackPart command(String commandId, String commandLine, long timestamp) {
        return new ScrollbackPart(commandId, commandLine, timestamp, "");
    }

    /** The same part as a protocol value would describe it. */
    static ScrollbackPart of(TerminalContentPart part) {
        return switch (part) {
            case TerminalContentPart.Unclassified u -> unclassified(u.value());
            case TerminalContentPart.Command c -> {
                ScrollbackPart command = new ScrollbackPart(c.commandId(), c.commandLine(), c.timestamp(), c.output());
                command.complete = c.isComplete();
                command.exitCode = c.exitCode();
                command.durationMs = c.durationMs();
                yield command;
            }
        };
    }

    /** Whether output goes on the end of this part: unclassified, or a command not finished. */
    boolean takesOutput() {
        return commandId == null || !complete;
    }

    /** The command's id, or null for output no command claims. */
    String commandId() {
        return commandId;
    }

    /** The characters this part holds. */
    int length() {
        return (text != null ? text.length() : sealed.length()) - front;
    }

    /** Characters held in memory, dropped ones not yet compacted away included. */
    int retained() {
        return text != null ? text.capacity() : sealed.length();
    }

    /** Adds output at the end. */
    void append(String data) {
        if (text == null) {
            // Not reached by the scrollback, which writes to its last part only; kept correct anyway.
            text = new StringBuilder(sealed.substring(front));
            sealed = null;
            front = 0;
        }
        text.append(data);
        value = null;
    }

    /** No more output comes to this part: a part after it began. */
    void seal() {
        if (text != null) {
            sealed = text.substring(front);
            text = null;
            front = 0;
            value = null;
        }
    }

    /** Drops the oldest {@code count} characters ({@code count <= length()}). */
    void dropOldest(int count) {
        front += count;
        value = null;
        if (text == null) {
            if (front >= MIN_COMPACTION && front >= sealed.length() - front) {
                sealed = sealed.substring(front);
                front = 0;
            }
        } else if (front >= MIN_COMPACTION && front >= text.length() - front) {
            compact();
        }
    }

    /** The shell said the command finished. */
    void finish(Integer code, Long duration) {
        complete = true;
        exitCode = code;
        durationMs = duration;
        value = null;
    }

    /** This part as the protocol's immutable value. */
    TerminalContentPart toContentPart() {
        if (value != null) {
            return value;
        }
        String kept = text != null ? text.substring(front) : sealed.substring(front);
        TerminalContentPart part = commandId == null ? new TerminalContentPart.Unclassified(kept)
                : new TerminalContentPart.Command(commandId, commandLine, kept, timestamp, complete, exitCode, durationMs);
        if (text == null) {
            value = part;
        }
        return part;
    }

    private void compact() {
        // A builder that once held one huge chunk keeps its capacity; give it back when it is far
        // larger than what is kept. Twice what is kept is the steady state of a streaming terminal
        // (compaction comes when the dropped prefix is as long as the rest), so that alone keeps
        // the builder and moves the kept characters down in place: one copy, nothing allocated.
        int kept = text.length() - front;
        if (text.capacity() > 4 * Math.max(kept, MIN_COMPACTION)) {
            text = new StringBuilder(text.substring(front));
        } else {
            text.delete(0, front);
        }
        front = 0;
    }
}
