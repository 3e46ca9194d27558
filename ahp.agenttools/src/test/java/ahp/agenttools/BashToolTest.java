package ahp.agenttools;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import ahp.protocol.Json;
import ahp.protocol.terminal.TerminalClaim;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The primary tool in a real bash under a pseudoterminal, with the shell integration (its end read
 * from the shell's marks): one shell per chat, opened in the chat's folder by the first call and kept
 * between calls, answered in VS Code's words for a command that exits and one that ends its shell.
 */
class BashToolTest {

    @TempDir
    Path tmp;

    @Test
    void theFirstCallOpensTheChatsShellAndTheNextOnesAreRunInIt() throws Exception {
        try (ChatShells chat = ChatShells.pty(tmp)) {
            String firstCall = chat.nextCallId();
            ToolResult first = chat.call("bash", "command", "echo hi; pwd");
            String id = ChatShells.shellId(first);
            assertEquals(new ToolResult("Shell ID: " + id + "\nExit code: 0\nhi\n" + chat.directory, false, null), first);
            assertEquals(List.of(chat.directory), chat.host.directories(), "opened once, in the chat's folder");
            String uri = chat.host.shownOnCalls().get(firstCall);
            assertEquals(Map.of(firstCall, uri), chat.host.shownOnCalls(), "the call shows its terminal");
            assertEquals(new TerminalClaim.Session(StoreShellHost.SESSION, StoreShellHost.CHAT, "turn-1", "call-1"),
                    chat.host.opened().getFirst().state().claim(), "claimed by the session, chat, turn and call");

            String secondCall = chat.nextCallId();
            ToolResult second = chat.call("bash", "command", "mkdir sub && cd sub && export MARK=kept");
            assertEquals(new ToolResult("Shell ID: " + id + "\nExit code: 0\n", false, null), second);
            ToolResult third = chat.call("bash", "command", "pwd; echo $MARK");
            assertEquals("Shell ID: " + id + "\nExit code: 0\n" + chat.directory.resolve("sub") + "\nkept", third.text(),
                    "the directory and the environment stay for the next call");
            assertEquals(1, chat.host.opened().size(), "one shell for the chat");
            assertEquals(uri, chat.host.shownOnCalls().get(secondCall), "a later call shows the same terminal");
            assertEquals(chat.host.listed(), java.util.Set.of(uri));
        }
    }

    @Test
    void aCodeOtherThanZeroIsAFailureWithItsOutput() throws Exception {
        try (ChatShells chat = ChatShells.pty(tmp)) {
            ToolResult failed = chat.call("bash", "command", "echo oops >&2; sh -c 'exit 3'");
            String id = ChatShells.shellId(failed);
            assertEquals(new ToolResult("Shell ID: " + id + "\nExit code: 3\noops", true, null), failed);

            String colours = "printf '\\033[31mred\\033[0m plain\\r\\n'";
            assertEquals(new ToolResult("Shell ID: " + id + "\nExit code: 0\nred plain", false, null),
                    chat.call("bash", "command", colours), "control sequences removed");
        }
    }

    @Test
    void aCommandThatEndsItsShellSaysSoAndTheNextCallOpensANewOne() throws Exception {
        try (ChatShells chat = ChatShells.pty(tmp)) {
            assertEquals(new ToolResult("No active shells.", false, null), chat.call("list_bash"));
            String id = ChatShells.shellId(chat.call("bash", "command", "true"));
            assertEquals(new ToolResult("- " + id + ": bash [running]", false, null), chat.call("list_bash"));

            ToolResult exited = chat.call("bash", "command", "echo bye; exit 4");
            assertEquals(id, ChatShells.shellId(exited));
            assertTrue(exited.text().startsWith("Shell ID: " + id + "\nShell exited with code 4\nbye"), exited.text());
            assertTrue(exited.isError());
            assertNull(exited.error());
            assertEquals(new ToolResult("- " + id + ": bash [exited (4)]", false, null), chat.call("list_bash"));

            ToolResult next = chat.call("bash", "command", "echo again");
            String second = ChatShells.shellId(next);
            assertNotEquals(id, second);
            assertEquals("Shell ID: " + second + "\nExit code: 0\nagain", next.text());
            assertEquals(new ToolResult("- " + second + ": bash [running]", false, null), chat.call("list_bash"),
                    "the exited shell was dropped as the next call looked for one");
            assertEquals(1, chat.host.listed().size(), "and its terminal went off the root list");
        }
    }

    @Test
    void aShellThatExitsBeforeItsCommandIsTypedCouldNotRunIt() throws Exception {
        try (ChatShells chat = ChatShells.pty(tmp, "/bin/false")) {
            ToolResult failed = chat.call("bash", "command", "echo never");
            String id = ChatShells.shellId(failed);
            assertTrue(failed.text().startsWith("Shell ID: " + id + "\nFailed to run command: "), failed.text());
            assertTrue(failed.text().contains("exited"), failed.text());
            assertTrue(failed.isError());
            assertEquals("failed", failed.error());
        }
    }

    @Test
    void ahpTerminalsListsTheHostsTerminals() throws Exception {
        try (ChatShells chat = ChatShells.pty(tmp)) {
            assertEquals(new ToolResult("No open terminals.", false, null), chat.callAs("guest", "ahp_terminals"));
            chat.call("bash", "command", "true");
            String uri = chat.host.listed().iterator().next();
            assertEquals(new ToolResult("- " + uri + ": Bash [running] (held by session " + StoreShellHost.SESSION
                    + ", chat " + StoreShellHost.CHAT + ", turn turn-2, tool call call-2)", false, null),
                    chat.callAs("guest", "ahp_terminals"), "read-only, and no grant asked");
        }
    }

    @Test
    void anMcpServerGetsTextContentAndTheErrorFlag() throws Exception {
        try (ChatShells chat = ChatShells.pty(tmp)) {
            ToolResult result = chat.call("bash", "command", "sh -c 'echo out; exit 2'");
            assertEquals(Json.MAPPER.readTree("""
                    {"content":[{"type":"text","text":%s}],"isError":true}""".formatted(Json.write(result.text()))),
                    result.toJson());
            assertTrue(result.text().endsWith("\nExit code: 2\nout"), result.text());
            assertFalse(chat.call("list_bash").toJson().get("isError").asBoolean());
        }
    }
}
