package ahp.server.stack;

import ahp.server.testing.Await;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import ahp.terminals.api.Terminal;
import ahp.terminals.api.TerminalSpec;
import ahp.terminals.api.TerminalStore;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Closing the store ends every terminal it opened, each one's whole process group and session. */
class StoreCloseTest {

    /** A background job and a foreground one, both sleeping far longer than any test. */
    static final String TWO_SLEEPS = "sleep 1000 & sleep 1001";

    @TempDir
    Path tmp;

    @Test
    void closingThePtyStoreEndsEveryTerminal() throws Exception {
        try (Stack stack = Stack.pty()) {
            List<Terminal> terminals = new ArrayList<>();
            for (String shell : List.of("bash", "zsh", "fish")) {
                Path program = Homes.find(shell).orElse(null);
                if (program == null) {
                    continue; // the integrated shells' own test says which are missing
                }
                Terminal terminal = stack.open(TerminalSpec.builder().shell(program.toString()).directory(tmp)
                        .environment(Homes.create(tmp.resolve("home-" + shell), shell)).build());
                Recorder recorder = Recorder.subscribe(terminal);
                Typist typist = new Typist(terminal, recorder, Homes.prompt(shell));
                typist.awaitPrompt();
                typist.run("sleep 1002 &");
                terminal.input("sleep 1003\r"); // in the foreground when the store closes
                awaitSleeping(terminal, 2);
                terminals.add(terminal);
            }
            terminals.add(sleeper(stack, "/bin/dash"));
            closeAndCheck(stack, terminals);
        }
    }

    @Test
    void closingThePipesStoreEndsEveryTerminal() throws Exception {
        try (Stack stack = Stack.daemon(List.of("pipes"))) {
            List<Terminal> terminals = new ArrayList<>();
            Terminal bash = stack.open(TerminalSpec.builder().shell(Homes.find("bash").orElseThrow().toString())
                    .directory(tmp).environment(Homes.create(tmp.resolve("home-bash"), "bash")).build());
            bash.input("sleep 1002 &\nsleep 1003\n");
            awaitSleeping(bash, 2);
            terminals.add(bash);
            terminals.add(sleeper(stack, "/bin/sh"));
            closeAndCheck(stack, terminals);
        }
    }

    private Terminal sleeper(Stack stack, String shell) throws Exception {
        Map<String, String> home = Homes.create(tmp.resolve("home-sleeper"), "sh");
        Terminal terminal = stack.open(TerminalSpec.builder().shell(shell).directory(tmp).environment(home)
                .commandLine(TWO_SLEEPS).build());
        awaitSleeping(terminal, 2);
        return terminal;
    }

    private static void awaitSleeping(Terminal terminal, int sleeps) {
        long session = terminal.pid();
        Await.until(sleeps + " sleeps in the session of " + session, Await.STEP,
                () -> ProcessTable.countInSession(session, "sleep") >= sleeps,
                () -> "the session holds " + ProcessTable.groupOrSession(session));
    }

    private static void closeAndCheck(Stack stack, List<Terminal> terminals) throws Exception {
        for (Terminal terminal : terminals) {
            assertFalse(terminal.exited().toCompletableFuture().isDone(), "running before the store closes");
        }
        stack.store().close();
        for (Terminal terminal : terminals) {
            Await.done("terminal " + terminal.pid() + " to exit", terminal.exited(), Await.STEP);
            ProcessTable.awaitGone(terminal.pid(), Await.STEP);
            assertEquals(List.of(), ProcessTable.groupOrSession(terminal.pid()));
        }
        TerminalStore store = stack.store();
        IllegalStateException refused = assertThrows(IllegalStateException.class,
                () -> store.open(TerminalSpec.builder().commandLine("true").build()));
        assertTrue(refused.getMessage().contains("closed"), refused.getMessage());
    }
}
