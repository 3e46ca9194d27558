package ahp.server.stack;

import ahp.server.testing.Await;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import ahp.protocol.terminal.TerminalAction;
import ahp.protocol.terminal.TerminalContentPart;
import ahp.protocol.terminal.TerminalLifecycle;
import ahp.protocol.terminal.TerminalState;
import ahp.terminals.api.Providers;
import ahp.terminals.api.Terminal;
import ahp.terminals.api.TerminalSpec;
import ahp.terminals.api.spi.ProcessBinding;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The store on the pipes binding, picked through {@link Providers#firstBinding}: no screen, no
 * detection, whatever the program prints. Once as the daemon assembles it (no screen, no
 * integration on pipes), once handed the real screen and integration anyway: the store must not
 * give a terminal on pipes either.
 */
class PipesStoreTest {

    /** Enters the alternate screen, asks for bracketed paste and prints marks of both families. */
    static final String LOOKS_LIKE_A_PTY = "printf '\\033[?1049h\\033[?2004h\\033]633;A\\007\\033]133;A\\007"
            + "\\033]633;E;fake\\007\\033]633;C\\007'; echo \"term=$TERM\"; exit 4";

    @TempDir
    Path tmp;

    @Test
    void asTheDaemonAssemblesIt() throws Exception {
        try (Stack stack = Stack.daemon(List.of("pipes"))) {
            check(stack);
        }
    }

    @Test
    void handedEveryPortAnyway() throws Exception {
        ProcessBinding pipes = Providers.firstBinding(List.of("pipes")).orElseThrow();
        try (Stack stack = Stack.withEveryPort(pipes)) {
            check(stack);
            sittingBashIsNotInjected(stack);
        }
    }

    private void check(Stack stack) throws Exception {
        assertFalse(stack.binding().isPty(), "the pipes binding came first");
        assertFalse(stack.store().isPty());
        Terminal terminal = stack.open(TerminalSpec.builder().shell("/bin/sh").directory(tmp)
                .environment(Homes.create(tmp.resolve("home"), "sh")).commandLine(LOOKS_LIKE_A_PTY).build());
        Recorder recorder = Recorder.subscribe(terminal);
        TerminalLifecycle.Exited exited = Await.done("the exit", terminal.exited(), Await.STEP);

        assertEquals(4, exited.exitCode());
        assertFalse(terminal.isPty());
        TerminalState state = terminal.state();
        assertEquals(Boolean.FALSE, state.isPty());
        assertEquals(Boolean.FALSE, state.supportsCommandDetection());
        assertFalse(terminal.isInAltBuffer(), "no screen on pipes");
        assertFalse(terminal.isBracketedPasteMode(), "no screen on pipes");
        assertTrue(terminal.whenAltBuffer().toCompletableFuture().isDone(), "settled at once with no screen");
        String all = Recorder.text(state);
        assertTrue(all.contains("\u001b]633;A\u0007\u001b]133;A\u0007"), "on pipes marks are output: " + Recorder.visible(all));
        assertTrue(all.contains("term=dumb"), Recorder.visible(all));
        assertTrue(state.content().stream().allMatch(TerminalContentPart.Unclassified.class::isInstance));
        assertTrue(recorder.actions().stream().noneMatch(a -> a instanceof TerminalAction.CommandDetectionAvailable
                || a instanceof TerminalAction.CommandExecuted || a instanceof TerminalAction.CwdChanged));
        assertEquals(state, recorder.folded());
    }

    /** A shell to sit in on pipes is started as it was asked for: integration is for a pty only. */
    private void sittingBashIsNotInjected(Stack stack) throws Exception {
        Path bash = Homes.find("bash").orElseThrow();
        Terminal terminal = stack.open(TerminalSpec.builder().shell(bash.toString()).directory(tmp)
                .environment(Homes.create(tmp.resolve("bash-home"), "bash")).build());
        Recorder recorder = Recorder.subscribe(terminal);
        terminal.input("echo \"hi-$((6*7)) nonce=[${VSCODE_NONCE-}]\"\n");
        recorder.await("bash to answer on pipes", r -> r.data().contains("hi-42"));
        assertEquals(List.of(bash.toString()), ProcessTable.commandLine(terminal.pid()));
        assertTrue(recorder.data().contains("hi-42 nonce=[]"), Recorder.visible(recorder.data()));
        terminal.input("exit 0\n");
        assertEquals(0, Await.done("the exit", terminal.exited(), Await.STEP).exitCode());
        assertEquals(Boolean.FALSE, terminal.state().supportsCommandDetection());
        assertEquals(terminal.state(), recorder.folded());
    }
}
