package ahp.bench.reliability;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import ahp.bench.daemon.Daemon;
import ahp.bench.daemon.ProcStatus;
import ahp.bench.wire.AhpClient;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The short fuzzing run of {@code ./test}: 10,000 hostile frames against the daemon the README's
 * launcher starts (built by this same build before this module), then a new client signs in and is
 * answered. {@code reliability/run fuzz} is the long one.
 */
class FuzzDaemonTest {

    private static final Duration TIMEOUT = Duration.ofSeconds(30);

    @TempDir
    Path folder;

    @Test
    void tenThousandHostileFramesNeitherCrashNorHangTheDaemon() throws Exception {
        Path repository = Path.of(System.getProperty("user.dir")).toAbsolutePath().getParent();
        Harness harness = new Harness(repository, folder, "FuzzDaemonTest");
        try (Daemon daemon = harness.daemon("daemon", Map.of())) {
            Fuzzer.Result result = new Fuzzer(daemon.address(), daemon.token()).run(10_000, 4, 7);
            assertEquals(10_000, result.frames());
            assertEquals(0, result.hangs(), "frames after which the daemon neither answered nor closed: " + result);
            assertEquals(0, result.unanswered(), "requests never answered on a live connection: " + result);
            assertEquals(0, result.closedWithoutReason(), "connections cut without a close frame: " + result);
            assertTrue(result.probesAnswered() > 5_000, result.toString());
            assertTrue(ProcStatus.running(daemon.pid()), "the daemon's process is alive");
            try (AhpClient after = AhpClient.connect(daemon.address(), daemon.token(), "after-fuzz", TIMEOUT)) {
                assertTrue(after.listSessions(TIMEOUT).size() <= 3, "only the fuzzer's own three session names exist");
            }
        }
    }
}
