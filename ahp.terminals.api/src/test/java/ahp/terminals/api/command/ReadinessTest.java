package ahp.terminals.api.command;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import ahp.protocol.terminal.TerminalAction;
import ahp.protocol.terminal.TerminalClaim;
import ahp.protocol.terminal.TerminalContentPart;
import ahp.protocol.terminal.TerminalLifecycle;
import ahp.protocol.terminal.TerminalState;
import java.util.List;
import org.junit.jupiter.api.Test;

/** When a fresh shell counts as at its prompt; time is given, never waited for. */
class ReadinessTest {

    static final long QUIET = Readiness.QUIET.toNanos();

    private static TerminalState state(boolean pty, boolean marked, String printed) {
        List<TerminalContentPart> content = printed.isEmpty() ? List.of() : List.of(new TerminalContentPart.Unclassified(printed));
        return new TerminalState("sh", null, 80, 24, content, TerminalLifecycle.RUNNING, new TerminalClaim.Client(""),
                marked, pty);
    }

    @Test
    void onPipesAtOnce() {
        assertTrue(new Readiness(false).subscribed(state(false, false, ""), false, 0));
    }

    @Test
    void aMarkedShellIsReadyOnceItsLineEditorAsksForBracketedPaste() {
        assertTrue(new Readiness(true).subscribed(state(true, true, "$ "), true, 0), "reading at its marked prompt");
        assertFalse(new Readiness(true).subscribed(state(true, false, "$ "), true, 0), "reading, but no marks yet");

        Readiness bash = new Readiness(true);
        assertFalse(bash.subscribed(state(true, false, ""), false, 0));
        assertFalse(bash.onAction(new TerminalAction.CommandDetectionAvailable(), 1));
        assertFalse(bash.onAction(new TerminalAction.Data("ahp$ \u001b[?20"), 2));
        assertTrue(bash.onAction(new TerminalAction.Data("04h"), 3), "asked across two chunks, after the marks");
        assertTrue(bash.marked());

        Readiness fish = new Readiness(true);
        assertFalse(fish.subscribed(state(true, false, ""), false, 0));
        assertFalse(fish.onAction(new TerminalAction.Data("\u001b[?2004h"), 1), "asked before its prompt's marks");
        assertTrue(fish.onAction(new TerminalAction.CommandDetectionAvailable(), 2));
    }

    @Test
    void aShellNoIntegrationWatchesIsReadyOnceItsLineEditorAsksAndShowsAPrompt() {
        Readiness bash = new Readiness(true, false);
        assertFalse(bash.subscribed(state(true, false, ""), false, 0));
        assertFalse(bash.onAction(new TerminalAction.Data("motd\r\n\u001b[?2004h"), 1), "readline asks before its prompt");
        assertTrue(bash.onAction(new TerminalAction.Data("root@box:/work# "), 2), "and shows it: ready, not quiet yet");
        assertEquals("root@box:/work# ", bash.prompt());
        assertFalse(bash.marked(), "the sentinel reads its commands' ends");

        Readiness zsh = new Readiness(true, false);
        assertFalse(zsh.subscribed(state(true, false, ""), false, 0));
        assertFalse(zsh.onAction(new TerminalAction.Data("box% "), 1));
        assertTrue(zsh.onAction(new TerminalAction.Data("\u001b[?2004h"), 2), "zle shows its prompt, then asks");

        Readiness watched = new Readiness(true, true);
        watched.subscribed(state(true, false, ""), false, 0);
        assertFalse(watched.onAction(new TerminalAction.Data("\u001b[?2004h$ "), 1),
                "where the integration watches, the marks are waited for");
    }

    @Test
    void aShellThatAsksForNothingIsReadyOnceQuietAfterPrinting() {
        Readiness readiness = new Readiness(true);
        assertFalse(readiness.subscribed(state(true, false, ""), false, 0));
        assertEquals(-1, readiness.quietIn(QUIET * 5), "nothing printed: not quiet, silent");
        assertFalse(readiness.onAction(new TerminalAction.Data("ahp-sh"), 100));
        assertFalse(readiness.onAction(new TerminalAction.Data("$ "), 200));
        assertEquals(QUIET - 50, readiness.quietIn(250));
        assertFalse(readiness.ready());
        assertEquals(0, readiness.quietIn(200 + QUIET));
        assertTrue(readiness.ready());
        assertFalse(readiness.marked());
        assertEquals("ahp-sh$ ", readiness.prompt());
    }

    @Test
    void whatWasPrintedBeforeTheSubscriptionCounts() {
        Readiness readiness = new Readiness(true);
        assertFalse(readiness.subscribed(state(true, false, "motd\r\n\u001b[1mahp-sh$ \u001b[0m"), false, 1000));
        assertEquals("ahp-sh$ ", readiness.prompt());
        assertEquals(0, readiness.quietIn(1000 + QUIET));
    }

    @Test
    void theDeadlineMakesAnyShellReady() {
        Readiness readiness = new Readiness(true);
        readiness.subscribed(state(true, false, ""), false, 0);
        readiness.deadlinePassed();
        assertTrue(readiness.ready());
    }
}
