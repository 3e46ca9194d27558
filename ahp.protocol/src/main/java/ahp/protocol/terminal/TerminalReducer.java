package ahp.protocol.terminal;

import ahp.protocol.Action;
import java.util.ArrayList;
import java.util.List;

/**
 * The terminal channel's pure reducer: {@code (state, action) -> state}. It is the meaning of every
 * terminal action; the host's own scrollback is an incremental equivalent of folding its actions
 * through here.
 */
public final class TerminalReducer {

    private TerminalReducer() {}

    /** The state after {@code action}; {@code state} itself is never changed. */
    public static TerminalState reduce(TerminalState state, TerminalAction action) {
        return switch (action) {
            case TerminalAction.Data data -> state.withContent(appendOutput(state.content(), data.data()));
            case TerminalAction.Input ignored -> state;
            case TerminalAction.Resized resized -> state.withSize(resized.cols(), resized.rows());
            case TerminalAction.Claimed claimed -> state.withClaim(claimed.claim());
            case TerminalAction.TitleChanged titled -> state.withTitle(titled.title());
            case TerminalAction.CwdChanged moved -> state.withCwd(moved.cwd());
            case TerminalAction.Exited exited -> state.withLifecycle(new TerminalLifecycle.Exited(exited.exitCode()));
            case TerminalAction.Cleared ignored -> state.withContent(List.of());
            case TerminalAction.CommandDetectionAvailable ignored -> state.withCommandDetection();
            case TerminalAction.CommandExecuted executed -> state.withCommandDetection().withContent(
                    append(state.content(), new TerminalContentPart.Command(
                            executed.commandId(), executed.commandLine(), "", executed.timestamp(), false, null, null)));
            case TerminalAction.CommandFinished finished -> state.withContent(finish(state.content(), finished));
        };
    }

    /**
     * The state after any action sent on a terminal channel: a terminal action as {@link
     * #reduce(TerminalState, TerminalAction)}; any other type (an unknown {@code terminal/*} one
     * included) changes nothing.
     */
    public static TerminalState reduce(TerminalState state, Action action) {
        return action instanceof TerminalAction terminal ? reduce(state, terminal) : state;
    }

    private static List<TerminalContentPart> appendOutput(List<TerminalContentPart> parts, String data) {
        if (!parts.isEmpty()) {
            TerminalContentPart tail = parts.getLast();
            if (tail instanceof TerminalContentPart.Command c && !c.isComplete()) {
                return replaceLast(parts, new TerminalContentPart.Command(c.commandId(), c.commandLine(),
                        c.output() + data, c.timestamp(), false, c.exitCode(), c.durationMs()));
            }
            if (tail instanceof TerminalContentPart.Unclassified u) {
                return replaceLast(parts, new TerminalContentPart.Unclassified(u.value() + data));
            }
        }
        return append(parts, new TerminalContentPart.Unclassified(data));
    }

    private static List<TerminalContentPart> finish(
            List<TerminalContentPart> parts, TerminalAction.CommandFinished finished) {
        List<TerminalContentPart> out = new ArrayList<>(parts.size());
        for (TerminalContentPart part : parts) {
            if (part instanceof TerminalContentPart.Command c && c.commandId().equals(finished.commandId())) {
                out.add(new TerminalContentPart.Command(c.commandId(), c.commandLine(), c.output(),
                        c.timestamp(), true, finished.exitCode(), finished.durationMs()));
            } else {
                out.add(part);
            }
        }
        return out;
    }

    private static List<TerminalContentPart> replaceLast(List<TerminalContentPart> parts, TerminalContentPart last) {
        List<TerminalContentPart> out = new ArrayList<>(parts);
        out.set(out.size() - 1, last);
        return out;
    }

    private static List<TerminalContentPart> append(List<TerminalContentPart> parts, TerminalContentPart part) {
        List<TerminalContentPart> out = new ArrayList<>(parts.size() + 1);
        out.addAll(parts);
        out.add(part);
        return out;
    }
}
