package ahp.agenttools;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import ahp.protocol.terminal.TerminalClaim;
import ahp.terminals.api.Terminal;
import java.nio.file.Path;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Executors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A command answered while it runs on, past its timeout or on the alternate screen, is answered
 * with what it printed so far and keeps its shell until it has really ended: the next call opens
 * another shell rather than interleaving with it, and the first shell is taken again once free.
 */
class BusyShellTest {

    @TempDir
    Path tmp;

    @Test
    void aCommandPastItsTimeoutKeepsItsShellSoTheNextCallOpensAnother() throws Exception {
        try (ChatShells chat = ChatShells.pty(tmp)) {
            ToolResult timedOut = chat.call("bash", "command", "echo started; sleep 6; echo done", "timeout", 1500);
            String first = ChatShells.shellId(timedOut);
            assertEquals(new ToolResult("Shell ID: " + first + "\nCommand timed out after 2s. Partial output:\nstarted",
                    true, "timeout"), timedOut);
            assertTrue(chat.tools.isBusy(first), "sleep runs on, and holds its shell");

            ToolResult meanwhile = chat.call("bash", "command", "echo second");
            String second = ChatShells.shellId(meanwhile);
            assertNotEquals(first, second, "a busy shell is not typed into");
            assertEquals("Shell ID: " + second + "\nExit code: 0\nsecond", meanwhile.text());
            assertEquals(2, chat.host.opened().size());
            assertEquals(new ToolResult("- " + first + ": bash [running]\n- " + second + ": bash [running]", false, null),
                    chat.call("list_bash"));

            Await.until("the timed-out command to end and free its shell", () -> !chat.tools.isBusy(first));
            assertTrue(chat.call("read_bash", "shell_id", first).text().contains("done"), "it ran to its end");
            ToolResult again = chat.call("bash", "command", "echo third");
            assertEquals("Shell ID: " + first + "\nExit code: 0\nthird", again.text(), "the first shell, free again");
            assertEquals(2, chat.host.opened().size());
        }
    }

    @Test
    void aPersonWhoClaimsTheTerminalForTheSessionSendsTheCommandToTheBackground() throws Exception {
        try (ChatShells chat = ChatShells.pty(tmp)) {
            CompletableFuture<ToolResult> answer = CompletableFuture.supplyAsync(
                    () -> chat.call("bash", "command", "echo working; sleep 30"), Executors.newVirtualThreadPerTaskExecutor());
            Await.until("the shell to open", () -> chat.host.opened().size() == 1);
            Terminal terminal = chat.host.opened().getFirst();
            Await.until("sleep to run in the shell's session", () -> Processes.runningInSession(terminal.pid(), "sleep"));

            terminal.claim(TerminalClaim.Session.background(StoreShellHost.SESSION, StoreShellHost.CHAT));
            ToolResult background = Await.done("the call's answer", answer);
            String first = ChatShells.shellId(background);
            assertEquals(new ToolResult("Shell ID: " + first + "\nThe user chose to continue this command in the"
                    + " background. The terminal is still running.", false, null), background);
            assertTrue(chat.tools.isBusy(first), "the command runs on in its shell");
            assertNotEquals(first, ChatShells.shellId(chat.call("bash", "command", "true")));
        }
    }

    @Test
    void aProgramOnTheAlternateScreenIsAnsweredAndKeepsItsShell() throws Exception {
        try (ChatShells chat = ChatShells.pty(tmp)) {
            ToolResult interactive = chat.call("bash", "command",
                    "echo before; sh -c \"printf '\\033[?1049hfull screen'; exec sleep 30\"");
            String first = ChatShells.shellId(interactive);
            assertTrue(interactive.text().startsWith("Shell ID: " + first + "\nThe command opened the alternate buffer"
                    + " and is still running in the terminal. It likely launched an interactive terminal UI. Use"
                    + " write_bash/write_powershell to interact with it, or shutdown the shell to stop it.\nbefore\n"),
                    "VS Code's words, then what it printed so far: " + interactive.text());
            assertTrue(interactive.isError());
            assertEquals("alternateBuffer", interactive.error());
            assertTrue(chat.tools.isBusy(first));

            String second = ChatShells.shellId(chat.call("bash", "command", "echo next"));
            assertNotEquals(first, second);

            assertEquals(new ToolResult("Shell stopped.", false, null), chat.call("bash_shutdown", "shell_id", first));
            assertEquals(new ToolResult("- " + second + ": bash [running]", false, null), chat.call("list_bash"));
            Await.done("the full-screen program's shell to exit", chat.host.opened().getFirst().exited());
        }
    }
}
