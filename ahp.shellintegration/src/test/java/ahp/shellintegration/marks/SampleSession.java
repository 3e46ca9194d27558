package ahp.shellintegration.marks;

import static ahp.shellintegration.marks.Feed.BEL;
import static ahp.shellintegration.marks.Feed.ESC;
import static ahp.shellintegration.marks.Feed.ST;

import ahp.protocol.terminal.TerminalAction;
import ahp.protocol.terminal.TerminalAction.CommandDetectionAvailable;
import ahp.protocol.terminal.TerminalAction.CommandExecuted;
import ahp.protocol.terminal.TerminalAction.CommandFinished;
import ahp.protocol.terminal.TerminalAction.CwdChanged;
import ahp.protocol.terminal.TerminalAction.Data;
import java.util.List;

/** A whole prompt, command, finish session in OSC 633, and the actions it must give. */
final class SampleSession {

    private SampleSession() {}

    /** A whole session in OSC 633, as this host's bash script writes it, with ST or BEL ends. */
    static Feed feed(boolean st) {
        String end = st ? ST : BEL;
        String e = ESC + "]633;";
        return new Feed()
                .out("welcome\r\n" + e + "P;Cwd=/home/ann" + end + e + "A" + end + "ann$ " + e + "B" + end)
                .in("echo 'a;b' \\\r")
                .out("echo 'a;b' \\\r\n" + e + "E;echo 'a\\x3bb' \\\\;" + ShellMarkTrackerTest.NONCE + end + e + "C" + end
                        + "a;b \\\r\n" + e + "D;0" + end + e + "P;Cwd=/home/ann" + end + e + "A" + end + "ann$ "
                        + e + "B" + end)
                .in("false\r")
                .out("false\r\n" + e + "E;false;" + ShellMarkTrackerTest.NONCE + end + e + "C" + end + e + "D;1" + end
                        + e + "P;Cwd=/tmp/a\\x20b" + end + e + "A" + end + "ann$ " + e + "B" + end)
                .in("\r")
                .out("\r\n" + e + "D" + end + e + "A" + end + "ann$ " + e + "B" + end + "tail");
    }

    static List<TerminalAction> expected() {
        return List.of(
                new Data("welcome\r\n"),
                new CommandDetectionAvailable(),
                new CwdChanged("file:///home/ann"),
                new Data("ann$ echo 'a;b' \\\r\n"),
                new CommandExecuted("cmd-1", "echo 'a;b' \\", ShellMarkTrackerTest.T0),
                new Data("a;b \\\r\n"),
                new CommandFinished("cmd-1", 0, 0L),
                new Data("ann$ false\r\n"),
                new CommandExecuted("cmd-2", "false", ShellMarkTrackerTest.T0),
                new CommandFinished("cmd-2", 1, 0L),
                new CwdChanged("file:///tmp/a%20b"),
                new Data("ann$ \r\nann$ tail"));
    }
}
