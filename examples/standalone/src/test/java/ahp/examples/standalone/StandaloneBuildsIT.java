package ahp.examples.standalone;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.BufferedReader;
import java.io.File;
import java.io.IOException;
import java.io.InputStreamReader;
import java.lang.module.ModuleDescriptor;
import java.lang.module.ModuleFinder;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The standalone plugin and host of this folder, each copied to a clean folder and built with
 * {@code mvn package} the way a person builds them after {@code mvn install} in the checkout.
 *
 * <p>What {@code mvn install} puts in a local repository (the parent pom, {@code ahp-terminals-bom}, and each
 * module the BOM lists, its pom and the jar the reactor just built) is laid out in a temporary local
 * repository; every other artifact, Jackson and the Maven plugins among them, comes from the build's
 * own local repository through a {@code file:} mirror. So the builds need no network and never write
 * into the build's local repository, and a module missing from the BOM, or a version the BOM does not
 * pin, fails them.
 */
class StandaloneBuildsIT {

    private static final Path CHECKOUT = Path.of(System.getProperty("checkout")).toAbsolutePath().normalize();
    private static final String VERSION = System.getProperty("ahp.version");
    private static final Duration BUILD = Duration.ofMinutes(5);
    private static final Pattern PLATFORM = Pattern.compile(
            "<groupId>ahp</groupId><artifactId>([^<]+)</artifactId><version>\\$\\{project.version}</version>");

    @TempDir
    static Path work;

    private static Path repository;
    private static Path settings;

    @BeforeAll
    static void installTheCheckout() throws IOException {
        repository = Files.createDirectories(work.resolve("repository"));
        install("ahp-terminals", CHECKOUT.resolve("pom.xml"), null);
        Path bom = CHECKOUT.resolve("bom/pom.xml");
        install("ahp-terminals-bom", bom, null);
        Matcher module = PLATFORM.matcher(Files.readString(bom));
        int modules = 0;
        while (module.find()) {
            String name = module.group(1);
            install(name, CHECKOUT.resolve(name).resolve("pom.xml"),
                    CHECKOUT.resolve(name).resolve("target").resolve(name + "-" + VERSION + ".jar"));
            modules++;
        }
        assertTrue(modules >= 10, "the BOM lists the platform's modules: " + modules);
        settings = Files.writeString(work.resolve("settings.xml"), """
                <settings>
                  <mirrors>
                    <mirror>
                      <id>the-build-s-own</id>
                      <mirrorOf>*</mirrorOf>
                      <url>%s</url>
                    </mirror>
                  </mirrors>
                </settings>
                """.formatted(Path.of(System.getProperty("outer.repository")).toUri()));
    }

    /** Puts {@code pom} (and {@code jar}) where {@code mvn install} would. */
    private static void install(String artifact, Path pom, Path jar) throws IOException {
        Path folder = Files.createDirectories(repository.resolve("ahp").resolve(artifact).resolve(VERSION));
        Files.copy(pom, folder.resolve(artifact + "-" + VERSION + ".pom"), StandardCopyOption.REPLACE_EXISTING);
        if (jar != null) {
            assertTrue(Files.isRegularFile(jar), "built by the reactor before this module: " + jar);
            Files.copy(jar, folder.resolve(artifact + "-" + VERSION + ".jar"), StandardCopyOption.REPLACE_EXISTING);
        }
    }

    /** Copies {@code example} (without its target) to a clean folder and runs {@code mvn package} there. */
    private static Path build(String example) throws IOException, InterruptedException {
        Path from = CHECKOUT.resolve("examples/standalone").resolve(example);
        Path to = work.resolve(example);
        try (Stream<Path> walk = Files.walk(from)) {
            for (Path path : walk.filter(p -> !from.relativize(p).startsWith("target")).toList()) {
                Path copy = to.resolve(from.relativize(path).toString());
                if (Files.isDirectory(path)) {
                    Files.createDirectories(copy);
                } else {
                    Files.copy(path, copy);
                }
            }
        }
        List<String> command = new ArrayList<>(List.of(System.getProperty("maven.command"), "-B", "-o",
                "-Daether.offline.protocols=file", "-s", settings.toString(),
                "-Dmaven.repo.local=" + repository, "package"));
        ProcessBuilder maven = new ProcessBuilder(command).directory(to.toFile()).redirectErrorStream(true)
                .redirectOutput(work.resolve(example + ".log").toFile());
        maven.environment().put("JAVA_HOME", System.getProperty("java.home"));
        Process process = maven.start();
        if (!process.waitFor(BUILD.toSeconds(), TimeUnit.SECONDS)) {
            process.destroyForcibly();
            throw new AssertionError("mvn package of " + example + " still running after " + BUILD);
        }
        String log = Files.readString(work.resolve(example + ".log"), StandardCharsets.UTF_8);
        assertEquals(0, process.exitValue(), "mvn package of " + example + ":\n" + log);
        return to.resolve("target");
    }

    @Test
    void aPluginCompilesAgainstTheTerminalsApiAloneAndItsJarIsAModuleThatProvidesTheSpi() throws Exception {
        Path jar = build("plugin").resolve("hello-plugin-1.0.jar");
        ModuleDescriptor module = ModuleFinder.of(jar).findAll().iterator().next().descriptor();
        assertEquals("com.example.hello", module.name());
        assertTrue(module.provides().stream().anyMatch(provides -> provides.service()
                .equals("ahp.terminals.api.spi.TerminalsPlugin")), module.toString());
    }

    @Test
    void aHostGetsTheBomsJacksonAndServes() throws Exception {
        Path target = build("host");
        Path modules = target.resolve("modules");
        List<String> jars;
        try (Stream<Path> list = Files.list(modules)) {
            jars = list.map(path -> path.getFileName().toString()).sorted().toList();
        }
        String jackson = System.getProperty("jackson.version", "3.3.0");
        assertTrue(jars.contains("jackson-databind-" + jackson + ".jar"), jars.toString());
        assertTrue(jars.contains("ahp.server-" + VERSION + ".jar"), jars.toString());
        assertFalse(jars.stream().anyMatch(jar -> jar.startsWith("ahp.terminals.pty") || jar.startsWith("pty4j")),
                jars.toString());

        ProcessBuilder launch = new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "--enable-native-access=ahp.terminals.pipes", "--module-path",
                target.resolve("hello-host-1.0.jar") + File.pathSeparator + modules,
                "-m", "com.example.host/com.example.host.HelloHost").redirectErrorStream(true);
        launch.environment().put("AHP_TOKEN", "standalone-secret");
        Process host = launch.start();
        try {
            StringBuilder seen = new StringBuilder();
            CompletableFuture<Boolean> listening = CompletableFuture.supplyAsync(() -> {
                        try (BufferedReader lines = new BufferedReader(new InputStreamReader(host.getInputStream(),
                                StandardCharsets.UTF_8))) {
                            for (String line = lines.readLine(); line != null; line = lines.readLine()) {
                                if (line.startsWith("hello-host: listening on ws://")) {
                                    return true;
                                }
                                seen.append(line).append('\n');
                            }
                            return false;
                        } catch (IOException closed) {
                            return false;
                        }
                    });
            assertTrue(listening.get(60, TimeUnit.SECONDS), "the host ended before it listened:\n" + seen);
        } finally {
            host.destroy();
            assertTrue(host.waitFor(30, TimeUnit.SECONDS), "the host stops on SIGTERM");
        }
    }
}
