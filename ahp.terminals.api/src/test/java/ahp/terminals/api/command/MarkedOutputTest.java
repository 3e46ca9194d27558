package ahp.terminals.api.command;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import ahp.protocol.terminal.TerminalAction;
import org.junit.jupiter.api.Test;

/** A command's output and end from the shell's marks. */
class MarkedOutputTest {

    private static TerminalAction data(String text) {
        return new TerminalAction.Data(text);
    }

    @Test
    void theOutputIsWhatCameBetweenItsStartAndItsFinish() {
        MarkedOutput reader = new MarkedOutput(true);
        assertFalse(reader.read(data(" echo hi\r\n")));
        assertFalse(reader.read(new TerminalAction.CommandExecuted("cmd-4", "echo hi", 1)));
        assertFalse(reader.read(data("\u001b[1mhi\u001b[0m\r\n")));
        assertEquals("hi\n", reader.output());
        assertFalse(reader.read(new TerminalAction.CommandFinished("cmd-3", 9, 1L)), "another command's finish");
        assertTrue(reader.read(new TerminalAction.CommandFinished("cmd-4", 0, 1L)));
        assertFalse(reader.read(data("prompt$ ")) && !reader.output().equals("hi\n"));
        assertEquals("hi\n", reader.output());
        assertEquals(0, reader.exitCode());
    }

    @Test
    void aFinishWithNoCodeEndsItWithNone() {
        MarkedOutput reader = new MarkedOutput(false);
        reader.read(new TerminalAction.CommandExecuted("cmd-1", "x", 1));
        reader.read(data("no line break"));
        assertTrue(reader.read(new TerminalAction.CommandFinished("cmd-1", null, 1L)));
        assertNull(reader.exitCode());
        assertEquals("no line break", reader.output());
    }

    @Test
    void bashsBareSubshellIsMarkedAfterItsOutput() {
        MarkedOutput reader = new MarkedOutput(true);
        reader.read(data(" (echo sub; exit 4)\r\n"));
        reader.read(data("sub\r\n"));
        assertEquals("sub\n", reader.output(), "so far, before the start");
        reader.read(new TerminalAction.CommandExecuted("cmd-2", "(echo sub; exit 4)", 1));
        assertTrue(reader.read(new TerminalAction.CommandFinished("cmd-2", 4, 1L)));
        assertEquals("sub\n", reader.output());
        assertEquals(4, reader.exitCode());
    }

    @Test
    void withoutThatHabitWhatCameBeforeTheStartIsNotOutput() {
        MarkedOutput reader = new MarkedOutput(false);
        reader.read(data(" true\r\nnoise\r\n"));
        reader.read(new TerminalAction.CommandExecuted("cmd-2", "true", 1));
        assertTrue(reader.read(new TerminalAction.CommandFinished("cmd-2", 0, 1L)));
        assertEquals("", reader.output());
    }
}
