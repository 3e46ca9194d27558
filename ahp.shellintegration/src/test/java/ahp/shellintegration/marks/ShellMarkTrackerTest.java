package ahp.shellintegration.marks;

import static ahp.shellintegration.marks.Feed.BEL;
import static ahp.shellintegration.marks.Feed.ESC;
import static ahp.shellintegration.marks.Feed.ST;
import static ahp.shellintegration.marks.Feed.ft;
import static ahp.shellintegration.marks.Feed.vsc;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import ahp.protocol.terminal.TerminalAction;
import ahp.protocol.terminal.TerminalAction.CommandDetectionAvailable;
import ahp.protocol.terminal.TerminalAction.CommandExecuted;
import ahp.protocol.terminal.TerminalAction.CommandFinished;
import ahp.protocol.terminal.TerminalAction.CwdChanged;
import ahp.protocol.terminal.TerminalAction.Data;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class ShellMarkTrackerTest {

    static final String NONCE = "4f1c2a9e-7d1b-4c55-9a0e-2f6b8c3d1e77";
    static final long T0 = new ManualTicks().millis;

    static ShellMarkTracker tracker() {
        return new ShellMarkTracker(NONCE, new ManualTicks());
    }

    @Test
    void readsEveryMarkOfAWholeSessionWithBelOrSt() {
        assertEquals(SampleSession.expected(), SampleSession.feed(false).whole(tracker()));
        assertEquals(SampleSession.expected(), SampleSession.feed(true).whole(tracker()));
    }

    @Test
    void sendsEachEventWhereItsMarkStood() {
        List<TerminalAction> actions = new ArrayList<>();
        ShellMarkTracker tracker = tracker();
        tracker.output("before" + vsc("C") + "during" + vsc("D;3") + "after", actions::add);
        assertEquals(List.of(new Data("before"), new CommandDetectionAvailable(),
                new CommandExecuted("cmd-1", "", T0), new Data("during"),
                new CommandFinished("cmd-1", 3, 0L), new Data("after")), actions);
    }

    @Test
    void measuresTheDurationFromC() {
        ManualTicks ticks = new ManualTicks();
        ShellMarkTracker tracker = new ShellMarkTracker(NONCE, ticks);
        List<TerminalAction> actions = new ArrayList<>();
        tracker.output(vsc("A") + vsc("B") + vsc("E;sleep 1;" + NONCE), actions::add);
        ticks.advance(40);
        tracker.output(vsc("C"), actions::add);
        ticks.advance(1234);
        tracker.output(vsc("D;0"), actions::add);
        assertEquals(List.of(new CommandDetectionAvailable(), new CommandExecuted("cmd-1", "sleep 1", T0 + 40),
                new CommandFinished("cmd-1", 0, 1234L)), actions);
    }

    @Test
    void onceTheShellSpeaks633Its133MarksAreRemovedButNotRead() {
        Feed feed = new Feed()
                .out(ft("A") + "$ " + ft("B")).in("ls\r")
                .out("ls\r\n" + ft("C") + "out\r\n" + ft("D;0") + ft("A;aid=7") + "$ " + ft("B"))
                .out(vsc("A") + ft("A") + "$ " + vsc("B") + ft("B"))
                .in("pwd\r")
                .out("pwd\r\n" + vsc("E;pwd;" + NONCE) + vsc("C") + ft("C;") + "/\r\n" + ft("D;0;aid=7") + vsc("D;0"));
        assertEquals(List.of(
                new CommandDetectionAvailable(),
                new Data("$ ls\r\n"),
                new CommandExecuted("cmd-1", "ls", T0),
                new Data("out\r\n"),
                new CommandFinished("cmd-1", 0, 0L),
                new Data("$ $ pwd\r\n"),
                new CommandExecuted("cmd-2", "pwd", T0),
                new Data("/\r\n"),
                new CommandFinished("cmd-2", 0, 0L)), feed.whole(tracker()));
    }

    @Test
    void osc133AloneGivesBoundariesWithTheLineReadBackFromInput() {
        Feed feed = new Feed()
                .out(ft("A;cl=m") + "% " + ft("B"))
                .in("ech").in("x\u007fo hi\r")
                .out("echo hi\r\n" + ft("C") + "hi\r\n" + ft("D;0;aid=1"))
                .out(ft("A") + "% " + ft("B")).in("\u0003")
                .out("^C\r\n" + ft("D") + ft("A") + "% " + ft("B"));
        assertEquals(List.of(
                new CommandDetectionAvailable(),
                new Data("% echo hi\r\n"),
                new CommandExecuted("cmd-1", "echo hi", T0),
                new Data("hi\r\n"),
                new CommandFinished("cmd-1", 0, 0L),
                new Data("% ^C\r\n% ")), feed.whole(tracker()));
    }

    @Test
    void aLineWithoutThisTerminalsNonceCannotPassForTheShell() {
        for (String spoof : List.of("E;rm -rf ~;wrong-nonce", "E;rm -rf ~", "E;rm -rf ~;" + NONCE + "x",
                "E;rm -rf ~;", "E")) {
            Feed feed = new Feed()
                    .out(vsc("A") + "$ " + vsc("B")).in("cat notes\r")
                    .out("cat notes\r\n" + vsc(spoof) + vsc("C") + "text" + vsc("D;0"));
            List<TerminalAction> actions = feed.whole(tracker());
            assertTrue(actions.contains(new CommandExecuted("cmd-1", "cat notes", T0)), spoof + ": " + actions);
            assertFalse(Feed.data(actions).contains("]633"), "marks are not output");
        }
    }

    @Test
    void aProgramPrintingMarksMidCommandCannotSetALine() {
        Feed feed = new Feed()
                .out(vsc("A") + "$ " + vsc("B")).in("cat evil\r")
                .out("cat evil\r\n" + vsc("E;cat evil;" + NONCE) + vsc("C")
                        + vsc("E;curl x | sh;not-the-nonce") + vsc("C") + "more" + vsc("D;0"));
        List<TerminalAction> actions = feed.whole(tracker());
        assertEquals(List.of(
                new CommandDetectionAvailable(),
                new Data("$ cat evil\r\n"),
                new CommandExecuted("cmd-1", "cat evil", T0),
                new CommandFinished("cmd-1", null, 0L),
                new CommandExecuted("cmd-2", "", T0),
                new Data("more"),
                new CommandFinished("cmd-2", 0, 0L)), actions);
    }

    @Test
    void aNullOrBlankNonceTrustsNoLine() {
        for (String nonce : new String[] {null, "", " "}) {
            ShellMarkTracker tracker = new ShellMarkTracker(nonce, new ManualTicks());
            List<TerminalAction> actions = new Feed().out(vsc("B")).in("ls\r")
                    .out(vsc("E;rm -rf ~;") + vsc("E;rm -rf ~;" + nonce) + vsc("C")).whole(tracker);
            assertTrue(actions.contains(new CommandExecuted("cmd-1", "ls", T0)), String.valueOf(actions));
        }
    }

    @Test
    void finishesNothingWhenNothingRan() {
        List<TerminalAction> actions = new Feed()
                .out(vsc("D") + vsc("D;0") + vsc("A") + "$ " + vsc("B") + "\r\n" + vsc("D") + vsc("A") + "$ ")
                .whole(tracker());
        assertEquals(List.of(new CommandDetectionAvailable(), new Data("$ \r\n$ ")), actions);
    }

    @Test
    void readsExitCodesAsTheShellWroteThem() {
        List<TerminalAction> actions = new Feed()
                .out(vsc("C") + vsc("D;-1") + vsc("C") + vsc("D;3221225786") + vsc("C") + vsc("D;oops")
                        + vsc("C") + vsc("D;") + vsc("C") + vsc("D; 130 "))
                .whole(tracker());
        List<Integer> codes = actions.stream()
                .filter(CommandFinished.class::isInstance).map(a -> ((CommandFinished) a).exitCode()).toList();
        assertEquals(java.util.Arrays.asList(-1, (int) 3221225786L, null, null, 130), codes);
    }

    @Test
    void saysCommandDetectionOnceAtTheFirstShellMarkButNotForOsc7Alone() {
        List<TerminalAction> actions = new Feed()
                .out(ESC + "]7;file://host/srv" + BEL + "x" + vsc("P;Cwd=/srv") + vsc("A") + ft("A") + vsc("A"))
                .whole(tracker());
        assertEquals(List.of(new CwdChanged("file:///srv"), new Data("x"), new CommandDetectionAvailable()), actions);
    }

    @Test
    void readsTheDirectoryFromOsc7AndFromP() {
        List<TerminalAction> actions = new Feed()
                .out(ESC + "]7;file://box.local/home/ann/My%20Files/%C3%A9t%C3%A9" + ST)
                .out(ESC + "]7;file:///home/ann/My%20Files/%C3%A9t%C3%A9/" + BEL)
                .out(ESC + "]7;kitty-shell-cwd://box/x" + BEL + ESC + "]7;not a uri" + BEL)
                .out(vsc("P;Cwd=/var//log/./a\\x3bb\\\\c"))
                .out(vsc("P;Cwd=C:\\x5cUsers\\x5cann") + vsc("P;Cwd=relative/dir") + vsc("P;Cwd=")
                        + vsc("P;IsWindows=True") + vsc("P;Cwd=/"))
                .whole(tracker());
        assertEquals(List.of(
                new CwdChanged("file:///home/ann/My%20Files/%C3%A9t%C3%A9"),
                new CommandDetectionAvailable(),
                new CwdChanged("file:///var/log/a;b%5Cc"),
                new CwdChanged("file:///C:/Users/ann"),
                new CwdChanged("file:///")), actions);
    }

    @Test
    void aRedrawnPromptKeepsWhatWasTypedButANewOneForgetsIt() {
        Feed feed = new Feed()
                .out(ft("A") + "$ " + ft("B")).in("ls -l")
                .out(ft("A") + "$ " + ft("B") + "ls -l").in("\r")
                .out("\r\n" + ft("C") + ft("D;0")).in("stale")
                .out(ft("A") + "$ " + ft("B")).in("pwd\r")
                .out(ft("C"));
        assertEquals(List.of("ls -l", "pwd"), feed.whole(tracker()).stream()
                .filter(CommandExecuted.class::isInstance).map(a -> ((CommandExecuted) a).commandLine()).toList());
    }
}
