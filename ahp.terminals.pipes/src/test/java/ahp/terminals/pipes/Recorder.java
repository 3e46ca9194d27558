package ahp.terminals.pipes;

import ahp.protocol.terminal.TerminalAction;
import ahp.terminals.api.TerminalListener;
import java.util.ArrayList;
import java.util.List;

/** Keeps every action a terminal emits, and the output they carried, for a test to read. */
final class Recorder implements TerminalListener {

    private final List<TerminalAction> actions = new ArrayList<>();
    private final StringBuilder output = new StringBuilder();

    @Override
    public synchronized void onAction(TerminalAction action) {
        actions.add(action);
        if (action instanceof TerminalAction.Data data) {
            output.append(data.data());
        }
    }

    synchronized List<TerminalAction> actions() {
        return List.copyOf(actions);
    }

    synchronized String output() {
        return output.toString();
    }

    synchronized boolean saw(String text) {
        return output.indexOf(text) >= 0;
    }

    synchronized <A extends TerminalAction> List<A> all(Class<A> type) {
        return actions.stream().filter(type::isInstance).map(type::cast).toList();
    }
}
