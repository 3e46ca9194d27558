package ahp.agenttools;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The tools over a host whose shells run on pipes: no marks and no prompt, so a command's end is
 * the sentinel line; and no screen, so nothing is on an alternate screen.
 */
class PipesShellTest {

    @TempDir
    Path tmp;

    @Test
    void commandsEndAtTheSentinelInTheChatsShell() throws Exception {
        try (ChatShells chat = ChatShells.pipes(tmp)) {
            ToolResult first = chat.call("bash", "command", "cd /; echo piped");
            String id = ChatShells.shellId(first);
            assertEquals(new ToolResult("Shell ID: " + id + "\nExit code: 0\npiped", false, null), first);
            assertEquals(new ToolResult("Shell ID: " + id + "\nExit code: 5\n/", true, null),
                    chat.call("bash", "command", "pwd; (exit 5)"));

            ToolResult timedOut = chat.call("bash", "command", "echo slow; sleep 30", "timeout", 1000);
            assertEquals(new ToolResult("Shell ID: " + id + "\nCommand timed out after 1s. Partial output:\nslow", true,
                    "timeout"), timedOut);
            String second = ChatShells.shellId(chat.call("bash", "command", "true"));
            assertNotEquals(id, second);

            assertEquals(new ToolResult("Input sent to shell.", false, null), chat.call("write_bash", "command",
                    "echo typed-by-hand\n"));
            Await.until("the line written to be run", () -> chat.call("read_bash").text().contains("typed-by-hand"));
            assertTrue(chat.call("read_bash", "shell_id", id).text().startsWith("piped\n"));
        }
    }
}
