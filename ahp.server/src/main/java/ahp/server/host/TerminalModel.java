package ahp.server.host;

import ahp.protocol.terminal.TerminalAction;
import ahp.protocol.terminal.TerminalClaim;
import ahp.protocol.terminal.TerminalContentPart;
import ahp.protocol.terminal.TerminalLifecycle;
import ahp.protocol.terminal.TerminalState;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.List;

/**
 * A terminal's state as the host has sent it: the store's state when the host began listening,
 * with every action the host has published since folded in, as
 * {@link ahp.protocol.terminal.TerminalReducer} would fold them, and the scrollback capped as the
 * store caps its own. A snapshot taken from here under the host's sequence lock is exactly the state
 * before the next envelope, which the store's own state cannot promise while an action is on its way.
 * Each action costs time in proportion to its own text. Not thread-safe: changed and read under the
 * host's sequence lock.
 */
final class TerminalModel {

    /** The scrollback cap the spec sets, in characters. */
    static final int CAPACITY = 200_000;

    private String title;
    private String cwd;
    private Integer cols;
    private Integer rows;
    private TerminalLifecycle lifecycle;
    private TerminalClaim claim;
    private Boolean commandDetection;
    private final Boolean isPty;
    private final ArrayDeque<Part> parts = new ArrayDeque<>();
    private int length;

    TerminalModel(TerminalState initial) {
        title = initial.title();
        cwd = initial.cwd();
        cols = initial.cols();
        rows = initial.rows();
        lifecycle = initial.lifecycle();
        claim = initial.claim();
        commandDetection = initial.supportsCommandDetection();
        isPty = initial.isPty();
        for (TerminalContentPart part : initial.content()) {
            Part loaded = switch (part) {
                case TerminalContentPart.Unclassified u -> new Part(null, null, 0, u.value());
                case TerminalContentPart.Command c -> new Part(c.commandId(), c.commandLine(), c.timestamp(), c.output())
                        .finished(c.isComplete(), c.exitCode(), c.durationMs());
            };
            parts.addLast(loaded);
            length += loaded.text.length();
        }
    }

    /** Folds {@code action} in. */
    void apply(TerminalAction action) {
        switch (action) {
            case TerminalAction.Data data -> append(data.data());
            case TerminalAction.Input ignored -> { }
            case TerminalAction.Resized resized -> {
                cols = resized.cols();
                rows = resized.rows();
            }
            case TerminalAction.Claimed claimed -> claim = claimed.claim();
            case TerminalAction.TitleChanged titled -> title = titled.title();
            case TerminalAction.CwdChanged moved -> cwd = moved.cwd();
            case TerminalAction.Exited exited -> lifecycle = new TerminalLifecycle.Exited(exited.exitCode());
            case TerminalAction.Cleared ignored -> {
                parts.clear();
                length = 0;
            }
            case TerminalAction.CommandDetectionAvailable ignored -> commandDetection = true;
            case TerminalAction.CommandExecuted executed -> {
                commandDetection = true;
                parts.addLast(new Part(executed.commandId(), executed.commandLine(), executed.timestamp(), ""));
            }
            case TerminalAction.CommandFinished finished -> {
                for (Part part : parts) {
                    if (finished.commandId().equals(part.commandId)) {
                        part.finished(true, finished.exitCode(), finished.durationMs());
                    }
                }
            }
        }
    }

    /** The state now, as the protocol's immutable value. */
    TerminalState state() {
        List<TerminalContentPart> content = new ArrayList<>(parts.size());
        for (Part part : parts) {
            content.add(part.toContent());
        }
        return new TerminalState(title, cwd, cols, rows, content, lifecycle, claim, commandDetection, isPty);
    }

    /** The title now. */
    String title() {
        return title;
    }

    /** The holder now. */
    TerminalClaim claim() {
        return claim;
    }

    /** Running or exited. */
    TerminalLifecycle lifecycle() {
        return lifecycle;
    }

    /** Whether {@code terminal/exited} has been folded in. */
    boolean exited() {
        return lifecycle instanceof TerminalLifecycle.Exited;
    }

    private void append(String data) {
        Part tail = parts.peekLast();
        if (tail != null && tail.takesOutput()) {
            tail.text.append(data);
        } else {
            parts.addLast(new Part(null, null, 0, data));
        }
        length += data.length();
        while (length > CAPACITY && parts.size() > 1) {
            length -= parts.removeFirst().text.length();
        }
        if (length > CAPACITY) {
            parts.getFirst().text.dropOldest(length - CAPACITY);
            length = CAPACITY;
        }
    }

    /** One part, growing at its end: unclassified when it has no command id. */
    private static final class Part {
        final String commandId;
        final String commandLine;
        final long timestamp;
        final TextRope text;
        boolean complete;
        Integer exitCode;
        Long durationMs;

        Part(String commandId, String commandLine, long timestamp, String text) {
            this.commandId = commandId;
            this.commandLine = commandLine;
            this.timestamp = timestamp;
            this.text = new TextRope(text);
        }

        Part finished(boolean isComplete, Integer code, Long duration) {
            complete = isComplete;
            exitCode = code;
            durationMs = duration;
            return this;
        }

        boolean takesOutput() {
            return commandId == null || !complete;
        }

        TerminalContentPart toContent() {
            return commandId == null
                    ? new TerminalContentPart.Unclassified(text.toString())
                    : new TerminalContentPart.Command(commandId, commandLine, text.toString(), timestamp, complete,
                            exitCode, durationMs);
        }
    }
}
