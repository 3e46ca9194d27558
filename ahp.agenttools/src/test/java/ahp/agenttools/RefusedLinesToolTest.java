package ahp.agenttools;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The primary tool with lines a shell cannot simply run, in bash and zsh, under a pseudoterminal
 * (the marks) and on pipes (the sentinel): a {@code !} is taken as typed; a line the shell cannot
 * parse is answered with the shell's status and words; one it would wait on for more is answered
 * at once; and each time the chat's one shell is free and runs the next command.
 */
class RefusedLinesToolTest {

    @TempDir
    Path tmp;

    @ParameterizedTest
    @CsvSource({"bash, true", "bash, false", "zsh, true", "zsh, false"})
    void everyCommandIsAnsweredAndTheShellRunsTheNext(String shell, boolean pty) throws Exception {
        String path = TestStores.shell(shell);
        try (ChatShells chat = pty ? ChatShells.pty(tmp, path) : ChatShells.pipes(tmp, path)) {
            ToolResult bang = chat.call("bash", "command", "echo a!b one!zz");
            String id = ChatShells.shellId(bang);
            assertEquals(new ToolResult("Shell ID: " + id + "\nExit code: 0\na!b one!zz", false, null), bang);

            int status = shell.equals("zsh") ? 1 : 2;
            ToolResult refused = chat.call("bash", "command", "echo x; done");
            assertTrue(refused.isError(), refused.toString());
            assertTrue(refused.text().startsWith("Shell ID: " + id + "\nExit code: " + status + "\n"), refused.toString());
            assertTrue(ChatShells.output(refused).contains("done"), "the shell's words: " + refused);
            assertNext(chat, id);

            for (String line : new String[] {"echo \"abc", "if true", "for f in a b; do"}) {
                ToolResult unfinished = chat.call("bash", "command", line);
                assertTrue(unfinished.isError(), line + ": " + unfinished);
                String expected = pty ? "Failed to run command: the shell waited for the rest of the line"
                        : "Exit code: " + status;
                assertTrue(unfinished.text().startsWith("Shell ID: " + id + "\n" + expected), line + ": " + unfinished);
                assertNext(chat, id);
            }
            assertFalse(chat.call("list_bash").text().contains("\n"), "one shell: " + chat.call("list_bash"));
        }
    }

    /** The chat's shell {@code id} runs the next command. */
    private static void assertNext(ChatShells chat, String id) {
        assertEquals(new ToolResult("Shell ID: " + id + "\nExit code: 0\nnext", false, null),
                chat.call("bash", "command", "echo next"));
    }
}
