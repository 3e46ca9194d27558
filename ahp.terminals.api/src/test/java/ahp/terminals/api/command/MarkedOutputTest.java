package ahp.terminals.api.command;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import ahp.protocol.terminal.TerminalAction;
import ahp.terminals.api.command.CommandReader.Progress;
import org.junit.jupiter.api.Test;

/** A command's output and end from the shell's marks. */
class MarkedOutputTest {

    private static TerminalAction data(String text) {
        return new TerminalAction.Data(text);
    }

    @Test
    void theOutputIsWhatCameBetweenItsStartAndItsFinish() {
        MarkedOutput reader = new MarkedOutput(false, true);
        assertEquals(Progress.RUNNING, reader.read(data(" echo hi\r\n")));
        assertEquals(Progress.RUNNING, reader.read(new TerminalAction.CommandExecuted("cmd-4", "echo hi", 1)));
        assertEquals(Progress.RUNNING, reader.read(data("\u001b[1mhi\u001b[0m\r\n")));
        assertEquals("hi\n", reader.output());
        assertEquals(Progress.RUNNING, reader.read(new TerminalAction.CommandFinished("cmd-3", 9, 1L)),
                "another command's finish");
        assertEquals(Progress.FINISHED, reader.read(new TerminalAction.CommandFinished("cmd-4", 0, 1L)));
        assertEquals(0, reader.exitCode());
        assertEquals(Progress.FINISHED, reader.read(data("\u001b[?2004l   \r")), "no life: modes and blanks");
        assertEquals(Progress.ENDED, reader.read(data("\u001b[1mprompt$ ")), "the prompt's text");
        assertEquals("hi\n", reader.output(), "what came after the finish is not output");
    }

    @Test
    void theLineEditorAskingForBracketedPasteShowsTheShellLivesOn() {
        MarkedOutput reader = new MarkedOutput(false, true);
        reader.read(new TerminalAction.CommandExecuted("cmd-1", "x", 1));
        reader.read(new TerminalAction.CommandFinished("cmd-1", 0, 1L));
        assertEquals(Progress.ENDED, reader.read(data("\u001b[?2004h")));
    }

    @Test
    void aFinishWithNoCodeEndsItWithNone() {
        MarkedOutput reader = new MarkedOutput(false, true);
        reader.read(new TerminalAction.CommandExecuted("cmd-1", "x", 1));
        reader.read(data("no line break"));
        assertEquals(Progress.FINISHED, reader.read(new TerminalAction.CommandFinished("cmd-1", null, 1L)));
        assertNull(reader.exitCode());
        assertEquals("no line break", reader.output());
    }

    @Test
    void zshsBlankLineBeforeItsPromptIsNotOutput() {
        MarkedOutput reader = new MarkedOutput(true, false);
        reader.read(new TerminalAction.CommandExecuted("cmd-1", "echo hi", 1));
        reader.read(data("hi\r\n" + " ".repeat(79) + "\r \r"));
        reader.read(new TerminalAction.CommandFinished("cmd-1", 0, 1L));
        assertEquals("hi\n", reader.output());
    }

    @Test
    void bashsBareSubshellIsMarkedAfterItsOutput() {
        MarkedOutput reader = new MarkedOutput(true, false);
        reader.read(data(" (echo sub; exit 4)\r\n"));
        reader.read(data("sub\r\n"));
        assertEquals("sub\n", reader.output(), "so far, before the start");
        reader.read(new TerminalAction.CommandExecuted("cmd-2", "(echo sub; exit 4)", 1));
        assertEquals(Progress.ENDED, reader.read(new TerminalAction.CommandFinished("cmd-2", 4, 1L)));
        assertEquals("sub\n", reader.output());
        assertEquals(4, reader.exitCode());
    }

    @Test
    void withoutThatHabitWhatCameBeforeTheStartIsNotOutput() {
        MarkedOutput reader = new MarkedOutput(false, true);
        reader.read(data(" true\r\nnoise\r\n"));
        reader.read(new TerminalAction.CommandExecuted("cmd-2", "true", 1));
        assertEquals(Progress.FINISHED, reader.read(new TerminalAction.CommandFinished("cmd-2", 0, 1L)));
        assertEquals("", reader.output());
    }

    @Test
    void aShellThatMarksTheFinishOnlyAtItsPromptEndsTheCommandAtTheFinish() {
        MarkedOutput reader = new MarkedOutput(true, false);
        reader.read(data(" echo hi\r\n"));
        reader.read(new TerminalAction.CommandExecuted("cmd-7", "echo hi", 1));
        reader.read(data("hi\r\n"));
        assertEquals(Progress.ENDED, reader.read(new TerminalAction.CommandFinished("cmd-7", 3, 1L)),
                "bash and zsh mark the finish from their prompt hooks: no exit can follow it");
        assertEquals(3, reader.exitCode());
        assertEquals("hi\n", reader.output());
        assertEquals(Progress.ENDED, reader.read(data("prompt$ ")));
        assertEquals("hi\n", reader.output(), "the prompt after it is not output");
    }

    @Test
    void aLineTheShellWaitsToSeeTheRestOfIsRefusedAndEndsOnceGivenUp() {
        MarkedOutput reader = new MarkedOutput(true, false);
        assertEquals(Progress.RUNNING, reader.read(data(" echo \"abc\r\n\u001b[?2004l\r\u001b[?2004h")));
        assertEquals(Progress.REFUSED, reader.read(data("> ")), "bash's continuation prompt");
        assertEquals("", reader.output(), "the prompt is not output");
        assertEquals(Progress.REFUSED, reader.read(data("\r\u001b[K\r")));
        assertEquals(Progress.REFUSED, reader.read(new TerminalAction.CommandExecuted("cmd-2", " echo \"abc", 1)),
                "bash marks the line it gave up");
        assertEquals(Progress.ENDED, reader.read(new TerminalAction.CommandFinished("cmd-2", 130, 1L)));
        assertNull(reader.exitCode());
        assertEquals("the shell waited for the rest of the line (it is not complete), and the line was given up",
                reader.refusal());
    }

    @Test
    void aLineRefusedWithoutAMarkEndsWithWhatTheShellSaidOnceTheEditorReadsAgain() {
        MarkedOutput reader = new MarkedOutput(true, false);
        reader.read(data(" echo a!b\r\n\u001b[?2004l\rbash: !b: event not found\r\n\u001b[?2004hprompt$ "));
        assertEquals(Progress.REFUSED, reader.read(data("")));
        assertEquals(Progress.REFUSED, reader.read(data("^C\u001b[?2004l\r")));
        assertEquals(Progress.ENDED, reader.read(data("\u001b[?2004h")));
        assertEquals("the shell did not run it: bash: !b: event not found", reader.refusal());
        assertEquals("bash: !b: event not found\n", reader.output());
    }
}
