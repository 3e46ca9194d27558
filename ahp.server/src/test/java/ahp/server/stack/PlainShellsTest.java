package ahp.server.stack;

import ahp.server.testing.Await;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import ahp.protocol.terminal.TerminalAction;
import ahp.protocol.terminal.TerminalContentPart;
import ahp.protocol.terminal.TerminalState;
import ahp.terminals.api.Terminal;
import ahp.terminals.api.TerminalSpec;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * dash and sh, which have no script, opened to sit in through the same store as the integrated
 * shells: started exactly as asked, nothing detected, their output plain.
 */
class PlainShellsTest {

    @TempDir
    Path tmp;

    @ParameterizedTest
    @ValueSource(strings = {"dash", "sh"})
    void shellsWithNoScriptAreLeftAsTheyWere(String name) throws Exception {
        Path program = Homes.find(name).orElse(null);
        assumeTrue(program != null, name + " is not installed on this host");
        try (Stack stack = Stack.pty()) {
            Terminal terminal = stack.open(TerminalSpec.builder().shell(program.toString()).directory(tmp)
                    .environment(Homes.create(tmp.resolve("home"), name)).build());
            Recorder recorder = Recorder.subscribe(terminal);
            Typist typist = new Typist(terminal, recorder, Homes.prompt(name));
            typist.awaitPrompt();

            assertEquals(List.of(program.toString()), ProcessTable.commandLine(terminal.pid()),
                    "started exactly as asked: no injected arguments");
            List<String> env = ProcessTable.environment(terminal.pid());
            assertTrue(env.stream().noneMatch(v -> v.startsWith("VSCODE_NONCE=") || v.startsWith("ZDOTDIR=")),
                    "no integration variables: " + env);

            for (String line : List.of("echo hi-$((6*7))", "false", "cd /tmp")) {
                Typist.Point before = typist.here();
                terminal.input(line + "\r");
                typist.awaitPrompt(before, line);
            }
            assertTrue(recorder.data().contains("hi-42"), Recorder.visible(recorder.data()));

            TerminalState state = terminal.state();
            assertEquals(Boolean.FALSE, state.supportsCommandDetection());
            assertTrue(state.content().stream().allMatch(TerminalContentPart.Unclassified.class::isInstance),
                    "plain output only: " + state.content());
            assertEquals(recorder.snapshot().cwd(), state.cwd(), "nothing marks a directory");
            assertEquals(List.of(), recorder.actions().stream()
                    .filter(a -> !(a instanceof TerminalAction.Data) && !(a instanceof TerminalAction.Input)).toList(),
                    "nothing but output and what was typed");

            terminal.close();
            Await.done("the exit", terminal.exited(), Await.STEP);
            assertEquals(terminal.state(), recorder.folded());
        }
    }
}
