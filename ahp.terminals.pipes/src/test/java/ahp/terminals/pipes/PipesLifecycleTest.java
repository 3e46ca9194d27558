package ahp.terminals.pipes;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import ahp.protocol.terminal.TerminalAction;
import ahp.protocol.terminal.TerminalClaim;
import ahp.protocol.terminal.TerminalLifecycle;
import ahp.protocol.terminal.TerminalReducer;
import ahp.protocol.terminal.TerminalState;
import ahp.terminals.api.Terminal;
import ahp.terminals.api.TerminalSpec;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/** What a terminal on pipes is from open to close, and that nothing outlives it. */
class PipesLifecycleTest {

    @TempDir
    Path home;

    @ParameterizedTest(name = "{0}")
    @MethodSource("ahp.terminals.pipes.Shells#all")
    void closingEndsTheWholeProcessGroup(String shell) {
        try (PipeStore pipes = PipeStore.in(home)) {
            Recorder recorder = new Recorder();
            Terminal terminal = pipes.sit(shell);
            terminal.subscribe(recorder);
            terminal.input("sleep 100 & sleep 100 & echo ready\n");
            Await.until(() -> recorder.saw("ready\n"), recorder::output);
            long pgid = terminal.pid();
            assertTrue(ProcessGroups.members(pgid).size() >= 3, () -> "group: " + ProcessGroups.members(pgid));
            terminal.close();
            ProcessGroups.awaitGone(pgid);
            // Hung up, not killed: zsh hears SIGHUP and exits 1 of its own accord, the others die of it.
            assertEquals(List.of(shell.endsWith("zsh") ? Gated.code(1) : Gated.signal("SIGHUP")), exits(terminal, recorder));
        }
    }

    @Test
    void closingHangsUpSoTheShellRunsItsExitTrap() throws Exception {
        try (PipeStore pipes = PipeStore.in(home)) {
            Path lock = home.resolve("held.lock");
            Recorder recorder = new Recorder();
            Terminal terminal = pipes.sit("/bin/bash");
            terminal.subscribe(recorder);
            terminal.input("touch " + lock + "; trap 'rm -f " + lock + "' EXIT; echo ready; sleep 100\n");
            Await.until(() -> recorder.saw("ready\n"), recorder::output);
            terminal.close();
            assertEquals(List.of(Gated.signal("SIGHUP")), exits(terminal, recorder));
            assertFalse(java.nio.file.Files.exists(lock), "the EXIT trap removed the lock, as SIGKILL would not have let it");
        }
    }

    @Test
    void aGroupThatIgnoresTheHangUpIsKilledAfterTheGrace() {
        try (PipeStore pipes = PipeStore.in(home)) {
            Recorder recorder = new Recorder();
            Terminal terminal = pipes.sit("/bin/sh");
            terminal.subscribe(recorder);
            terminal.input("trap '' HUP; echo ready; sleep 100\n");
            Await.until(() -> recorder.saw("ready\n"), recorder::output);
            long pgid = terminal.pid();
            terminal.close();
            ProcessGroups.awaitGone(pgid);
            assertEquals(List.of(Gated.signal("SIGKILL")), exits(terminal, recorder));
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("ahp.terminals.pipes.Shells#all")
    void closingAfterTheShellExitedEndsWhatItLeftBehind(String shell) {
        try (PipeStore pipes = PipeStore.in(home)) {
            Gated gated = Gated.run(pipes, shell, "sleep 100 >/dev/null 2>&1 & echo $!");
            assertEquals(Gated.code(0), gated.exit());
            long leftover = Long.parseLong(gated.recorder().output().trim());
            long pgid = gated.terminal().pid();
            assertEquals(List.of(leftover), ProcessGroups.members(pgid));
            gated.terminal().close();
            ProcessGroups.awaitGone(pgid);
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("ahp.terminals.pipes.Shells#all")
    void aBackgroundJobHoldingTheOutputIsHungUpOnAfterTheGrace(String shell) {
        try (PipeStore pipes = PipeStore.in(home)) {
            Gated gated = Gated.run(pipes, shell, "sleep 100 & echo bg; exit 6");
            assertEquals(Gated.code(6), gated.exit());
            assertEquals("bg\n", gated.recorder().output());
            ProcessGroups.awaitGone(gated.terminal().pid());
        }
    }

    @Test
    void aProcessOutsideTheGroupHoldingTheOutputDoesNotHoldTheExit() {
        try (PipeStore pipes = PipeStore.in(home)) {
            Gated gated = Gated.run(pipes, "/bin/sh", "setsid sleep 100 & echo $!; exit 2");
            try {
                assertEquals(Gated.code(2), gated.exit());
            } finally {
                long escaped = Long.parseLong(gated.recorder().output().trim());
                ProcessHandle.of(escaped).ifPresent(ProcessHandle::destroyForcibly);
                Await.until(() -> !ProcessGroups.alive(escaped), () -> "process " + escaped);
            }
        }
    }

    @Test
    void closingTheStoreEndsEveryTerminalAndOpensNoMore() {
        try (PipeStore pipes = PipeStore.in(home)) {
            List<Terminal> terminals = Shells.all().map(pipes::sit).toList();
            pipes.store.close();
            for (Terminal terminal : terminals) {
                // Hung up: the shells die of the signal (128); zsh exits 1 of its own accord once its
                // handler is in place, and dies of the signal when the hangup comes while it starts.
                boolean zsh = terminal.state().title().equals("zsh");
                TerminalLifecycle exit = PipeStore.exit(terminal);
                if (zsh && exit.equals(new TerminalLifecycle.Exited(1))) {
                    ProcessGroups.awaitGone(terminal.pid());
                    continue;
                }
                assertEquals(new TerminalLifecycle.Exited(128), exit, terminal.state().title());
                ProcessGroups.awaitGone(terminal.pid());
            }
            assertThrows(IllegalStateException.class, () -> pipes.store.open(TerminalSpec.builder().build()));
        }
    }

    @Test
    void aTerminalOnPipesSaysSoAndHasNoScreen() {
        try (PipeStore pipes = PipeStore.in(home)) {
            Terminal terminal = pipes.sit("/bin/bash");
            TerminalState state = terminal.state();
            assertEquals(TerminalState.opened("bash", "file://" + home.toUri().getRawPath().replaceAll("/$", ""), 80, 24,
                    new TerminalClaim.Client(""), false), state);
            assertFalse(terminal.isPty());
            assertTrue(terminal.pid() > 0);
            assertFalse(terminal.isInAltBuffer());
            assertFalse(terminal.isBracketedPasteMode());
            assertTrue(terminal.whenAltBuffer().toCompletableFuture().isDone());
        }
    }

    @Test
    void renameClaimAndClearAreActionsAndClearKeepsSizeTitleAndClaim() {
        try (PipeStore pipes = PipeStore.in(home)) {
            Recorder recorder = new Recorder();
            Terminal terminal = pipes.open(TerminalSpec.builder().shell("/bin/bash").title("build").size(120, 40)
                    .build());
            terminal.subscribe(recorder);
            terminal.input("echo hello\n");
            Await.until(() -> recorder.saw("hello\n"), recorder::output);
            TerminalClaim claim = TerminalClaim.Session.background("ahp:/session/1", "ahp:/session/1/chat/1");
            terminal.rename("renamed");
            terminal.claim(claim);
            terminal.clear();
            TerminalState state = terminal.state();
            assertEquals(List.of(), state.content());
            assertEquals("renamed", state.title());
            assertEquals(claim, state.claim());
            assertEquals(120, state.cols());
            assertEquals(40, state.rows());
            assertEquals(List.of(new TerminalAction.TitleChanged("renamed"), new TerminalAction.Claimed(claim),
                    new TerminalAction.Cleared()), recorder.actions().subList(recorder.actions().size() - 3,
                    recorder.actions().size()));
            terminal.input("echo after\n");
            Await.until(() -> recorder.saw("after\n"), recorder::output);
            assertEquals("after\n", PipesOutputTest.text(terminal.state()));
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("ahp.terminals.pipes.Shells#all")
    void aLateSubscriberFoldsToTheSameState(String shell) {
        try (PipeStore pipes = PipeStore.in(home)) {
            Recorder first = new Recorder();
            Terminal terminal = pipes.run(shell, "read go; seq 1 30000; exit 1");
            terminal.subscribe(first);
            terminal.input("\n");
            Await.until(() -> first.output().length() > 1000, first::output);
            Recorder late = new Recorder();
            TerminalState folded = terminal.subscribe(late);
            PipeStore.exit(terminal);
            for (TerminalAction action : late.actions()) {
                folded = TerminalReducer.reduce(folded, action);
            }
            assertEquals(terminal.state(), folded);
            assertEquals(SeqCheck.tailOf(30_000, (int) SeqCheck.bytesOf(30_000)), PipesOutputTest.text(folded));
        }
    }

    @Test
    void noDescriptorOrThreadOutlivesATerminal() throws Exception {
        try (PipeStore pipes = PipeStore.in(home)) {
            pipes.run("/bin/sh", "exit 0").exited().toCompletableFuture().join();
            Await.until(() -> pipeThreads() == 0, () -> "threads: " + pipeThreads());
            long descriptors = openDescriptors();
            for (int i = 0; i < 20; i++) {
                Terminal terminal = pipes.run("/bin/sh", "echo " + i);
                PipeStore.exit(terminal);
                terminal.close();
            }
            Terminal sitting = pipes.sit("/bin/sh");
            sitting.input("echo typed\n");
            sitting.close();
            PipeStore.exit(sitting);
            Await.until(() -> pipeThreads() == 0 && openDescriptors() <= descriptors,
                    () -> "threads: " + pipeThreads() + ", descriptors: " + openDescriptors() + " (was " + descriptors + ")");
        }
    }

    private static long pipeThreads() {
        return Thread.getAllStackTraces().keySet().stream().filter(t -> t.getName().startsWith("ahp-pipes-")).count();
    }

    private static long openDescriptors() {
        try (var fds = java.nio.file.Files.list(Path.of("/proc/self/fd"))) {
            return fds.count();
        } catch (java.io.IOException unreadable) {
            throw new AssertionError(unreadable);
        }
    }

    private static List<TerminalAction.Exited> exits(Terminal terminal, Recorder recorder) {
        PipeStore.exit(terminal);
        return recorder.all(TerminalAction.Exited.class);
    }
}
