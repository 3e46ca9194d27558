package ahp.server.stack;

import ahp.server.testing.Await;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import ahp.protocol.terminal.TerminalContentPart;
import ahp.protocol.terminal.TerminalLifecycle;
import ahp.terminals.api.Terminal;
import ahp.terminals.api.TerminalSpec;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.CompletionStage;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The real screen behind the store, seen through {@link Terminal}: the alternate screen, bracketed
 * paste and the cursor report, with real programs under a real pseudoterminal.
 */
class ScreenThroughStoreTest {

    /** Clears the screen, puts the cursor at row 3, column 7, and asks where it is. */
    static final String ASK_AT_3_7 = "printf '\\033[2J\\033[3;7H\\033[6n'";
    /** The report for row 3, column 7 as {@code od -An -tx1} prints it, one byte a word. */
    static final String REPORT_3_7 = "report: 1b 5b 33 3b 37 52";

    @TempDir
    Path tmp;


    @Test
    void lessGoesToTheAlternateScreenAndBack() throws Exception {
        Path file = Files.writeString(tmp.resolve("long.txt"),
                IntStream.rangeClosed(1, 300).mapToObj(i -> "line " + i).collect(Collectors.joining("\n", "", "\n")));
        try (Stack stack = Stack.pty()) {
            IntegratedBash s = IntegratedBash.open(stack, tmp);
            CompletionStage<Void> entered = s.terminal().whenAltBuffer();
            assertFalse(entered.toCompletableFuture().isDone(), "a shell at its prompt is on the normal screen");
            assertFalse(s.terminal().isInAltBuffer());

            Typist.Point before = s.typist().here();
            s.terminal().input("less " + file + "\r");
            Await.done("less to enter the alternate screen", entered, Await.STEP);
            assertTrue(s.terminal().isInAltBuffer());
            s.recorder().await("less to show the file", r -> r.data().contains("line 20"));

            s.terminal().input("q");
            s.typist().awaitFinished(before, "less");
            assertFalse(s.terminal().isInAltBuffer(), "less left the alternate screen");
            assertFalse(s.terminal().whenAltBuffer().toCompletableFuture().isDone(), "a new wait waits again");
            TerminalContentPart.Command less = IntegratedShellsTest.commands(s.terminal().state()).getLast();
            assertEquals("less " + file, less.commandLine());
            assertEquals(0, less.exitCode());
        }
    }

    @Test
    void tputSmcupStaysOnTheAlternateScreenUntilRmcup() throws Exception {
        try (Stack stack = Stack.pty()) {
            IntegratedBash s = IntegratedBash.open(stack, tmp);
            CompletionStage<Void> entered = s.terminal().whenAltBuffer();
            s.typist().run("tput smcup");
            Await.done("tput smcup to enter the alternate screen", entered, Await.STEP);
            assertTrue(s.terminal().isInAltBuffer(), "the program left the terminal there");
            assertTrue(s.terminal().whenAltBuffer().toCompletableFuture().isDone(), "already there: settled");
            s.typist().run("tput rmcup");
            assertFalse(s.terminal().isInAltBuffer());
        }
    }

    @Test
    void bashTurnsBracketedPasteOnAtEachPromptAndOffForACommand() throws Exception {
        try (Stack stack = Stack.pty()) {
            IntegratedBash s = IntegratedBash.open(stack, tmp);
            Await.until("bash 5.2's readline to turn bracketed paste on at its prompt", Await.STEP,
                    s.terminal()::isBracketedPasteMode, () -> Recorder.visible(s.recorder().data()));

            Typist.Point before = s.typist().here();
            s.terminal().input("printf 'run%s\\n' ning; cat\r");
            s.recorder().await("the command to run", r -> r.data().contains("running"));
            assertFalse(s.terminal().isBracketedPasteMode(), "readline turned it off before the command ran");

            s.terminal().input("\u0004"); // end of input for cat
            s.typist().awaitFinished(before, "cat");
            Await.until("bracketed paste on again at the next prompt", Await.STEP,
                    s.terminal()::isBracketedPasteMode, () -> Recorder.visible(s.recorder().data()));
        }
    }

    @Test
    void aProgramTurnsBracketedPasteOnAndOff() throws Exception {
        try (Stack stack = Stack.pty()) {
            IntegratedBash s = IntegratedBash.open(stack, tmp, false); // readline told to leave it alone (~/.inputrc)
            assertFalse(s.terminal().isBracketedPasteMode(), "bash at its prompt did not ask for it");
            s.typist().run("printf '\\e[?2004h'");
            assertTrue(s.terminal().isBracketedPasteMode(), "the program asked for it");
            s.typist().run("echo still");
            assertTrue(s.terminal().isBracketedPasteMode(), "nobody turned it off");
            s.typist().run("printf '\\e[?2004l'");
            assertFalse(s.terminal().isBracketedPasteMode());
        }
    }

    @Test
    void aProgramAskingForTheCursorGetsTheScreensAnswer() throws Exception {
        try (Stack stack = Stack.pty()) {
            Terminal terminal = stack.open(TerminalSpec.builder().shell("/bin/sh").directory(tmp)
                    .environment(Homes.create(tmp.resolve("home"), "sh"))
                    .commandLine("stty raw -echo; " + ASK_AT_3_7
                            + "; r=$(dd bs=1 count=6 2>/dev/null | od -An -tx1); stty sane; echo report:$r")
                    .build());
            Recorder recorder = Recorder.subscribe(terminal);
            TerminalLifecycle.Exited exited = Await.done("the program to read its answer and exit", terminal.exited(),
                    Await.STEP);
            assertEquals(0, exited.exitCode());
            String all = Recorder.text(terminal.state());
            assertTrue(all.contains(REPORT_3_7), "ESC [ 3 ; 7 R came back: " + Recorder.visible(all));
            assertQueryAnsweredOnce(all, recorder);
            assertEquals(terminal.state(), recorder.folded());
        }
    }

    @Test
    void aCommandTypedIntoAnIntegratedShellGetsTheCursorReport() throws Exception {
        try (Stack stack = Stack.pty()) {
            IntegratedBash s = IntegratedBash.open(stack, tmp);
            s.typist().run("stty raw -echo; " + ASK_AT_3_7
                    + "; r=$(dd bs=1 count=6 2>/dev/null | od -An -tx1); stty sane; echo report:$r");
            TerminalContentPart.Command asked = IntegratedShellsTest.commands(s.terminal().state()).getLast();
            assertEquals(0, asked.exitCode());
            assertTrue(asked.output().contains(REPORT_3_7), Recorder.visible(asked.output()));
            assertQueryAnsweredOnce(asked.output(), s.recorder());
        }
    }

    @Test
    void aResizedTerminalsScreenAnswersForItsNewSize() throws Exception {
        try (Stack stack = Stack.pty()) {
            IntegratedBash s = IntegratedBash.open(stack, tmp);
            s.terminal().resize(120, 40);
            s.typist().run("stty size");
            TerminalContentPart.Command size = IntegratedShellsTest.commands(s.terminal().state()).getLast();
            assertTrue(size.output().contains("40 120"), "the shell was told: " + Recorder.visible(size.output()));
            // Beyond 80x24: a screen left at the old size would clamp the cursor to row 24, column 80.
            s.typist().run("stty raw -echo; printf '\\033[2J\\033[35;110H\\033[6n'"
                    + "; r=$(dd bs=1 count=9 2>/dev/null | od -An -tx1); stty sane; echo report:$r");
            TerminalContentPart.Command asked = IntegratedShellsTest.commands(s.terminal().state()).getLast();
            assertTrue(asked.output().contains("report: 1b 5b 33 35 3b 31 31 30 52"), Recorder.visible(asked.output()));
            assertEquals(120, s.terminal().state().cols());
            assertEquals(40, s.terminal().state().rows());
        }
    }


    /**
     * The screen answered the query, so no client may see it: a client's own terminal (xterm.js)
     * would answer it again into the program's input, and again each time a client that subscribes
     * later is sent the scrollback.
     */
    private static void assertQueryAnsweredOnce(String content, Recorder recorder) {
        assertFalse(content.contains("\u001b[6n"), "the answered query is not in the content: " + Recorder.visible(content));
        assertFalse(recorder.data().contains("\u001b[6n"), "nor in terminal/data: " + Recorder.visible(recorder.data()));
        assertTrue(content.contains("\u001b[2J\u001b[3;7H"), "the rest of what was printed is: " + Recorder.visible(content));
    }
}
