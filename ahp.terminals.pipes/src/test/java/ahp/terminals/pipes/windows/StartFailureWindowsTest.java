package ahp.terminals.pipes.windows;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import org.junit.jupiter.api.Test;

/** A start the system refused is said with a shell's code: 127 when the file is not there, in the JDK's words on either system. */
class StartFailureWindowsTest {

    @Test
    void theJdksWordsForAFileThatIsNotThereAreCode127OnWindowsAndHere() {
        assertEquals(127, WindowsPipesBinding.exitCode(new IOException(
                "Cannot run program \"C:\\x.exe\": CreateProcess error=2, The system cannot find the file specified")));
        assertEquals(127, WindowsPipesBinding.exitCode(new IOException(
                "Cannot run program \"C:\\no\\x.exe\": CreateProcess error=3, The system cannot find the path specified")));
        assertEquals(127, WindowsPipesBinding.exitCode(new IOException(
                "Cannot run program \"/x\" (in directory \"/tmp\"): Exec failed, error: 2 (No such file or directory) ")));
        assertEquals(126, WindowsPipesBinding.exitCode(new IOException(
                "Cannot run program \"C:\\x.exe\": CreateProcess error=5, Access is denied")));
        assertEquals(126, WindowsPipesBinding.exitCode(new IOException(
                "Cannot run program \"C:\\x.exe\": CreateProcess error=32, The process cannot access the file")));
    }
}
