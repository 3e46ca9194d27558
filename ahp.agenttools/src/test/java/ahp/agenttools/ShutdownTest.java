package ahp.agenttools;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code bash_shutdown} ends a shell and its terminal goes off the root list; a call that still
 * names it is answered from what the host kept. With no shell, each tool answers in VS Code's words.
 */
class ShutdownTest {

    @TempDir
    Path tmp;

    @Test
    void withNoShellEachToolSaysSo() throws Exception {
        try (ChatShells chat = ChatShells.pty(tmp)) {
            assertEquals(new ToolResult("No active shell to stop.", true, "no_shell"), chat.call("bash_shutdown"));
            assertEquals(new ToolResult("Shell not found.", true, "not_found"),
                    chat.call("bash_shutdown", "shell_id", "nope"));
            assertEquals(new ToolResult("No active shell found.", true, "no_shell"), chat.call("read_bash"));
            assertEquals(new ToolResult("No active shell found.", true, "no_shell"),
                    chat.call("read_bash", "shell_id", "nope"));
            assertEquals(new ToolResult("No active shell found.", true, "no_shell"),
                    chat.call("write_bash", "command", "ls\n"));
            assertEquals(new ToolResult("No active shells.", false, null), chat.call("list_bash"));
            assertEquals(0, chat.host.opened().size());
        }
    }

    @Test
    void aShutDownShellLeavesTheRootListAndIsReadFromWhatWasKept() throws Exception {
        try (ChatShells chat = ChatShells.pty(tmp)) {
            String id = ChatShells.shellId(chat.call("bash", "command", "echo kept-line"));
            String uri = chat.host.listed().iterator().next();
            String live = chat.call("read_bash").text();
            assertTrue(live.contains("kept-line"), live);
            assertFalse(live.contains("\u001b"), "no control sequences: " + live);

            assertEquals(new ToolResult("Shell stopped.", false, null), chat.call("bash_shutdown"));
            assertEquals(Set.of(), chat.host.listed(), uri + " went off the root list");
            Await.done("the shell to exit", chat.host.opened().getFirst().exited());
            assertEquals(new ToolResult("No active shells.", false, null), chat.call("list_bash"));

            ToolResult kept = chat.call("read_bash", "shell_id", id);
            assertFalse(kept.isError());
            assertTrue(kept.text().contains("kept-line"), kept.text());
            assertEquals(new ToolResult("No active shell found.", true, "no_shell"), chat.call("read_bash"),
                    "with no id, only a live shell is read");
            assertEquals(new ToolResult("Shell not found.", true, "not_found"),
                    chat.call("bash_shutdown", "shell_id", id));
            assertEquals(new ToolResult("No active shell to stop.", true, "no_shell"), chat.call("bash_shutdown"));
        }
    }

    @Test
    void aShellWhoseOutputWasNotKeptReadsAsNoOutput() throws Exception {
        try (ChatShells chat = ChatShells.pty(tmp)) {
            chat.host.keepNothing();
            String id = ChatShells.shellId(chat.call("bash", "command", "echo gone"));
            assertEquals(new ToolResult("Shell stopped.", false, null), chat.call("bash_shutdown", "shell_id", id));
            assertEquals(new ToolResult("(no output)", false, null), chat.call("read_bash", "shell_id", id));
        }
    }

    @Test
    void closingTheToolsEndsEveryShellAndAnswersNothingMore() throws Exception {
        try (ChatShells chat = ChatShells.pty(tmp)) {
            chat.call("bash", "command", "true");
            chat.tools.close();
            assertEquals(Set.of(), chat.host.listed());
            assertEquals(new ToolResult("The shells of this chat have been closed.", true, "closed"),
                    chat.call("bash", "command", "true"));
            assertEquals(1, chat.host.opened().size());
        }
    }
}
