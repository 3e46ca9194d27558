package ahp.shellintegration.marks;

import static ahp.shellintegration.marks.Feed.BEL;
import static ahp.shellintegration.marks.Feed.ESC;
import static ahp.shellintegration.marks.Feed.ST;
import static ahp.shellintegration.marks.Feed.vsc;
import static ahp.shellintegration.marks.ShellMarkTrackerTest.NONCE;
import static ahp.shellintegration.marks.ShellMarkTrackerTest.T0;
import static ahp.shellintegration.marks.ShellMarkTrackerTest.tracker;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import ahp.protocol.terminal.TerminalAction;
import ahp.protocol.terminal.TerminalAction.CommandExecuted;
import ahp.protocol.terminal.TerminalAction.Data;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** How output is cut does not matter; what is no mark passes byte-exact; a split mark is held, within a limit. */
class MarkChunkingTest {

    @Test
    void givesTheSameActionsWhateverTheChunksAre() {
        for (boolean st : new boolean[] {false, true}) {
            Feed feed = SampleSession.feed(st);
            assertEquals(SampleSession.expected(), feed.byCharacter(tracker()), "one character at a time");
            for (int step : feed.outputSteps()) {
                for (int at = 0; at <= feed.text(step).length(); at++) {
                    assertEquals(SampleSession.expected(), feed.cut(tracker(), step, at), "step " + step + " cut at " + at);
                }
            }
        }
    }

    @Test
    void foreignSequencesPassThroughByteExact() {
        String foreign = ESC + "]0;a title" + BEL
                + ESC + "]8;;https://example.com/x;y" + ST + "link" + ESC + "]8;;" + ST
                + ESC + "]1337;CurrentDir=/x" + BEL
                + ESC + "]6333;A" + BEL + ESC + "]13;A" + BEL + ESC + "]77;x" + BEL + ESC + "]63;A" + BEL
                + ESC + "[31mred" + ESC + "[0m" + ESC + "P1$r0m" + ST + ESC + "(B" + ESC + "=" + ESC
                + "]633" + BEL + ESC + "]133" + ST + "\u00e9\u4e2d\ud83d\ude00" + ESC;
        Feed feed = new Feed().out(foreign);
        List<TerminalAction> expected = List.of(new Data(foreign));
        assertEquals(expected, feed.whole(tracker()));
        assertEquals(expected, feed.byCharacter(tracker()));
    }

    @Test
    void anInterruptedMarkIsOutput() {
        String interrupted = ESC + "]633;E;half" + ESC + "[0m" + ESC + "]133;A" + "\u0018" + "rest";
        List<TerminalAction> actions = new Feed().out(interrupted).whole(tracker());
        assertEquals(List.of(new Data(interrupted)), actions);
    }

    @Test
    void holdsASplitMarkUpTo1024Characters() {
        String e = ESC + "]633;E;";
        String suffix = ";" + NONCE + BEL;
        for (int length : new int[] {1023, 1024, 1025, 2000}) {
            String line = "x".repeat(length - e.length() - suffix.length());
            String mark = e + line + suffix;
            assertEquals(length, mark.length());
            Feed feed = new Feed().out("$ " + mark + vsc("C") + "out");
            List<TerminalAction> whole = feed.whole(tracker());
            assertEquals(whole, feed.byCharacter(tracker()), "length " + length);
            CommandExecuted executed = (CommandExecuted) whole.stream()
                    .filter(CommandExecuted.class::isInstance).findFirst().orElseThrow();
            if (length <= MarkScanner.MAX_MARK) {
                assertEquals(line, executed.commandLine());
                assertEquals("$ out", Feed.data(whole));
            } else {
                assertEquals("", executed.commandLine(), "a mark too long is no mark");
                assertEquals("$ " + mark + "out", Feed.data(whole));
            }
        }
    }

    @Test
    void aHeldMarkThatGrowsPastTheLimitGoesOutAsOutput() {
        ShellMarkTracker tracker = tracker();
        List<TerminalAction> actions = new ArrayList<>();
        String start = ESC + "]633;E;";
        tracker.output("a" + start, actions::add);
        assertEquals(List.of(new Data("a")), actions, "the start of a mark is held");
        StringBuilder sent = new StringBuilder("a" + start);
        for (int i = 0; i < 20; i++) {
            String piece = "y".repeat(100);
            tracker.output(piece, actions::add);
            sent.append(piece);
        }
        tracker.output(vsc("C"), actions::add);
        List<TerminalAction> merged = Feed.merged(actions);
        assertEquals(sent.toString(), Feed.data(merged));
        assertEquals(new CommandExecuted("cmd-1", "", T0), merged.get(2));
    }

    @Test
    void endHandsOverWhatIsHeld() {
        ShellMarkTracker tracker = tracker();
        List<TerminalAction> actions = new ArrayList<>();
        tracker.output("bye" + ESC + "]633;D", actions::add);
        assertEquals(List.of(new Data("bye")), actions);
        tracker.end(actions::add);
        assertEquals(List.of(new Data("bye"), new Data(ESC + "]633;D")), actions);
        tracker.end(actions::add);
        assertEquals(2, actions.size(), "nothing is handed over twice");
    }

    @Test
    void aLoneEscAtTheEndOfAChunkIsHeldThenOutput() {
        ShellMarkTracker tracker = tracker();
        List<TerminalAction> actions = new ArrayList<>();
        tracker.output("red" + ESC, actions::add);
        tracker.output("[31m!", actions::add);
        assertEquals(List.of(new Data("red"), new Data(ESC + "[31m!")), actions);
    }

    @Test
    void aChunkWithNoMarkIsPassedOnAsItIs() {
        ShellMarkTracker tracker = tracker();
        List<TerminalAction> actions = new ArrayList<>();
        String chunk = "plain " + ESC + "[1mbold" + ESC + "[0m";
        tracker.output(chunk, actions::add);
        assertEquals(1, actions.size());
        assertTrue(((Data) actions.getFirst()).data() == chunk, "the same string, not a copy");
    }
}
