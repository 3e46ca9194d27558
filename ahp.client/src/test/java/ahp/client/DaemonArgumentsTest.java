package ahp.client;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The command-line pieces that `ahp` and `ahpd mcp` read alike, and the errors a person sees. */
class DaemonArgumentsTest {

    @TempDir
    Path stateDir;

    @Test
    void aDaemonUrlIsWsOrWss() {
        assertEquals(URI.create("ws://127.0.0.1:8787/"), DaemonArguments.daemonUrl("ws://127.0.0.1:8787/"));
        assertEquals(URI.create("wss://host:443/"), DaemonArguments.daemonUrl("wss://host:443/"));
        assertEquals("--url: expected ws://HOST:PORT/, not \"http://host/\"",
                assertThrows(IllegalArgumentException.class, () -> DaemonArguments.daemonUrl("http://host/")).getMessage());
        assertEquals("--url: \"ws://a b\" is not a URL",
                assertThrows(IllegalArgumentException.class, () -> DaemonArguments.daemonUrl("ws://a b")).getMessage());
    }

    @Test
    void aFlagWithoutItsValueSaysSo() {
        assertEquals("v", DaemonArguments.value(List.of("--ca", "v"), 1, "--ca"));
        assertEquals("--ca needs a value",
                assertThrows(IllegalArgumentException.class, () -> DaemonArguments.value(List.of("--ca"), 1, "--ca")).getMessage());
    }

    @Test
    void theOwnerTokenFileIsNamedWhenItCannotBeRead() throws Exception {
        Path file = stateDir.resolve("owner-token");
        IllegalArgumentException missing = assertThrows(IllegalArgumentException.class,
                () -> DaemonArguments.ownerTokenFile(stateDir, "--token or $AHP_TOKEN"));
        assertEquals("no token: give --token or $AHP_TOKEN, or run the daemon on this machine without --users so it writes "
                + file, missing.getMessage());
        Files.writeString(file, "secret\n");
        assertEquals(file, DaemonArguments.ownerTokenFile(stateDir, "--token or $AHP_TOKEN"));
    }
}
