package ahp.terminals.pty;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import ahp.terminals.api.spi.ExitStatus;
import ahp.terminals.api.spi.ProcessLaunch;
import ahp.terminals.api.spi.TerminalProcess;
import ahp.terminals.pty.posix.CallState;
import ahp.terminals.pty.posix.Libc;
import java.lang.foreign.Arena;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.time.Duration;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Both ways of starting a shell ({@code posix_spawn}, the default, and pty4j's fork) give the child
 * the same world: the leader of a new session whose controlling terminal is the slave, at the window
 * size asked for, in its directory, no descriptor of the JVM, every signal unblocked and at its
 * default; and the binding reports what it printed, then its real exit, and reaps it.
 */
class SpawnerTest {

    private static final Duration WAIT = Duration.ofSeconds(30);

    @TempDir
    Path temp;

    static Stream<Spawner> spawners() {
        return Stream.of(new PosixSpawner(), new Pty4jSpawner());
    }

    /** What the child printed, and how it ended. */
    private record Ran(String text, ExitStatus status) {}

    private static Ran run(Spawner spawner, ProcessLaunch launch) throws Exception {
        Collector output = new Collector();
        TerminalProcess process = new PtyBinding(PtyTimings.DEFAULT, true, spawner).start(launch, output);
        try {
            ExitStatus status = output.awaitExit(WAIT);
            return new Ran(output.text(), status);
        } finally {
            process.kill();
        }
    }

    @Test
    void theDefaultOnThisMachineIsPosixSpawnUnlessTheSwitchSaysPty4j() {
        assertTrue(PosixSpawner.available(), "glibc 2.34 or later on x86-64 is what this project builds on");
        String before = System.getProperty(Spawner.PROPERTY);
        try {
            System.clearProperty(Spawner.PROPERTY);
            assertEquals("posix", Spawner.selected().name());
            System.setProperty(Spawner.PROPERTY, "pty4j");
            assertEquals("pty4j", Spawner.selected().name());
            System.setProperty(Spawner.PROPERTY, "posix");
            assertEquals("posix", Spawner.selected().name());
        } finally {
            if (before == null) {
                System.clearProperty(Spawner.PROPERTY);
            } else {
                System.setProperty(Spawner.PROPERTY, before);
            }
        }
    }

    @ParameterizedTest
    @MethodSource("spawners")
    void theChildLeadsASessionWhoseControllingTerminalIsTheSlave(Spawner spawner) throws Exception {
        Path home = Shell.home(temp, Shell.BASH);
        // Field 6 of /proc/PID/stat is the session, 7 the controlling terminal's device (0: none).
        Ran output = run(spawner, Shell.BASH.command(home,
                "echo pid=$$; tty; cut -d')' -f2 /proc/$$/stat; stty size; pwd; exec 3</dev/tty && echo tty-opens"));
        String text = output.text();
        assertEquals(ExitStatus.exited(0), output.status(), text);
        Matcher pid = Pattern.compile("pid=(\\d+)").matcher(text);
        assertTrue(pid.find(), text);
        Matcher fields = Pattern.compile("^ \\S (\\d+) (\\d+) (\\d+) (\\d+)", Pattern.MULTILINE).matcher(text);
        assertTrue(fields.find(), text);
        assertEquals(pid.group(1), fields.group(2), "its own process group: " + text);
        assertEquals(pid.group(1), fields.group(3), "its own session: " + text);
        assertNotEquals("0", fields.group(4), "a controlling terminal: " + text);
        assertTrue(text.contains("/dev/pts/"), text);
        assertTrue(text.contains("24 80"), "the window asked for: " + text);
        assertTrue(text.contains(home.toString()), "in its directory: " + text);
        assertTrue(text.contains("tty-opens"), "/dev/tty is its controlling terminal: " + text);
    }

    @ParameterizedTest
    @MethodSource("spawners")
    void noDescriptorOfTheJvmReachesTheChildEvenWithoutCloseOnExec(Spawner spawner) throws Exception {
        Path home = Shell.home(temp, Shell.BASH);
        try (Arena arena = Arena.ofConfined()) {
            // Opened as a careless library would: no O_CLOEXEC.
            int leaky = Libc.open(new CallState(arena), arena.allocateFrom("/dev/null"), Libc.O_RDWR);
            assertTrue(leaky > 2);
            try {
                ProcessLaunch launch = Shell.launch(home, List.of("/bin/ls", "-1", "/proc/self/fd"), 80, 24);
                Ran output = run(spawner, launch);
                assertEquals(ExitStatus.exited(0), output.status());
                // ls itself opens the directory it lists, as 3.
                assertEquals(List.of("0", "1", "2", "3"), output.text().lines().map(String::strip).toList());
            } finally {
                Libc.close(leaky);
            }
        }
    }

    @Test
    void aChildThatAsksForAScratchFileStartsWithAnUnnamedOwnerOnlyOneOnDescriptor3() throws Exception {
        Path home = Shell.home(temp, Shell.BASH);
        java.util.Map<String, String> env = new java.util.HashMap<>(Shell.environment(home));
        env.put(PosixSpawner.SCRATCH_REQUEST, "");
        ProcessLaunch launch = new ProcessLaunch(List.of("/bin/sh", "-c",
                "echo \"var=$AHP_SCRATCH_FD\"; readlink /proc/self/fd/3; stat -L -c %a /proc/self/fd/3"), home, env, 80, 24);
        Ran output = run(new PosixSpawner(), launch);
        assertEquals(ExitStatus.exited(0), output.status(), output.text());
        List<String> lines = output.text().lines().map(String::strip).toList();
        assertEquals("var=3", lines.get(0), output.text());
        assertTrue(lines.get(1).matches(".*/#\\d+ \\(deleted\\)"), "never linked into its folder: " + output.text());
        assertEquals("600", lines.get(2), output.text());
    }

    @Test
    void aScratchFolderThatWentAwayStartsTheChildWithoutOne() throws Exception {
        Path home = Shell.home(temp, Shell.BASH);
        Path folder = Files.createDirectories(temp.resolve("scratch"));
        java.util.Map<String, String> env = new java.util.HashMap<>(Shell.environment(home));
        env.put(PosixSpawner.SCRATCH_REQUEST, "");
        ProcessLaunch launch = new ProcessLaunch(List.of("/bin/sh", "-c", "echo \"var=${AHP_SCRATCH_FD-none}\""),
                home, env, 80, 24);
        String before = System.getProperty("java.io.tmpdir");
        System.setProperty("java.io.tmpdir", folder.toString());
        try {
            assertEquals("var=3", run(new PosixSpawner(), launch).text().strip(), "the folder works: tried and kept");
            Files.delete(folder);
            Ran output = run(new PosixSpawner(), launch);
            assertEquals(ExitStatus.exited(0), output.status(), output.text());
            assertEquals("var=none", output.text().strip(), "started all the same, without a scratch file");
        } finally {
            System.setProperty("java.io.tmpdir", before);
        }
    }

    /** pty4j's child keeps the forking thread's mask (SIGQUIT blocked, in a JVM's threads) and leaves signal 32 ignored. */
    @Test
    void everySignalStartsUnblockedAndAtItsDefault() throws Exception {
        Path home = Shell.home(temp, Shell.BASH);
        Ran output = run(new PosixSpawner(), Shell.launch(home, List.of("/bin/grep", "-E", "^Sig(Blk|Ign)", "/proc/self/status"),
                80, 24));
        assertEquals(ExitStatus.exited(0), output.status());
        assertEquals(List.of("SigBlk:\t0000000000000000", "SigIgn:\t0000000000000000"), output.text().lines().toList());
    }

    @ParameterizedTest
    @MethodSource("spawners")
    void everyByteArrivesBeforeTheExitAndTheChildIsReaped(Spawner spawner) throws Exception {
        Path home = Shell.home(temp, Shell.BASH);
        Collector output = new Collector(false);
        TerminalProcess process = new PtyBinding(PtyTimings.DEFAULT, true, spawner)
                .start(Shell.BASH.command(home, "head -c 300000 /dev/zero | tr '\\0' x; kill -TERM $$"), output);
        assertEquals(ExitStatus.signaled("SIGTERM"), output.awaitExit(WAIT));
        assertEquals(300_000, output.xCount());
        assertFalse(Files.exists(Path.of("/proc", Long.toString(process.pid()))), "reaped: no zombie left");
    }

    @Test
    void aFileThatCannotBeExecutedExits126AndSaysWhy() throws Exception {
        Path home = Shell.home(temp, Shell.BASH);
        Path notAProgram = Files.writeString(temp.resolve("not-a-program"), "\u0000\u0001 not a program\n");
        Files.setPosixFilePermissions(notAProgram, PosixFilePermissions.fromString("rwx------"));
        Ran output = run(new PosixSpawner(), Shell.launch(home, List.of(notAProgram.toString()), 80, 24));
        assertEquals(ExitStatus.exited(PtyBinding.CANNOT_EXECUTE), output.status());
        assertTrue(output.text().contains("cannot start " + notAProgram), output.text());
        assertTrue(output.text().contains("Exec format error"), output.text());
    }
}
