package ahp.bench.scenario;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class MadeContainersTest {

    @TempDir
    Path folder;

    @Test
    void theCreateAndStartCallsOfEveryContainerTheLogNamesAsP50AndRange() throws Exception {
        Path log = folder.resolve("daemon.log");
        Files.writeString(log, """
                ahpd: info Sessions: Created ahp-session:/a (local) in [file:///tmp/x/]
                ahpd: info SessionContainer: Made container ade9d0677b89 from ahp-shells:bookworm for session ahp-session:/a in machine bench-box (created in 9 ms, started in 160 ms)
                ahpd: info DockerMachine: Removed container ade9d0677b89 of session ahp-session:/a
                ahpd: info SessionContainer: Made container 99c13a41bf2d from ahp-shells:bookworm for session ahp-session:/b in machine bench-box (created in 30 ms, started in 150 ms)
                ahpd: info SessionContainer: Made container e3775dd03079 from ahp-shells:bookworm for session ahp-session:/c in machine bench-box (created in 7 ms, started in 210 ms)
                """);
        assertEquals(Optional.of("the engine's container create took 9 (7–30) ms and its start 160 (150–210) ms"
                + " (p50 (min–max) of 3, as the daemon timed the calls)"), MadeContainers.summary(log));
    }

    @Test
    void aLogWithoutTheTimesSaysNothing() throws Exception {
        Path log = folder.resolve("daemon.log");
        Files.writeString(log, "ahpd: info SessionContainer: Made container ade9d0677b89 from ahp-shells:bookworm for session"
                + " ahp-session:/a in machine bench-box\n");
        assertEquals(Optional.empty(), MadeContainers.summary(log));
    }
}
