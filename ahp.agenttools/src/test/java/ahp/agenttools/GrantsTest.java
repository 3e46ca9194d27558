package ahp.agenttools;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Each tool asks for the grant of the client method it matches, as the person whose turn runs:
 * {@code terminal:create} before a shell opens, {@code terminal:input} to write, {@code
 * terminal:output} to read, {@code terminal:dispose} to end one. A refusal is an answer the model
 * reads; {@code list_bash}, {@code powershell} and {@code ahp_terminals} ask for none.
 */
class GrantsTest {

    @TempDir
    Path tmp;

    @Test
    void aPersonWhoMayNotOpenAShellGetsNoneButMayUseOneThatIsOpen() throws Exception {
        try (ChatShells chat = ChatShells.pty(tmp)) {
            assertEquals(new ToolResult("Permission denied: typist does not hold the terminal:create grant, which"
                    + " opening a shell needs.", true, "permission_denied"),
                    chat.callAs("typist", "bash", "command", "echo hi"));
            assertEquals(0, chat.host.opened().size(), "no shell was opened");

            String id = ChatShells.shellId(chat.call("bash", "command", "true"));
            assertEquals("Shell ID: " + id + "\nExit code: 0\nhi", chat.callAs("typist", "bash", "command", "echo hi").text(),
                    "the open shell is theirs to type into");
            assertEquals(1, chat.host.opened().size());
        }
    }

    @Test
    void everyToolAsksForItsOwnGrant() throws Exception {
        try (ChatShells chat = ChatShells.pty(tmp)) {
            String id = ChatShells.shellId(chat.call("bash", "command", "echo visible"));

            assertEquals(new ToolResult("Permission denied: guest does not hold the terminal:input grant, which writing"
                    + " to a shell needs.", true, "permission_denied"), chat.callAs("guest", "bash", "command", "ls"));
            assertEquals(new ToolResult("Permission denied: viewer does not hold the terminal:input grant, which"
                    + " writing to a shell needs.", true, "permission_denied"),
                    chat.callAs("viewer", "write_bash", "command", "x"));
            assertEquals(new ToolResult("Permission denied: guest does not hold the terminal:output grant, which"
                    + " reading a shell needs.", true, "permission_denied"), chat.callAs("guest", "read_bash"));
            assertEquals(new ToolResult("Permission denied: typist does not hold the terminal:dispose grant, which"
                    + " ending a shell needs.", true, "permission_denied"), chat.callAs("typist", "bash_shutdown"));

            assertFalse(chat.callAs("viewer", "read_bash").isError(), "a viewer reads");
            assertEquals(new ToolResult("- " + id + ": bash [running]", false, null), chat.callAs("guest", "list_bash"));
            assertEquals("wrong_shell", chat.callAs("guest", "powershell", "command", "ls").error());
            assertEquals(1, chat.host.listed().size(), "the shell was not ended by a refused shutdown");
        }
    }
}
