package ahp.server.daemon;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import ahp.server.plugins.ProviderCatalog;
import ahp.server.plugins.StoreParts;
import ahp.terminals.api.platform.Platform;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import java.util.function.Supplier;
import java.util.logging.Handler;
import java.util.logging.LogRecord;
import java.util.logging.Logger;
import java.util.logging.SimpleFormatter;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The daemon's start-up check, pretending to be Windows: {@code --terminals auto} tries the pty
 * binding (ConPTY, whose library cannot load here, as on a Windows without it), says why it cannot
 * work, and runs terminals on pipes (the JDK's own processes there); a binding named on purpose that
 * cannot work stops the start in words; and on the way no class of the POSIX code is initialised and
 * no native call of the daemon's own is made, which a child JVM started that way shows.
 */
class StartupWindowsTest {

    /** The classes whose initialisation means POSIX native code: the FFM bindings and what starts them. */
    private static final List<String> POSIX = List.of("ahp.terminals.pty.posix.", "ahp.terminals.pipes.posix.",
            "ahp.terminals.pty.PosixSpawner", "ahp.terminals.pty.PtyPoller", "ahp.terminals.pipes.process.");

    @TempDir
    Path temp;

    private final StoreParts parts = new StoreParts(null, null, Map.of());

    @Test
    void autoOnWindowsTriesConPtyWhichSaysWhyItCannotLoadHereThenRunsTerminalsOnPipes() {
        List<String> said = new ArrayList<>();
        Optional<StoreAssembly.Assembled> store = logged(said,
                () -> StoreAssembly.assemble(ProviderCatalog.ofHost(), TerminalsMode.AUTO, parts, windows()));
        try {
            assertEquals("pipes", store.orElseThrow().label());
            assertTrue(said.getFirst().startsWith("The pty binding cannot work here: ConPTY's library cannot be loaded here: "),
                    said::toString);
            assertEquals("Terminals run on pipes from the host", said.getLast());
        } finally {
            store.ifPresent(assembled -> assembled.store().close());
        }
    }

    @Test
    void thePtyBindingNamedOnPurposeOnWindowsStopsTheStartSayingWhy() {
        IllegalStateException refused = assertThrows(IllegalStateException.class,
                () -> StoreAssembly.assemble(ProviderCatalog.ofHost(), TerminalsMode.PTY, parts, windows()));
        assertTrue(refused.getMessage().startsWith("--terminals pty: pty: ConPTY's library cannot be loaded here: "),
                refused.getMessage());
    }

    @Test
    void whereNoBindingCanWorkTheDaemonServesWithoutTerminalsOfItsOwnAndSaysWhy() {
        List<String> said = new ArrayList<>();
        Platform elsewhere = new Platform(Platform.Os.OTHER, Map.of(), path -> false);
        assertTrue(logged(said, () -> StoreAssembly.assemble(ProviderCatalog.ofHost(), TerminalsMode.AUTO, parts, elsewhere))
                .isEmpty());
        assertEquals("No terminal binding works here (pty: the pty binding runs on Linux and Windows, not OTHER;"
                + " pipes: the pipes binding runs on Linux and Windows, not OTHER); serving without terminals", said.getLast());
    }

    @Test
    void pretendingToBeWindowsNoPosixClassIsInitialisedAndNoNativeCallOfTheDaemonsOwnIsMade() throws Exception {
        Child windows = child("WINDOWS");
        assertTrue(windows.output().contains("terminals: pipes"), windows.output());
        assertTrue(windows.output().contains("ConPTY's library cannot be loaded here"), windows.output());
        assertTrue(windows.initialised("ahp.terminals.pty.windows.ConPty"), "the log names what was initialised");
        assertTrue(windows.initialised("ahp.terminals.pipes.windows.WindowsPipesBinding"));
        for (String posix : POSIX) {
            assertFalse(windows.initialised(posix), posix + " was initialised: " + windows.initialisedNames(posix));
        }

        // The same check sees them when the daemon is on Linux: there the bindings bind the C library,
        // which this child refuses them, so neither can work.
        Child linux = child("LINUX");
        assertTrue(linux.initialised("ahp.terminals.pty.posix."), linux.output());
        assertTrue(linux.initialised("ahp.terminals.pipes.posix."), linux.output());
        assertTrue(linux.output().contains("The pty binding cannot work here: ExceptionInInitializerError:"
                + " java.lang.IllegalCallerException: Illegal native access from module ahp.terminals.pty"), linux.output());
        assertTrue(linux.output().contains("terminals: none"), linux.output());
    }

    private Platform windows() {
        return new Platform(Platform.Os.WINDOWS, Map.of("LOCALAPPDATA", temp.toString()), path -> false);
    }

    /** What {@code action} returns, with what {@link StoreAssembly} logged meanwhile added to {@code said}. */
    private static <T> T logged(List<String> said, Supplier<T> action) {
        Logger logger = Logger.getLogger(StoreAssembly.class.getName());
        SimpleFormatter formatter = new SimpleFormatter();
        Handler handler = new Handler() {
            @Override
            public void publish(LogRecord record) {
                said.add(formatter.formatMessage(record));
            }

            @Override
            public void flush() {}

            @Override
            public void close() {}
        };
        logger.addHandler(handler);
        try {
            return action.get();
        } finally {
            logger.removeHandler(handler);
        }
    }

    /**
     * What a child JVM on this test's modules printed, and which classes it initialised, assembling the
     * store for {@code os}: with native access for JNA alone (pty4j's), and every other native call
     * refused (an {@link IllegalCallerException}), the daemon's own FFM bindings' included.
     */
    private Child child(String os) throws IOException, InterruptedException {
        Path source = Files.writeString(temp.resolve("StartAs.java"), CHILD);
        Path initialised = temp.resolve(os + "-init.log");
        Path home = Files.createDirectories(temp.resolve(os + "-home"));
        List<String> command = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-XX:+UseSerialGC", "-XX:TieredStopAtLevel=1", "-Xshare:auto",
                "--enable-native-access=com.sun.jna", "--illegal-native-access=deny",
                "-Xlog:class+init=info:file=" + initialised, "-Djava.io.tmpdir=" + temp, "-Duser.home=" + home,
                "-Djna.tmpdir=" + home.resolve("jna"),
                "--module-path", System.getProperty("jdk.module.path"), "-cp", System.getProperty("java.class.path"),
                "--add-modules", "ALL-MODULE-PATH",
                "--add-exports", "ahp.server/ahp.server.daemon=ALL-UNNAMED",
                "--add-exports", "ahp.server/ahp.server.plugins=ALL-UNNAMED",
                source.toString(), os, home.toString()));
        Process process = new ProcessBuilder(command).redirectErrorStream(true).start();
        process.getOutputStream().close();
        String output = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertTrue(process.waitFor(120, TimeUnit.SECONDS), output);
        assertEquals(0, process.exitValue(), output);
        return new Child(output, Files.readAllLines(initialised).stream()
                .filter(line -> line.contains(" Initializing '"))
                .map(line -> line.substring(line.indexOf(" Initializing '") + 15, line.lastIndexOf('\'')).replace('/', '.'))
                .toList());
    }

    /** A child's output, and the names of the classes it initialised. */
    private record Child(String output, List<String> classes) {

        boolean initialised(String prefix) {
            return !initialisedNames(prefix).isEmpty();
        }

        List<String> initialisedNames(String prefix) {
            return classes.stream().filter(name -> name.startsWith(prefix)).toList();
        }
    }

    /** The child's program: the daemon's own assembly of its store for the system named, as a source file. */
    private static final String CHILD = """
            import ahp.server.daemon.StoreAssembly;
            import ahp.server.daemon.TerminalsMode;
            import ahp.server.plugins.ProviderCatalog;
            import ahp.server.plugins.StoreParts;
            import ahp.terminals.api.platform.Platform;
            import java.util.Map;

            public class StartAs {
                public static void main(String[] args) {
                    Platform platform = new Platform(Platform.Os.valueOf(args[0]),
                            Map.of("LOCALAPPDATA", args[1], "USERPROFILE", args[1], "HOME", args[1]), path -> false);
                    var store = StoreAssembly.assemble(ProviderCatalog.ofHost(), TerminalsMode.AUTO,
                            new StoreParts(null, null, Map.of()), platform);
                    System.out.println("terminals: " + store.map(StoreAssembly.Assembled::label).orElse("none"));
                    store.ifPresent(assembled -> assembled.store().close());
                }
            }
            """;
}
