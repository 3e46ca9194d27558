package ahp.terminals.pipes;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import ahp.protocol.terminal.TerminalAction;
import ahp.terminals.api.Terminal;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/** Input on pipes: an input that stays open, ^C as SIGINT to the group, a size nobody is told. */
class PipesInputTest {

    @TempDir
    Path home;

    @ParameterizedTest(name = "{0}")
    @MethodSource("ahp.terminals.pipes.Shells#all")
    void aShellToSitInReadsAnInputThatStaysOpen(String shell) {
        try (PipeStore pipes = PipeStore.in(home)) {
            Recorder recorder = new Recorder();
            Terminal terminal = pipes.sit(shell);
            terminal.subscribe(recorder);
            terminal.input("echo one\n");
            Await.until(() -> recorder.saw("one\n"), recorder::output);
            terminal.input("echo two; exit 5\n");
            assertEquals(5, PipeStore.exit(terminal).exitCode());
            assertEquals("one\ntwo\n", recorder.output());
            assertEquals(List.of(new TerminalAction.Input("echo one\n"), new TerminalAction.Input("echo two; exit 5\n")),
                    recorder.all(TerminalAction.Input.class));
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("ahp.terminals.pipes.Shells#all")
    void aCommandReadsTheSameInput(String shell) {
        try (PipeStore pipes = PipeStore.in(home)) {
            Gated gated = Gated.run(pipes, shell, "head -n 1");
            gated.terminal().input("hello €\n");
            assertEquals(Gated.code(0), gated.exit());
            assertEquals("hello €\n", gated.recorder().output());
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("ahp.terminals.pipes.Shells#all")
    void controlCStopsACommand(String shell) {
        try (PipeStore pipes = PipeStore.in(home)) {
            Gated gated = Gated.run(pipes, shell, "echo started; sleep 100; echo after");
            Await.until(() -> gated.recorder().saw("started\n"), gated.recorder()::output);
            awaitSleeping(gated.terminal());
            gated.terminal().input("\u0003");
            TerminalAction.Exited exited = gated.exit();
            assertTrue(exited.equals(Gated.signal("SIGINT")) || exited.equals(Gated.code(130)), exited::toString);
            assertFalse(gated.recorder().saw("after"));
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("ahp.terminals.pipes.Shells#all")
    void controlCStopsWhatASittingShellRuns(String shell) {
        try (PipeStore pipes = PipeStore.in(home)) {
            Recorder recorder = new Recorder();
            Terminal terminal = pipes.sit(shell);
            terminal.subscribe(recorder);
            terminal.input("echo started; sleep 100; echo after $?\n");
            Await.until(() -> recorder.saw("started\n"), recorder::output);
            awaitSleeping(terminal);
            terminal.input("\u0003");
            // A shell reading commands from a pipe is not interactive: SIGINT ends it, or it goes on
            // and says the command's status.
            Await.until(() -> terminal.exited().toCompletableFuture().isDone() || recorder.saw("after"),
                    recorder::output);
            if (terminal.exited().toCompletableFuture().isDone()) {
                assertEquals(List.of(Gated.signal("SIGINT")), recorder.all(TerminalAction.Exited.class));
            } else {
                Await.until(() -> recorder.saw("after 130\n"), recorder::output);
            }
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("ahp.terminals.pipes.Shells#all")
    void resizeIsKeptInTheStateAndSignalsNothing(String shell) {
        try (PipeStore pipes = PipeStore.in(home)) {
            Recorder recorder = new Recorder();
            Terminal terminal = pipes.sit(shell);
            terminal.subscribe(recorder);
            terminal.input("trap 'echo winch' WINCH; echo ready\n");
            Await.until(() -> recorder.saw("ready\n"), recorder::output);
            terminal.resize(100, 40);
            assertEquals(100, terminal.state().cols());
            assertEquals(40, terminal.state().rows());
            terminal.input("echo after\n");
            Await.until(() -> recorder.saw("after\n"), recorder::output);
            assertEquals("ready\nafter\n", recorder.output());
            assertEquals(List.of(new TerminalAction.Resized(100, 40)), recorder.all(TerminalAction.Resized.class));
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("ahp.terminals.pipes.Shells#all")
    void afterTheExitInputAndResizeAreIgnored(String shell) {
        try (PipeStore pipes = PipeStore.in(home)) {
            Gated gated = Gated.run(pipes, shell, "exit 0");
            gated.exit();
            int before = gated.recorder().actions().size();
            gated.terminal().input("echo late\n");
            gated.terminal().resize(120, 50);
            assertEquals(before, gated.recorder().actions().size(), () -> gated.recorder().actions().toString());
            assertEquals(80, gated.terminal().state().cols());
            assertEquals(24, gated.terminal().state().rows());
        }
    }

    /**
     * Waits until {@code sleep} itself runs in the terminal's group. A SIGINT sent just after
     * {@code echo started} can reach dash between its vfork and the child's exec, where the child
     * drops it and the parent defers it until the child ends: the 100 s sleep then runs on, as it
     * would for a person pressing ^C at that instant in a real terminal.
     */
    private static void awaitSleeping(Terminal terminal) {
        Await.until(() -> ProcessGroups.runs(terminal.pid(), "sleep"),
                () -> "sleep to run in group " + terminal.pid() + ": " + ProcessGroups.members(terminal.pid()));
    }
}
