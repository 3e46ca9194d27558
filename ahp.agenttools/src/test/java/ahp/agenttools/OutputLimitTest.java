package ahp.agenttools;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** What the model reads of a command or a shell is its last 60,000 characters. */
class OutputLimitTest {

    @TempDir
    Path tmp;

    @Test
    void aLongOutputIsCutToItsLast60000Characters() throws Exception {
        try (ChatShells chat = ChatShells.pty(tmp)) {
            String all = IntStream.rangeClosed(1, 30_000).mapToObj(Integer::toString).collect(Collectors.joining("\n"));
            ToolResult result = chat.call("bash", "command", "seq 1 30000");
            String output = ChatShells.output(result);
            assertTrue(result.text().startsWith("Shell ID: " + ChatShells.shellId(result) + "\nExit code: 0\n"));
            assertEquals(60_000, output.length());
            assertEquals(all.substring(all.length() - 60_000), output);

            String read = chat.call("read_bash").text();
            assertEquals(60_000, read.length(), "the shell read, cut the same way");
            assertTrue(read.contains("\n29999\n30000\n"),
                    () -> "its last lines are the newest; it ends: " + read.substring(read.length() - 200));
        }
    }
}
