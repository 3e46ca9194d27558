package ahp.terminals.pipes;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import ahp.protocol.terminal.TerminalAction;
import ahp.protocol.terminal.TerminalLifecycle;
import ahp.terminals.api.Terminal;
import ahp.terminals.api.TerminalSpec;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/** The exit on pipes: once, after every byte, with the real wait status. */
class PipesExitTest {

    @TempDir
    Path home;

    @ParameterizedTest(name = "{0}")
    @MethodSource("ahp.terminals.pipes.Shells#all")
    void exitsOnceAndOnlyAfterTheLastByte(String shell) {
        try (PipeStore pipes = PipeStore.in(home)) {
            Gated gated = Gated.run(pipes, shell,
                    "printf 'a'; printf 'b' >&2; seq 1 20000 >/dev/null; printf 'tail-without-newline'; exit 4");
            assertEquals(Gated.code(4), gated.exit());
            List<TerminalAction> actions = gated.recorder().actions();
            assertInstanceOf(TerminalAction.Exited.class, actions.getLast());
            assertEquals("abtail-without-newline", gated.recorder().output());
            assertEquals(new TerminalLifecycle.Exited(4), gated.terminal().state().lifecycle());
            assertEquals(new TerminalLifecycle.Exited(4), PipeStore.exit(gated.terminal()));
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("ahp.terminals.pipes.Shells#all")
    void aNormalExitIsItsCode(String shell) {
        try (PipeStore pipes = PipeStore.in(home)) {
            assertEquals(Gated.code(0), Gated.run(pipes, shell, "exit 0").exit());
            assertEquals(Gated.code(3), Gated.run(pipes, shell, "exit 3").exit());
            // A program that chooses 130 is not a SIGINT.
            assertEquals(Gated.code(130), Gated.run(pipes, shell, "exit 130").exit());
            Gated missing = Gated.run(pipes, shell, "no-such-program-ahp");
            assertEquals(Gated.code(127), missing.exit());
            assertTrue(missing.recorder().saw("no-such-program-ahp"), missing.recorder()::output);
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("ahp.terminals.pipes.Shells#all")
    void anEndBySignalIs128WithTheSignalsName(String shell) {
        try (PipeStore pipes = PipeStore.in(home)) {
            Gated killed = Gated.run(pipes, shell, "kill -KILL $$");
            assertEquals(Gated.signal("SIGKILL"), killed.exit());
            assertEquals(new TerminalLifecycle.Exited(128), killed.terminal().state().lifecycle());
            assertEquals(Gated.signal("SIGTERM"), Gated.run(pipes, shell, "kill -TERM $$").exit());
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("ahp.terminals.pipes.Shells#all")
    void aDirectoryThatIsNotThereIsAFailureInTheOutputAnd127(String shell) {
        try (PipeStore pipes = PipeStore.in(home)) {
            Path nowhere = home.resolve("no such dir");
            Terminal terminal = pipes.open(TerminalSpec.builder().shell(shell).directory(nowhere).build());
            assertEquals(new TerminalLifecycle.Exited(127), PipeStore.exit(terminal));
            assertEquals(shell + ": cd: " + nowhere + ": No such file or directory\n",
                    PipesOutputTest.text(terminal.state()));
            assertEquals(-1, terminal.pid());
            assertEquals("file://" + nowhere.toUri().getRawPath(), terminal.state().cwd());
        }
    }

    @Test
    void aShellThatIsNotThereIsAFailureInTheOutputAnd127() {
        try (PipeStore pipes = PipeStore.in(home)) {
            Terminal byPath = pipes.open(TerminalSpec.builder().shell("/no/such/shell").build());
            assertEquals(new TerminalLifecycle.Exited(127), PipeStore.exit(byPath));
            assertEquals("/no/such/shell: No such file or directory\n", PipesOutputTest.text(byPath.state()));
            Terminal byName = pipes.open(TerminalSpec.builder().shell("no-such-shell-ahp").build());
            assertEquals(new TerminalLifecycle.Exited(127), PipeStore.exit(byName));
            assertEquals("no-such-shell-ahp: command not found\n", PipesOutputTest.text(byName.state()));
        }
    }

    @Test
    void aFileThatCannotBeRunIs126() throws Exception {
        Path notExecutable = Files.writeString(home.resolve("plain.txt"), "echo hi\n");
        try (PipeStore pipes = PipeStore.in(home)) {
            Terminal terminal = pipes.open(TerminalSpec.builder().shell(notExecutable.toString()).build());
            assertEquals(new TerminalLifecycle.Exited(126), PipeStore.exit(terminal));
            assertEquals(notExecutable + ": Permission denied\n", PipesOutputTest.text(terminal.state()));
        }
    }
}
