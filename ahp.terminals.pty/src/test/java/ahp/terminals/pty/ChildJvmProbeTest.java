package ahp.terminals.pty;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import ahp.terminals.api.Providers;
import ahp.terminals.api.spi.ExitStatus;
import ahp.terminals.api.spi.ProcessBinding;
import ahp.terminals.api.spi.ProcessBindingProvider;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The native binding is tried in a child JVM first, and used here only when that child survived. */
class ChildJvmProbeTest {

    @TempDir
    Path temp;

    @Test
    void theChildJvmSurvivesAndTheProviderMakesAWorkingBinding() throws Exception {
        ChildJvmProbe.Outcome outcome = ChildJvmProbe.outcome();
        assertTrue(outcome.survived(), outcome.reason());
        assertSame(outcome, ChildJvmProbe.outcome(), "probed once per JVM");

        ProcessBindingProvider provider = Providers.load(ProcessBindingProvider.class, List.of("pty")).stream()
                .filter(p -> p.name().equals("pty")).findFirst().orElseThrow();
        assertTrue(provider.isPty());
        ProcessBinding binding = provider.create();
        assertTrue(binding.isPty());
        Collector output = new Collector();
        binding.start(Shell.BASH.command(temp, "echo from-the-provider"), output);
        assertEquals(ExitStatus.exited(0), output.awaitExit(Duration.ofSeconds(30)));
        assertEquals("from-the-provider\r\n", output.text());
    }

    @Test
    void theChildRunsThisRuntimeWithThisJvmsPathsAndGrants() {
        List<String> command = ChildJvmProbe.command(List.of());
        assertEquals(Path.of(System.getProperty("java.home"), "bin", "java").toString(), command.getFirst());
        assertTrue(command.contains("--enable-native-access=com.sun.jna,ahp.terminals.pty"), command.toString());
        assertTrue(command.contains("-D" + NativeFolder.PROPERTY + "=" + System.getProperty(NativeFolder.PROPERTY)),
                command.toString());
        assertTrue(command.contains("ahp.terminals.pty/" + ProbeMain.class.getName()), command.toString());
    }

    @Test
    void aModulePathNamedThroughALinkIsHandedOnAsTheRealOne() throws Exception {
        Path real = Files.createDirectories(temp.resolve("lib"));
        Path link = Files.createSymbolicLink(temp.resolve("through"), real);
        String absent = temp.resolve("absent").toString();
        assertEquals(real.toRealPath() + java.io.File.pathSeparator + absent,
                ChildJvmProbe.realPaths(link + java.io.File.pathSeparator + absent));
    }

    @Test
    void aLibraryThatDoesNotLoadFailsTheProbeWithTheReason() throws Exception {
        Path folder = temp.resolve("native");
        Path library = folder.resolve("linux").resolve(NativeFolder.architecture()).resolve("libpty.so");
        Files.createDirectories(library.getParent());
        Files.writeString(library, "not an ELF file");
        ChildJvmProbe.Outcome outcome = ChildJvmProbe.run(List.of("-D" + NativeFolder.PROPERTY + "=" + folder));
        assertFalse(outcome.survived());
        System.out.println("probe refused: " + outcome.reason());
        assertTrue(outcome.reason().contains("exited with"), outcome.reason());
    }

    @Test
    void aChildJvmThatDiesFailsTheProbe() {
        ChildJvmProbe.Outcome outcome = ChildJvmProbe.run(List.of("-XX:+AhpNoSuchOption"));
        assertFalse(outcome.survived());
        assertTrue(outcome.reason().contains("AhpNoSuchOption"), outcome.reason());
    }

    @Test
    void aNativeFolderWithoutTheLibraryIsRefused() {
        String before = System.getProperty(NativeFolder.PROPERTY);
        System.setProperty(NativeFolder.PROPERTY, temp.toString());
        try {
            Exception refused = org.junit.jupiter.api.Assertions.assertThrows(java.io.IOException.class, NativeFolder::ensure);
            assertTrue(refused.getMessage().contains("libpty.so"), refused.getMessage());
        } finally {
            System.setProperty(NativeFolder.PROPERTY, before);
        }
    }
}
