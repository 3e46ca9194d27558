package ahp.launcher;

import static ahp.server.testing.AhpTestClient.ROOT;
import static ahp.server.testing.Terminals.awaitOutput;
import static ahp.server.testing.Terminals.create;
import static ahp.server.testing.Terminals.newUri;
import static ahp.server.testing.Terminals.subscribe;
import static ahp.server.testing.Terminals.type;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import ahp.server.testing.AhpTestClient;
import ahp.server.testing.Launched;
import java.io.IOException;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import tools.jackson.databind.JsonNode;

/**
 * Plugins compiled at test time ({@code src/test/plugins}), dropped into a plugins folder, seen over
 * the wire of a daemon started with {@code ./ahpd}: a store registered into a host built without one,
 * the two-plugins rule, a plugin's binding chosen with {@code --terminals NAME}, and broken jars
 * skipped with their names in the log.
 */
class PluginsIT {

    private static final Pattern ADDRESS = Pattern.compile("ws://[^ \\n]+");

    @TempDir
    static Path built;

    private static Path bindingJar;

    @TempDir
    Path home;

    @BeforeAll
    static void compileTheBinding() throws IOException {
        bindingJar = PluginJars.build("binding", Map.of(), List.of(), built, built.resolve("binding.jar"));
    }

    /** A store plugin, as a folder holding its jar and the binding jar it requires. */
    private static Path storePlugin(String mark, Path folder) throws IOException {
        Path plugin = Files.createDirectories(folder.resolve("store-" + mark));
        Files.copy(bindingJar, plugin.resolve("binding.jar"));
        PluginJars.build("store", Map.of("@MARK@", mark), List.of(bindingJar), built.resolve(mark),
                plugin.resolve("store.jar"));
        return plugin;
    }

    private Launched serve(String... flags) throws IOException {
        tighten(home.resolve("state/plugins"));
        List<String> command = new ArrayList<>(List.of("./ahpd", "serve", "--listen", "127.0.0.1:0",
                "--state-dir", home.resolve("state").toString()));
        command.addAll(List.of(flags));
        return Launched.start(command, Map.of("HOME", home.toString(), "SHELL", "/bin/bash"));
    }

    /** Only its owner may write what is in the plugins folder, whatever this machine's umask. */
    private static void tighten(Path folder) throws IOException {
        if (!Files.exists(folder)) {
            return;
        }
        try (var walk = Files.walk(folder)) {
            for (Path path : walk.toList()) {
                Files.setPosixFilePermissions(path, java.nio.file.attribute.PosixFilePermissions.fromString(
                        Files.isDirectory(path) ? "rwx------" : "rw-r--r--"));
            }
        }
    }

    private Path pluginsFolder() throws IOException {
        Path folder = home.resolve("state/plugins");
        Files.createDirectories(folder.getParent());
        if (!Files.exists(folder)) {
            Files.createDirectory(folder, java.nio.file.attribute.PosixFilePermissions.asFileAttribute(
                    java.nio.file.attribute.PosixFilePermissions.fromString("rwx------")));
        }
        return folder;
    }

    private AhpTestClient connect(Launched daemon) throws IOException {
        Matcher address = ADDRESS.matcher(daemon.awaitOutput("ws://"));
        assertTrue(address.find(), daemon.output());
        String token = Files.readString(home.resolve("state/owner-token")).strip();
        return AhpTestClient.connect(URI.create(address.group()), token);
    }

    private static JsonNode handshake(AhpTestClient client) {
        return client.initialize("it", List.of("0.9.0"), List.of(ROOT)).path("result");
    }

    /** Opens a terminal and echoes the mark its binding set. */
    private static void assertMark(AhpTestClient client, String mark) {
        String uri = newUri();
        assertTrue(create(client, uri, null).path("result").isNull());
        subscribe(client, uri);
        type(client, uri, "echo \"mark=$AHP_PLUGIN_MARK.\"\n");
        awaitOutput(client, uri, "mark=" + mark + ".");
    }

    @Test
    void aPluginMovedInGivesAHostWithoutAStoreItsTerminals() throws Exception {
        Path plugins = pluginsFolder();
        Path staged = storePlugin("a", Files.createDirectories(home.resolve("staged")));
        try (Launched daemon = serve("--terminals", "none")) {
            try (AhpTestClient before = connect(daemon)) {
                assertTrue(daemon.output().contains("terminals: none"), daemon.output());
                assertFalse(handshake(before).has("terminalCommandPrefix"), "no store, no prefix");
                assertEquals("Method not found: createTerminal",
                        create(before, newUri(), null).path("error").path("message").asString());
            }
            tighten(staged);
            Files.move(staged, plugins.resolve("store-a"), StandardCopyOption.ATOMIC_MOVE);
            daemon.awaitOutput("Terminals from store-a (store-a) (pipes)");
            try (AhpTestClient after = connect(daemon)) {
                assertEquals("!", handshake(after).path("terminalCommandPrefix").asString());
                assertMark(after, "a");
            }
        }
    }

    @Test
    void ofTwoPluginsThatRegisterAStoreTheFirstByFileNameIsKept() throws Exception {
        Path plugins = pluginsFolder();
        storePlugin("b", plugins);
        storePlugin("a", plugins);
        try (Launched daemon = serve()) {
            try (AhpTestClient client = connect(daemon)) {
                String out = daemon.output();
                assertTrue(out.contains("Terminals from store-a (store-a) (pipes)"), out);
                assertTrue(out.contains("Refused the terminal store of store-b (store-b): the host keeps the one of"
                        + " store-a (store-a)"), out);
                assertTrue(out.contains("terminals: pipes"), out);
                assertEquals("!", handshake(client).path("terminalCommandPrefix").asString());
                assertMark(client, "a");
            }
        }
    }

    @Test
    void aPluginsBindingIsChosenByNameAndBrokenJarsAreSkippedByName() throws Exception {
        Path plugins = pluginsFolder();
        Files.copy(bindingJar, plugins.resolve("javaprocess.jar"));
        Files.writeString(plugins.resolve("broken.jar"), "not a zip");
        Path unresolvable = Files.createDirectories(plugins.resolve("needs-a-missing-module"));
        Files.copy(PluginJars.build("store", Map.of("@MARK@", "x"), List.of(bindingJar), built.resolve("x"),
                built.resolve("x/store.jar")), unresolvable.resolve("store.jar"));
        try (Launched daemon = serve("--terminals", "javaprocess")) {
            try (AhpTestClient client = connect(daemon)) {
                String out = daemon.output();
                assertTrue(out.contains("Plugin broken.jar skipped"), out);
                assertTrue(out.contains("Plugin needs-a-missing-module skipped"), out);
                assertTrue(out.contains("Terminals run on javaprocess from javaprocess.jar"), out);
                assertEquals("!", handshake(client).path("terminalCommandPrefix").asString());
                assertMark(client, "binding");
            }
        }
    }

    @Test
    void aNameNoProviderHasStopsTheStartListingTheNamesFound() throws Exception {
        Files.copy(bindingJar, pluginsFolder().resolve("javaprocess.jar"));
        try (Launched daemon = serve("--terminals", "tmux")) {
            assertEquals(2, daemon.awaitExit(), daemon.output());
            assertTrue(daemon.output().contains(
                    "--terminals: no provider is named \"tmux\" (found: javaprocess, pipes, pty)"), daemon.output());
        }
        try (Launched daemon = serve("--screen", "alacritty")) {
            assertEquals(2, daemon.awaitExit(), daemon.output());
            assertTrue(daemon.output().contains("--screen: no provider is named \"alacritty\" (found: jline)"),
                    daemon.output());
        }
    }
}
