package ahp.machines.ssh;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import ahp.machines.api.Machine;
import ahp.terminals.api.spi.ExitStatus;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A machine nothing answers for: the terminal is ssh's words and its 255, soon, through the host's
 * real pseudoterminal (no container needed: nothing listens on the port).
 */
class ClosedPortTest {

    @TempDir
    Path tmp;

    @Test
    void aClosedPortIsConnectionRefusedAnd255() throws Exception {
        Path key = Files.writeString(tmp.resolve("id"), "not read: the connection fails first\n");
        Files.setPosixFilePermissions(key, PosixFilePermissions.fromString("rw-------"));
        Path knownHosts = Files.writeString(tmp.resolve("known_hosts"), "");
        Machine machine = Launches.open(Map.of("host", "127.0.0.1", "port", Integer.toString(FreePorts.one()),
                "identityFile", key.toString(), "knownHosts", knownHosts.toString()), tmp);
        long started = System.nanoTime();
        Launches.Started ssh = Launches.start(machine,
                Launches.launch(List.of("/bin/bash", "-c", "true"), tmp, Map.of(), 80, 24));
        assertEquals(ExitStatus.exited(255), ssh.output().awaitExit(Duration.ofSeconds(30)));
        Duration took = Duration.ofNanos(System.nanoTime() - started);
        String text = ssh.output().text();
        assertTrue(text.contains("ssh: connect to host 127.0.0.1 port") && text.contains("Connection refused"), text);
        assertTrue(took.compareTo(Duration.ofSeconds(10)) < 0, "took " + took);
    }
}
