package ahp.shellintegration.shells;

import ahp.protocol.terminal.TerminalAction;
import java.util.ArrayList;
import java.util.List;

/** Reading a tracker's actions back in tests. */
final class Actions {

    private Actions() {}

    /** All the output in {@code actions}, joined. */
    static String data(List<TerminalAction> actions) {
        StringBuilder data = new StringBuilder();
        for (TerminalAction action : actions) {
            if (action instanceof TerminalAction.Data(String text)) {
                data.append(text);
            }
        }
        return data.toString();
    }

    /** The actions that are not output. */
    static List<TerminalAction> events(List<TerminalAction> actions) {
        return actions.stream().filter(a -> !(a instanceof TerminalAction.Data)).toList();
    }

    /** The output between the command {@code commandId} started and finished. */
    static String outputOf(List<TerminalAction> actions, String commandId) {
        StringBuilder out = new StringBuilder();
        boolean inside = false;
        for (TerminalAction action : actions) {
            if (action instanceof TerminalAction.CommandExecuted e && e.commandId().equals(commandId)) {
                inside = true;
            } else if (action instanceof TerminalAction.CommandFinished f && f.commandId().equals(commandId)) {
                inside = false;
            } else if (inside && action instanceof TerminalAction.Data(String text)) {
                out.append(text);
            }
        }
        return out.toString();
    }

    /** The exit codes of the commands finished, in order. */
    static List<Integer> exitCodes(List<TerminalAction> actions) {
        return actions.stream().filter(TerminalAction.CommandFinished.class::isInstance)
                .map(a -> ((TerminalAction.CommandFinished) a).exitCode()).toList();
    }

    /** The command lines started, in order. */
    static List<String> lines(List<TerminalAction> actions) {
        List<String> lines = new ArrayList<>();
        for (TerminalAction action : actions) {
            if (action instanceof TerminalAction.CommandExecuted e) {
                lines.add(e.commandLine());
            }
        }
        return lines;
    }
}
