package ahp.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** What {@code ahp} reads from its command line and environment, and what it says when that is wrong. */
class ClientOptionsTest {

    @TempDir
    Path home;

    @Test
    void theDaemonAndTheTokenComeFromFlagsElseTheEnvironmentElseTheLocalDaemonsOwnerToken() throws Exception {
        ClientOptions flags = ClientOptions.parse(List.of("--url", "ws://h:1/", "--token", "t", "attach", "ahp-terminal:/x"),
                Map.of("HOME", home.toString()));
        assertEquals(URI.create("ws://h:1/"), flags.url());
        assertEquals("t", flags.token());
        assertEquals("attach", flags.command());
        assertEquals(List.of("ahp-terminal:/x"), flags.args());
        assertNull(flags.ca());

        ClientOptions environment = ClientOptions.parse(List.of("list"),
                Map.of("HOME", home.toString(), "AHP_URL", "wss://d:2/", "AHP_TOKEN", "e", "AHP_CA", "/ca.pem"));
        assertEquals(URI.create("wss://d:2/"), environment.url());
        assertEquals("e", environment.token());
        assertEquals(Path.of("/ca.pem"), environment.ca());

        Path state = Files.createDirectories(home.resolve(".local/state/ahpd"));
        Files.writeString(state.resolve("owner-token"), "owned\n");
        ClientOptions local = ClientOptions.parse(List.of("list"), Map.of("HOME", home.toString()));
        assertEquals(URI.create("ws://127.0.0.1:8787/"), local.url());
        assertEquals("owned", local.token());
    }

    @Test
    void aMissingCommandOrTokenIsSaid() {
        IllegalArgumentException none = assertThrows(IllegalArgumentException.class,
                () -> ClientOptions.parse(List.of("--token", "t"), Map.of("HOME", home.toString())));
        assertTrue(none.getMessage().startsWith("a command is needed\n"), none.getMessage());
        IllegalArgumentException noToken = assertThrows(IllegalArgumentException.class,
                () -> ClientOptions.parse(List.of("list"), Map.of("HOME", home.toString())));
        assertTrue(noToken.getMessage().startsWith("no token: give --token or $AHP_TOKEN"), noToken.getMessage());
    }
}
