package ahp.server.daemon;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code ahpd serve}'s flags, its config file, and their defaults. */
class ServeOptionsTest {

    @TempDir
    Path folder;

    @Test
    void theDefaultsAreLoopback8787StateUnderXdgAndAuto() throws Exception {
        ServeOptions options = ServeOptions.parse(List.of(), Map.of("XDG_STATE_HOME", "/x/state", "HOME", "/h"));
        assertEquals(new Listen("127.0.0.1", 8787), options.listen());
        assertEquals(Path.of("/x/state/ahpd"), options.stateDir());
        assertEquals(TerminalsMode.AUTO, options.terminals());
        assertNull(options.usersFile());
        assertEquals(Path.of("/h/.local/state/ahpd"), ServeOptions.parse(List.of(), Map.of("HOME", "/h")).stateDir());
    }

    @Test
    void flagsTakeTheirValueSeparatelyOrAfterAnEqualsSign() throws Exception {
        ServeOptions options = ServeOptions.parse(List.of("--listen", "0.0.0.0:0", "--users=/u.json",
                "--state-dir", "/s", "--terminals=pipes", "--insecure-network"), Map.of("HOME", "/h"));
        assertEquals(new Listen("0.0.0.0", 0), options.listen());
        assertEquals(Path.of("/u.json"), options.usersFile());
        assertEquals(Path.of("/s"), options.stateDir());
        assertEquals(TerminalsMode.PIPES, options.terminals());
        assertEquals(new Listen("::1", 9000), Listen.parse("[::1]:9000"));
        assertEquals(new Listen("127.0.0.1", 9000), Listen.parse(":9000"));
    }

    @Test
    void theConfigFileIsUnderTheFlagsAndItsPathsAreItsOwn() throws Exception {
        Path config = folder.resolve("ahpd.json");
        Files.writeString(config, """
                {"listen": "127.0.0.1:9999", "users": "users.json", "terminals": "pty",
                 "zshFolder": "asFound", "defaultShell": "/bin/zsh"}""");
        ServeOptions options = ServeOptions.parse(List.of("--config", config.toString(), "--terminals", "pipes"),
                Map.of("HOME", "/h"));
        assertEquals(9999, options.listen().port());
        assertEquals(folder.resolve("users.json"), options.usersFile());
        assertEquals(TerminalsMode.PIPES, options.terminals());
        assertTrue(options.zshFolderAsFound());
        assertEquals("/bin/zsh", options.defaultShell());
    }

    @Test
    void pluginsAreUnderTheStateFolderAndProvidersArePickedByName() throws Exception {
        ServeOptions defaults = ServeOptions.parse(List.of("--state-dir", "/s"), Map.of("HOME", "/h"));
        assertEquals(Path.of("/s/plugins"), defaults.providers().pluginsFolder());
        assertNull(defaults.providers().screen());
        assertNull(defaults.providers().shellIntegration());
        ServeOptions chosen = ServeOptions.parse(List.of("--plugins", "/p", "--screen=none", "--shell-integration",
                "mine", "--terminals", "javaprocess"), Map.of("HOME", "/h"));
        assertEquals(new ProviderOptions(Path.of("/p"), "none", "mine"), chosen.providers());
        assertEquals(List.of("javaprocess"), chosen.terminals().bindings());
        assertTrue(chosen.terminals().isExplicit());
        assertEquals(List.of(), TerminalsMode.NONE.bindings());
    }

    @Test
    void everyMistakeSaysWhatIsWrong() throws Exception {
        assertMistake(List.of("--port", "1"), "unknown argument \"--port\"");
        assertMistake(List.of("--listen"), "--listen needs a value");
        assertMistake(List.of("--listen", "localhost"), "expected HOST:PORT");
        assertMistake(List.of("--listen", "h:70000"), "out of range");
        assertMistake(List.of("--listen", "h:x"), "not a number");
        assertMistake(List.of("--terminals", "Tmux!"), "expected auto, none, pty, pipes or a plugin's binding name");
        assertMistake(List.of("--screen", "../x"), "--screen: expected a provider's name");
        Path config = folder.resolve("bad.json");
        Files.writeString(config, "{\"lisen\": \"x\"}");
        assertMistake(List.of("--config", config.toString()), "unknown key \"lisen\"");
        Files.writeString(config, "{\"defaultShell\": \"zsh\"}");
        assertMistake(List.of("--config", config.toString()), "absolute path");
        assertMistake(List.of("--tls-cert", "/c.pem"), "--tls-cert and --tls-key go together");
        assertMistake(List.of("--max-connections", "0"), "--max-connections: expected a whole number of 1 or more");
        assertMistake(List.of("--allowed-origin", "ftp://x"), "is not an origin");
    }

    @Test
    void aListenAddressTheNetworkReachesNeedsTlsOrSayingSo() throws Exception {
        for (String listen : List.of("0.0.0.0:8787", "[::]:8787", "192.0.2.7:8787")) {
            assertMistake(List.of("--listen", listen), "is not a loopback address, and without TLS every token would"
                    + " cross the network in clear text: give --tls-cert FILE --tls-key FILE, or --insecure-network");
            assertTrue(ServeOptions.parse(List.of("--listen", listen, "--insecure-network"), Map.of("HOME", "/h"))
                    .network().insecureNetwork());
            assertTrue(ServeOptions.parse(List.of("--listen", listen, "--tls-cert", "/c.pem", "--tls-key", "/k.pem"),
                    Map.of("HOME", "/h")).network().tls());
        }
        for (String listen : List.of("127.0.0.1:8787", "[::1]:8787", "localhost:8787", "127.0.0.2:0")) {
            assertFalse(ServeOptions.parse(List.of("--listen", listen), Map.of("HOME", "/h")).network().tls());
        }
    }

    @Test
    void theNetworkFlagsAreRead() throws Exception {
        ServeOptions options = ServeOptions.parse(List.of("--allowed-origin", "https://pages.example",
                "--allowed-origin=http://localhost:3000", "--max-connections", "5"), Map.of("HOME", "/h"));
        assertEquals(List.of("https://pages.example", "http://localhost:3000"), options.network().allowedOrigins());
        assertEquals(5, options.network().maxConnections());
        assertEquals(1_000, ServeOptions.parse(List.of(), Map.of("HOME", "/h")).network().maxConnections());
    }

    private static void assertMistake(List<String> args, String expected) {
        IllegalArgumentException wrong = assertThrows(IllegalArgumentException.class,
                () -> ServeOptions.parse(args, Map.of("HOME", "/h")));
        assertTrue(wrong.getMessage().contains(expected), wrong.getMessage());
    }
}
