package ahp.terminals.pipes;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import ahp.terminals.api.Terminal;
import ahp.terminals.api.TerminalSpec;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/** What a real shell is started with: the layered environment, and a command with or without args. */
class PipesEnvironmentTest {

    @TempDir
    Path home;

    @ParameterizedTest(name = "{0}")
    @MethodSource("ahp.terminals.pipes.Shells#all")
    void theEnvironmentIsHostThenCallerThenTheTerminalsOwn(String shell) {
        Map<String, String> host = Map.of("HOST_ONLY", "h", "OVER", "host", "TERM", "xterm-host", "LC_ALL", "host-lc");
        try (PipeStore pipes = PipeStore.in(home, host, PipeStore.binding(), null, null)) {
            Map<String, String> env = envOf(pipes.open(TerminalSpec.builder().shell(shell).commandLine("env")
                    .environment(Map.of("OVER", "caller", "TERM", "caller", "COLUMNS", "1"))
                    .size(100, 30).build()));
            assertEquals("h", env.get("HOST_ONLY"));
            assertEquals("caller", env.get("OVER"));
            assertEquals("dumb", env.get("TERM"));
            assertEquals("100", env.get("COLUMNS"));
            assertEquals("30", env.get("LINES"));
            assertEquals("host-lc", env.get("LC_ALL"));
            assertEquals(home.toString(), env.get("HOME"));
            assertFalse(env.containsKey("VSCODE_PREVENT_SHELL_HISTORY"));
            assertFalse(env.containsKey("GIT_TERMINAL_PROMPT"));
            // Nothing of the daemon's own beyond the host environment it was given.
            assertFalse(env.containsKey("XDG_CONFIG_HOME"), env::toString);
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("ahp.terminals.pipes.Shells#all")
    void theTwoFlagsComeLast(String shell) {
        try (PipeStore pipes = PipeStore.in(home, Map.of("PAGER", "less"), PipeStore.binding(), null, null)) {
            Map<String, String> env = envOf(pipes.open(TerminalSpec.builder().shell(shell).commandLine("env")
                    .environment(Map.of("GIT_PAGER", "more", "DEBIAN_FRONTEND", "dialog"))
                    .preventShellHistory(true).nonInteractive(true).build()));
            assertEquals("1", env.get("VSCODE_PREVENT_SHELL_HISTORY"));
            assertEquals("C.UTF-8", env.get("LC_ALL"));
            assertEquals("", env.get("PAGER"));
            assertEquals("", env.get("GIT_PAGER"));
            assertEquals("", env.get("GH_PAGER"));
            assertEquals("0", env.get("GIT_TERMINAL_PROMPT"));
            assertEquals("noninteractive", env.get("DEBIAN_FRONTEND"));
            assertEquals(Shells.realName(shell).equals("zsh") ? "" : null, env.get("PROMPT_EOL_MARK"));
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("ahp.terminals.pipes.Shells#all")
    void aLineIsShellSyntax(String shell) {
        try (PipeStore pipes = PipeStore.in(home)) {
            Terminal terminal = pipes.run(shell, "echo one; echo \"two  three\"; echo 'x;y' | tr ';' ':'");
            PipeStore.exit(terminal);
            assertEquals("one\ntwo  three\nx:y\n", PipesOutputTest.text(terminal.state()));
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("ahp.terminals.pipes.Shells#all")
    void aProgramWithArgsRunsExactlyThatArgv(String shell) throws Exception {
        Path tool = home.resolve("my tool");
        Files.writeString(tool, "#!/bin/sh\nprintf '[%s]' \"$@\"\n");
        Files.setPosixFilePermissions(tool, PosixFilePermissions.fromString("rwx------"));
        List<String> args = List.of("a b", "it's", "\"q\"", "$HOME", "*", "", "x;y", "back\\slash", "~", "A=b", "é");
        try (PipeStore pipes = PipeStore.in(home)) {
            Terminal terminal = pipes.open(TerminalSpec.builder().shell(shell).program(tool.toString(), args).build());
            assertEquals(0, PipeStore.exit(terminal).exitCode(), () -> PipesOutputTest.text(terminal.state()));
            StringBuilder expected = new StringBuilder();
            args.forEach(arg -> expected.append('[').append(arg).append(']'));
            assertEquals(expected.toString(), PipesOutputTest.text(terminal.state()));
        }
    }

    /** Every signal at its default action and none blocked, glibc's own 32 and 33 among them. */
    @org.junit.jupiter.api.Test
    void theProcessStartsWithEverySignalAtItsDefault() {
        try (PipeStore pipes = PipeStore.in(home, Map.of(), PipeStore.binding(), null, null)) {
            Terminal terminal = pipes.open(TerminalSpec.builder().shell("/bin/sh")
                    .commandLine("exec /bin/grep -E '^Sig(Blk|Ign)' /proc/self/status").build());
            assertEquals(0, PipeStore.exit(terminal).exitCode());
            assertEquals(List.of("SigBlk:\t0000000000000000", "SigIgn:\t0000000000000000"),
                    PipesOutputTest.text(terminal.state()).lines().map(String::strip).filter(line -> !line.isEmpty()).toList());
        }
    }

    private static Map<String, String> envOf(Terminal terminal) {
        assertEquals(0, PipeStore.exit(terminal).exitCode());
        Map<String, String> env = new HashMap<>();
        for (String line : PipesOutputTest.text(terminal.state()).split("\n")) {
            int equals = line.indexOf('=');
            if (equals > 0) {
                env.put(line.substring(0, equals), line.substring(equals + 1));
            }
        }
        return env;
    }
}
