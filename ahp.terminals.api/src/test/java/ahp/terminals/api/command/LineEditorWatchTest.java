package ahp.terminals.api.command;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** Whether a line editor took a line and reads again, read from bash's and zsh's own output. */
class LineEditorWatchTest {

    @Test
    void bashAtItsContinuationPrompt() {
        LineEditorWatch watch = new LineEditorWatch();
        watch.feed(" echo \"abc\r\n\u001b[?2004l\r");
        assertFalse(watch.readsAgain(), "the line was taken and is running");
        watch.feed("\u001b[?2004h");
        assertTrue(watch.readsAgain());
        assertFalse(watch.promptsAgain(), "readline prints its prompt after asking for bracketed paste");
        watch.feed("> ");
        assertTrue(watch.promptsAgain());
    }

    @Test
    void zshPrintsItsPromptFirst() {
        LineEditorWatch watch = new LineEditorWatch();
        watch.feed(" \b echo \"abc\u001b[?1l\u001b>\u001b[?2004l\r\r\n\r\u001b[0m\u001b[Jdquote> \u001b[K\u001b[?1h\u001b=");
        assertFalse(watch.readsAgain());
        watch.feed("\u001b[?2004h");
        assertTrue(watch.promptsAgain());
    }

    @Test
    void aSequenceSplitBetweenChunksIsFound() {
        LineEditorWatch watch = new LineEditorWatch();
        watch.feed("x\u001b[?20");
        watch.feed("04l\r\u001b[?2");
        watch.feed("004h> ");
        assertTrue(watch.promptsAgain());
    }

    @Test
    void readingAgainBeforeTheLineWasTakenOrAfterALaterTakeIsNot() {
        LineEditorWatch watch = new LineEditorWatch();
        watch.feed("\u001b[?2004hprompt$ ");
        assertFalse(watch.readsAgain(), "no line was taken since the watch began");
        watch.feed("\u001b[?2004l\r\u001b[?2004h\u001b[?2004l\r\r\n");
        assertFalse(watch.readsAgain(), "the last word was off");
        watch.feed("\u001b[?2004hprompt$ ");
        assertTrue(watch.readsAgain());
        watch.reset();
        assertFalse(watch.readsAgain());
    }

    @Test
    void aPromptGoneBackOverByACarriageReturnIsNotShown() {
        LineEditorWatch watch = new LineEditorWatch();
        watch.feed("\u001b[?2004l\rprompt$ ^C\r\u001b[?2004h");
        assertTrue(watch.readsAgain());
        assertFalse(watch.promptsAgain(), "the line was gone back over");
    }
}
