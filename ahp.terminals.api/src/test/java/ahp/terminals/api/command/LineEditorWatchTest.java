package ahp.terminals.api.command;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** Whether a line editor took a line and reads again, read from bash's and zsh's own output. */
class LineEditorWatchTest {

    /** The line the terminal shows, as the watch's caller keeps it of the same output. */
    private final CleanLines line = new CleanLines();

    private void feed(LineEditorWatch watch, String chunk) {
        watch.feed(chunk);
        line.feed(chunk, ignored -> { });
    }

    @Test
    void bashAtItsContinuationPrompt() {
        LineEditorWatch watch = new LineEditorWatch();
        feed(watch, " echo \"abc\r\n\u001b[?2004l\r");
        assertFalse(watch.readsAgain(), "the line was taken and is running");
        feed(watch, "\u001b[?2004h");
        assertTrue(watch.readsAgain());
        assertFalse(watch.promptsAgain(line.shown()), "readline prints its prompt after asking for bracketed paste");
        feed(watch, "> ");
        assertTrue(watch.promptsAgain(line.shown()));
    }

    @Test
    void zshPrintsItsPromptFirst() {
        LineEditorWatch watch = new LineEditorWatch();
        feed(watch, " \b echo \"abc\u001b[?1l\u001b>\u001b[?2004l\r\r\n\r\u001b[0m\u001b[Jdquote> \u001b[K\u001b[?1h\u001b=");
        assertFalse(watch.readsAgain());
        feed(watch, "\u001b[?2004h");
        assertTrue(watch.promptsAgain(line.shown()));
    }

    @Test
    void aSequenceSplitBetweenChunksIsFound() {
        LineEditorWatch watch = new LineEditorWatch();
        feed(watch, "x\u001b[?20");
        feed(watch, "04l\r\u001b[?2");
        feed(watch, "004h> ");
        assertTrue(watch.promptsAgain(line.shown()));
    }

    @Test
    void readingAgainBeforeTheLineWasTakenOrAfterALaterTakeIsNot() {
        LineEditorWatch watch = new LineEditorWatch();
        feed(watch, "\u001b[?2004hprompt$ ");
        assertFalse(watch.readsAgain(), "no line was taken since the watch began");
        feed(watch, "\u001b[?2004l\r\u001b[?2004h\u001b[?2004l\r\r\n");
        assertFalse(watch.readsAgain(), "the last word was off");
        feed(watch, "\u001b[?2004hprompt$ ");
        assertTrue(watch.readsAgain());
        watch.reset();
        assertFalse(watch.readsAgain());
    }

    @Test
    void aPromptGoneBackOverByACarriageReturnIsNotShown() {
        LineEditorWatch watch = new LineEditorWatch();
        feed(watch, "\u001b[?2004l\rprompt$ ^C\r\u001b[?2004h");
        assertTrue(watch.readsAgain());
        assertFalse(watch.promptsAgain(line.shown()), "the line was gone back over");
    }
}
