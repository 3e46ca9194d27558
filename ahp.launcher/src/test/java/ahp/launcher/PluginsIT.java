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
        return serveAsItIs(flags);
    }

    /** Starts the daemon without making the plugins folder's permissions tight first. */
    private Launched serveAsItIs(String... flags) throws IOException {
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
                assertTrue(out.contains("terminals: store-a from store-a (pipes))"), out);
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
                assertTrue(out.contains("terminals: javaprocess from javaprocess.jar (pipes))"), out);
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

    @Test
    void aPluginMayRequireAJdkModuleTheDaemonDoesNotAndItsInfoLinesAreShown() throws Exception {
        PluginJars.build("needshttp", Map.of(), List.of(), built, pluginsFolder().resolve("needshttp.jar"));
        try (Launched daemon = serve()) {
            String out = daemon.awaitOutput("ws://");
            assertFalse(out.contains("skipped"), out);
            assertTrue(out.contains("ahpd: info NeedsHttpPlugin: needshttp: an HTTP client speaking HTTP_1_1"), out);
            assertFalse(out.contains("a line at DEBUG"), "DEBUG is below the daemon's level: " + out);
        }
    }

    /** The three plugins that cannot give a binding, each for its own reason, in {@code folder}. */
    private static void brokenPlugins(Path folder) throws IOException {
        Path work = Files.createTempDirectory(built, "broken");
        PluginJars.build("throwing", Map.of(), List.of(), work, folder.resolve("tmux.jar"));
        PluginJars.build("servicesonly", Map.of(), List.of(), work, folder.resolve("screenless.jar"));
        Files.copy(bindingJar, folder.resolve("javaprocess.jar"));
        tighten(folder);
        Files.setPosixFilePermissions(folder.resolve("javaprocess.jar"),
                java.nio.file.attribute.PosixFilePermissions.fromString("rw-rw-r--"));
    }

    /** The daemon's last line: the start error. */
    private static String lastLine(Launched daemon) throws InterruptedException {
        assertEquals(2, daemon.awaitExit(), daemon.output());
        List<String> lines = daemon.output().lines().filter(line -> !line.isBlank()).toList();
        return lines.getLast();
    }

    @Test
    void underAutoEachBrokenPluginIsReportedAndTheDaemonServes() throws Exception {
        Path plugins = pluginsFolder();
        brokenPlugins(plugins);
        try (Launched daemon = serveAsItIs()) {
            String out = daemon.awaitOutput("ws://");
            assertTrue(out.contains("Skipping the ProcessBindingProvider org.example.throwing.ThrowingBindingProvider"
                    + " of tmux.jar"), out);
            assertTrue(out.contains("Plugin screenless.jar: module org.example.servicesonly lists"
                    + " ahp.terminals.api.spi.ProcessBindingProvider in META-INF/services/ but its module-info.java has"
                    + " no \"provides"), out);
            assertTrue(out.contains("Plugin javaprocess.jar skipped: writable by its group (rw-rw-r--); make it yours"
                    + " alone with: chmod go-w " + plugins.resolve("javaprocess.jar")), out);
        }
    }

    @Test
    void aNamedBindingWhoseConstructorThrewSaysSoOnTheLastLine() throws Exception {
        brokenPlugins(pluginsFolder());
        try (Launched daemon = serveAsItIs("--terminals", "tmux")) {
            String last = lastLine(daemon);
            assertTrue(last.startsWith("ahpd: --terminals: no provider is named \"tmux\" (found: pipes, pty);"), last);
            assertTrue(last.contains("tmux.jar: the ProcessBindingProvider org.example.throwing.ThrowingBindingProvider"
                    + " failed to start: java.lang.IllegalStateException: no tmux server on this machine"), last);
        }
    }

    @Test
    void aNamedBindingListedInServicesOnlySaysSoOnTheLastLine() throws Exception {
        brokenPlugins(pluginsFolder());
        try (Launched daemon = serveAsItIs("--terminals", "screenless")) {
            String last = lastLine(daemon);
            assertTrue(last.startsWith("ahpd: --terminals: no provider is named \"screenless\" (found: pipes, pty);"),
                    last);
            assertTrue(last.contains("screenless.jar: module org.example.servicesonly lists"
                    + " ahp.terminals.api.spi.ProcessBindingProvider in META-INF/services/"), last);
        }
    }

    @Test
    void aNamedBindingInAGroupWritableJarSaysSoOnTheLastLine() throws Exception {
        Path plugins = pluginsFolder();
        brokenPlugins(plugins);
        try (Launched daemon = serveAsItIs("--terminals", "javaprocess")) {
            String last = lastLine(daemon);
            assertTrue(last.startsWith("ahpd: --terminals: no provider is named \"javaprocess\" (found: pipes, pty);"),
                    last);
            assertTrue(last.contains("javaprocess.jar: skipped: writable by its group (rw-rw-r--); make it yours alone"
                    + " with: chmod go-w " + plugins.resolve("javaprocess.jar")), last);
        }
    }

    @Test
    void aGroupWritablePluginsFolderStopsTheStartWithStatusOneAndTheChmod() throws Exception {
        Path plugins = pluginsFolder();
        Files.setPosixFilePermissions(plugins, java.nio.file.attribute.PosixFilePermissions.fromString("rwxrwx---"));
        try (Launched daemon = serveAsItIs()) {
            assertEquals(1, daemon.awaitExit(), daemon.output());
            String last = daemon.output().lines().filter(line -> !line.isBlank()).toList().getLast();
            assertEquals("ahpd: --plugins " + plugins + ": writable by its group (rwxrwx---); make it yours alone with:"
                    + " chmod go-w " + plugins, last);
        }
    }
}
