package ahp.agenttools;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import ahp.protocol.chat.BackgroundShellWork;
import ahp.terminals.api.command.CommandEnding;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code mode: "async"}: answered at once with the shell id, shown to the host as a background
 * row, holding its shell until it has really ended, then reported with its exit code and output
 * after its shell is free; stopped with ^C as a person's stop writes it.
 */
class BackgroundCommandTest {

    @TempDir
    Path tmp;

    @Test
    void anAsyncCommandIsAnsweredAtOnceAndItsEndIsReportedAfterItsShellIsFree() throws Exception {
        try (ChatShells chat = ChatShells.pty(tmp)) {
            String command = "line=$(head -n 1); echo got:$line\nsh -c 'exit 3'";
            ToolResult started = chat.call("bash", "command", command, "mode", "async");
            String id = ChatShells.shellId(started);
            assertEquals(new ToolResult("Shell ID: " + id + "\nCommand is running in the background.", false, null),
                    started);

            List<BackgroundCommand> rows = chat.host.started();
            assertEquals(1, rows.size());
            BackgroundCommand background = rows.getFirst();
            String uri = chat.host.listed().iterator().next();
            assertEquals(new BackgroundShellWork(background.id(), "line=$(head -n 1); echo got:$line",
                    background.startedAt().toString(), Map.of("vscode.stopBackgroundWork", true), command, uri),
                    background.work());
            assertEquals(id, background.shellId());
            assertEquals("owner", background.call().userName());
            assertEquals(List.of(background), chat.tools.backgroundCommands());
            assertTrue(chat.tools.isBusy(id), "the command holds its shell");
            assertFalse(chat.tools.stopBackground("shell-unknown"));

            long session = chat.host.opened().getFirst().pid();
            Await.until("head to read the shell's input", () -> Processes.runningInSession(session, "head"));
            AtomicReference<Boolean> busyAtEnd = new AtomicReference<>();
            chat.host.onEnd(ended -> busyAtEnd.set(chat.tools.isBusy(ended.shellId())));
            assertEquals(new ToolResult("Input sent to shell.", false, null), chat.call("write_bash", "command", "hello\n"));

            BackgroundEnd end = Await.done("the background command's end", chat.host.end(background.id()));
            assertEquals(CommandEnding.EXITED, end.ending(), end.toString());
            assertEquals(3, end.exitCode());
            assertTrue(end.output().endsWith("got:hello"), end.output());
            assertNull(end.failure());
            assertEquals(false, busyAtEnd.get(), "the shell is free before the end is reported");
            assertEquals(List.of(), chat.tools.backgroundCommands());

            assertEquals("Shell ID: " + id + "\nExit code: 0\nagain", chat.call("bash", "command", "echo again").text(),
                    "the shell is taken again by the next call");
        }
    }

    @Test
    void aStopInterruptsTheCommandAndItsEndIsStillReported() throws Exception {
        try (ChatShells chat = ChatShells.pty(tmp)) {
            String id = ChatShells.shellId(chat.call("bash", "command", "echo waiting; sleep 30", "mode", "async"));
            BackgroundCommand background = chat.host.started().getFirst();
            long session = chat.host.opened().getFirst().pid();
            Await.until("sleep to run in the shell's session", () -> Processes.runningInSession(session, "sleep"));

            assertTrue(chat.tools.stopBackground(background.id()));
            BackgroundEnd end = Await.done("the stopped command's end", chat.host.end(background.id()));
            assertEquals(CommandEnding.EXITED, end.ending(), "sleep died of SIGINT; the shell lives on: " + end);
            assertEquals(130, end.exitCode());
            assertTrue(end.output().startsWith("waiting"), end.output());
            assertFalse(chat.tools.isBusy(id));
            assertFalse(chat.tools.stopBackground(background.id()), "nothing to stop any more");
        }
    }

    @Test
    void shuttingItsShellDownEndsTheCommandAndItsEndIsReported() throws Exception {
        try (ChatShells chat = ChatShells.pty(tmp)) {
            String id = ChatShells.shellId(chat.call("bash", "command", "sleep 30", "mode", "async"));
            BackgroundCommand background = chat.host.started().getFirst();
            long session = chat.host.opened().getFirst().pid();
            Await.until("sleep to run in the shell's session", () -> Processes.runningInSession(session, "sleep"));

            assertEquals(new ToolResult("Shell stopped.", false, null), chat.call("bash_shutdown", "shell_id", id));
            BackgroundEnd end = Await.done("the command's end with its shell", chat.host.end(background.id()));
            assertEquals(CommandEnding.SHELL_EXITED, end.ending(), end.toString());
            assertEquals(List.of(), chat.tools.backgroundCommands());
        }
    }
}
