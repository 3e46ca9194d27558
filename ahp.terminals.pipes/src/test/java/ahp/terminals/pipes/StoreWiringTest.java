package ahp.terminals.pipes;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import ahp.protocol.terminal.TerminalAction;
import ahp.protocol.terminal.TerminalLifecycle;
import ahp.terminals.api.Terminal;
import ahp.terminals.api.TerminalSpec;
import ahp.terminals.api.spi.InjectionRequest;
import ahp.terminals.api.spi.ProcessBinding;
import ahp.terminals.api.spi.ProcessLaunch;
import ahp.terminals.api.spi.ProcessOutput;
import ahp.terminals.api.spi.TerminalProcess;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * What the store does with its screen and shell-integration ports, with real shells behind it: the
 * pipes binding under a pseudoterminal's flag stands in for the pty binding, which is built and
 * tested in its own module.
 */
class StoreWiringTest {

    @TempDir
    Path home;

    private final List<String> events = new ArrayList<>();

    @Test
    void aShellToSitInIsInjectedOnceAndReadThroughItsTracker() {
        RecordingShellIntegration integration = new RecordingShellIntegration(events, false);
        try (PipeStore pipes = PipeStore.in(home, Map.of("AHP_REMOVED", "x"), new PtyFlagBinding(), null, integration)) {
            Recorder recorder = new Recorder();
            Terminal terminal = pipes.sit("/bin/bash");
            terminal.subscribe(recorder);
            terminal.input("echo \"$AHP_INJECTED-${AHP_REMOVED-gone}-$TERM\"; exit 0\n");
            PipeStore.exit(terminal);

            List<InjectionRequest> requests = integration.requests();
            assertEquals(1, requests.size());
            assertEquals(List.of("/bin/bash"), requests.getFirst().argv());
            assertEquals("xterm-256color", requests.getFirst().environment().get("TERM"));
            assertEquals(List.of(requests.getFirst().nonce()), integration.nonces());
            assertEquals("yes-gone-xterm-256color\n[end]", recorder.output());
            assertTrue(terminal.state().supportsCommandDetection());
            assertEquals(List.of(new TerminalAction.CommandDetectionAvailable()),
                    recorder.all(TerminalAction.CommandDetectionAvailable.class));
            assertTrue(events.contains("input:echo \"$AHP_INJECTED-${AHP_REMOVED-gone}-$TERM\"; exit 0\n"), events::toString);
            // The tracker's end goes out before the exit.
            List<TerminalAction> actions = recorder.actions();
            assertEquals(new TerminalAction.Data("[end]"), actions.get(actions.size() - 2));
            assertEquals(Gated.code(0), actions.getLast());
        }
    }

    @Test
    void aCommandIsNotInjectedButStillTracked() {
        RecordingShellIntegration integration = new RecordingShellIntegration(events, false);
        try (PipeStore pipes = PipeStore.in(home, Map.of(), new PtyFlagBinding(), null, integration)) {
            Terminal terminal = pipes.run("/bin/bash", "echo \"${AHP_INJECTED-none}\"");
            PipeStore.exit(terminal);
            assertEquals(List.of(), integration.requests());
            assertEquals(1, integration.nonces().size());
            assertEquals("none\n[end]", PipesOutputTest.text(terminal.state()));
        }
    }

    @Test
    void anInjectionThatThrowsLeavesTheShellAsItWas() {
        RecordingShellIntegration integration = new RecordingShellIntegration(events, true);
        try (PipeStore pipes = PipeStore.in(home, Map.of(), new PtyFlagBinding(), null, integration)) {
            Terminal terminal = pipes.sit("/bin/sh");
            terminal.input("echo \"${AHP_INJECTED-none}\"; exit 0\n");
            PipeStore.exit(terminal);
            assertEquals(1, integration.requests().size());
            assertEquals("none\n[end]", PipesOutputTest.text(terminal.state()));
        }
    }

    @Test
    void everyTerminalHasANonceOfItsOwn() {
        RecordingShellIntegration integration = new RecordingShellIntegration(events, false);
        try (PipeStore pipes = PipeStore.in(home, Map.of(), new PtyFlagBinding(), null, integration)) {
            pipes.sit("/bin/sh").close();
            pipes.sit("/bin/sh").close();
            List<String> nonces = integration.nonces();
            assertEquals(2, nonces.size());
            assertNotEquals(nonces.get(0), nonces.get(1));
            assertEquals(nonces, integration.requests().stream().map(InjectionRequest::nonce).toList());
        }
    }

    @Test
    void theScreenReadsEachChunkBeforeTheTrackerAndItsAnswersReachTheProcess() {
        RecordingShellIntegration integration = new RecordingShellIntegration(events, false);
        try (PipeStore pipes = PipeStore.in(home, Map.of(), new PtyFlagBinding(), new RecordingScreens(events),
                integration)) {
            Gated gated = Gated.run(pipes, "/bin/sh", "printf '\\033[6n'; r=$(head -c 6); printf 'got[%s]' \"$r\"");
            gated.exit();
            assertTrue(gated.recorder().saw("got[" + RecordingScreens.CURSOR_REPLY + "]"), gated.recorder()::output);
            List<String> fed;
            synchronized (events) {
                fed = events.stream().filter(e -> e.startsWith("screen:") || e.startsWith("tracker:")).toList();
            }
            for (int i = 0; i < fed.size(); i += 2) {
                String chunk = fed.get(i).substring("screen:".length());
                assertEquals(List.of("screen:" + chunk, "tracker:" + chunk), fed.subList(i, i + 2));
            }
        }
    }

    @Test
    void theScreenAnswersForTheAltBufferAndFollowsTheTerminal() {
        try (PipeStore pipes = PipeStore.in(home, Map.of(), new PtyFlagBinding(), new RecordingScreens(events), null)) {
            Terminal terminal = pipes.open(TerminalSpec.builder().shell("/bin/sh").size(90, 30).build());
            assertFalse(terminal.isInAltBuffer());
            assertFalse(terminal.whenAltBuffer().toCompletableFuture().isDone());
            terminal.input("printf '\\033[?1049h'\n");
            Await.result(terminal.whenAltBuffer(), () -> "the alternate screen");
            assertTrue(terminal.isInAltBuffer());
            terminal.resize(100, 40);
            terminal.close();
            PipeStore.exit(terminal);
            synchronized (events) {
                assertEquals("open:90x30", events.getFirst());
                assertTrue(events.indexOf("resize:100x40") < events.indexOf("close"), events::toString);
            }
        }
    }

    @Test
    void underAPseudoterminalControlCIsWrittenThrough() {
        try (PipeStore pipes = PipeStore.in(home, Map.of(), new PtyFlagBinding(), null, null)) {
            Gated gated = Gated.run(pipes, "/bin/sh", "head -c 1 | od -An -tx1 | tr -d ' '");
            gated.terminal().input("\u0003");
            assertEquals(Gated.code(0), gated.exit());
            assertEquals("03\n", gated.recorder().output());
        }
    }

    @Test
    void aBindingThatCannotStartAnythingIsATerminalThatSaysWhyAndExits() {
        ProcessBinding broken = new ProcessBinding() {
            @Override
            public boolean isPty() {
                return false;
            }

            @Override
            public TerminalProcess start(ProcessLaunch launch, ProcessOutput output) throws IOException {
                throw new IOException("no descriptors left");
            }
        };
        try (PipeStore pipes = PipeStore.in(home, Map.of(), broken, null, null)) {
            Terminal terminal = pipes.sit("/bin/sh");
            assertEquals(new TerminalLifecycle.Exited(127), PipeStore.exit(terminal));
            assertEquals("/bin/sh: cannot start: no descriptors left\n", PipesOutputTest.text(terminal.state()));
            assertEquals(-1, terminal.pid());
            terminal.input("ignored\n");
            terminal.close();
        }
    }

    @Test
    void onPipesNeitherPortIsUsed() {
        RecordingShellIntegration integration = new RecordingShellIntegration(events, false);
        try (PipeStore pipes = PipeStore.in(home, Map.of(), PipeStore.binding(), new RecordingScreens(events),
                integration)) {
            Terminal terminal = pipes.sit("/bin/sh");
            terminal.input("printf '\\033[?1049h'; exit 0\n");
            PipeStore.exit(terminal);
            assertEquals(List.of(), integration.requests());
            assertEquals(List.of(), integration.nonces());
            assertEquals(List.of(), events);
            assertFalse(terminal.isInAltBuffer());
            assertTrue(terminal.whenAltBuffer().toCompletableFuture().isDone());
        }
    }
}
