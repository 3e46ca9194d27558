package ahp.server.host;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.File;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The tool server's command line: this runtime's java, on the daemon's module path as real paths. */
class ToolServersTest {

    @TempDir
    Path temp;

    @Test
    void aModulePathNamedThroughALinkIsHandedOnAsTheRealOne() throws Exception {
        Path real = Files.createDirectories(temp.resolve("lib"));
        Path link = Files.createSymbolicLink(temp.resolve("through"), real);
        String absent = temp.resolve("absent").toString();
        List<String> line = ToolServers.command(link + File.pathSeparator + absent, "--chat", "c");
        int at = line.indexOf("--module-path");
        assertTrue(at > 0, line.toString());
        assertEquals(real.toRealPath() + File.pathSeparator + absent, line.get(at + 1));
        assertEquals(List.of("--chat", "c"), line.subList(line.size() - 2, line.size()));
        assertTrue(line.contains(ToolServers.RELAY_MAIN) || line.contains("ahp.mcp/" + ToolServers.RELAY_MAIN),
                "the relay's entry point: " + line);
    }
}
