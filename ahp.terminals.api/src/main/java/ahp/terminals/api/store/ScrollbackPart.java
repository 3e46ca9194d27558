package ahp.terminals.api.store;

import ahp.protocol.terminal.TerminalContentPart;

/**
 * One part of the scrollback while it grows: output no command claims, or one command's output with
 * what the shell said about it. The text is a builder whose oldest characters are dropped by moving
 * a front offset; the builder is compacted only once the dropped prefix is as long as what is kept,
 * so every character is copied a bounded number of times however the part is trimmed.
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
    private StringBuilder text;
    private int front;

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
        return text.length() - front;
    }

    /** Characters held in memory, dropped ones not yet compacted away included. */
    int retained() {
        return text.capacity();
    }

    /** Adds output at the end. */
    void append(String data) {
        text.append(data);
    }

    /** Drops the oldest {@code count} characters ({@code count <= length()}). */
    void dropOldest(int count) {
        front += count;
        if (front >= MIN_COMPACTION && front >= text.length() - front) {
            compact();
        }
    }

    /** The shell said the command finished. */
    void finish(Integer code, Long duration) {
        complete = true;
        exitCode = code;
        durationMs = duration;
    }

    /** This part as the protocol's immutable value. */
    TerminalContentPart toContentPart() {
        String value = text.substring(front);
        if (commandId == null) {
            return new TerminalContentPart.Unclassified(value);
        }
        return new TerminalContentPart.Command(commandId, commandLine, value, timestamp, complete, exitCode, durationMs);
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
