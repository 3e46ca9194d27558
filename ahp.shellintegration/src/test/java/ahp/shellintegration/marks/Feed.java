package ahp.shellintegration.marks;

import ahp.protocol.terminal.TerminalAction;
import java.util.ArrayList;
import java.util.List;

/**
 * A terminal's session as the store would feed it to a tracker: output chunks and client input, in
 * order. Replays it whole, cut at a position, or one character at a time, and gives the actions with
 * adjacent output merged, so runs cut differently compare equal.
 */
final class Feed {

    private record Step(boolean input, String text) {}

    static final String ESC = "\u001b";
    static final String BEL = "\u0007";
    static final String ST = ESC + "\\";

    private final List<Step> steps = new ArrayList<>();

    Feed out(String text) {
        steps.add(new Step(false, text));
        return this;
    }

    Feed in(String text) {
        steps.add(new Step(true, text));
        return this;
    }

    /** An OSC 633 mark ended by BEL. */
    static String vsc(String body) {
        return ESC + "]633;" + body + BEL;
    }

    /** An OSC 133 mark ended by BEL. */
    static String ft(String body) {
        return ESC + "]133;" + body + BEL;
    }

    /** Every output step whole. */
    List<TerminalAction> whole(ShellMarkTracker tracker) {
        List<TerminalAction> actions = new ArrayList<>();
        for (Step step : steps) {
            if (step.input()) {
                tracker.input(step.text());
            } else {
                tracker.output(step.text(), actions::add);
            }
        }
        tracker.end(actions::add);
        return merged(actions);
    }

    /** Each output step one character at a time. */
    List<TerminalAction> byCharacter(ShellMarkTracker tracker) {
        List<TerminalAction> actions = new ArrayList<>();
        for (Step step : steps) {
            if (step.input()) {
                tracker.input(step.text());
            } else {
                for (int i = 0; i < step.text().length(); i++) {
                    tracker.output(step.text().substring(i, i + 1), actions::add);
                }
            }
        }
        tracker.end(actions::add);
        return merged(actions);
    }

    /** Output step {@code stepIndex} cut in two at {@code at}; the rest whole. */
    List<TerminalAction> cut(ShellMarkTracker tracker, int stepIndex, int at) {
        List<TerminalAction> actions = new ArrayList<>();
        for (int s = 0; s < steps.size(); s++) {
            Step step = steps.get(s);
            if (step.input()) {
                tracker.input(step.text());
            } else if (s == stepIndex) {
                tracker.output(step.text().substring(0, at), actions::add);
                tracker.output(step.text().substring(at), actions::add);
            } else {
                tracker.output(step.text(), actions::add);
            }
        }
        tracker.end(actions::add);
        return merged(actions);
    }

    /** The indexes of the output steps. */
    List<Integer> outputSteps() {
        List<Integer> out = new ArrayList<>();
        for (int s = 0; s < steps.size(); s++) {
            if (!steps.get(s).input()) {
                out.add(s);
            }
        }
        return out;
    }

    /** The text of step {@code index}. */
    String text(int index) {
        return steps.get(index).text();
    }

    /** {@code actions} with each run of adjacent output joined into one, and empty output dropped. */
    static List<TerminalAction> merged(List<TerminalAction> actions) {
        List<TerminalAction> out = new ArrayList<>();
        StringBuilder data = new StringBuilder();
        for (TerminalAction action : actions) {
            if (action instanceof TerminalAction.Data(String text)) {
                data.append(text);
            } else {
                if (!data.isEmpty()) {
                    out.add(new TerminalAction.Data(data.toString()));
                    data.setLength(0);
                }
                out.add(action);
            }
        }
        if (!data.isEmpty()) {
            out.add(new TerminalAction.Data(data.toString()));
        }
        return out;
    }

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
}
