package ahp.server.stack;

import ahp.server.testing.Await;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import ahp.protocol.terminal.TerminalAction;
import ahp.protocol.terminal.TerminalContentPart;
import ahp.protocol.terminal.TerminalLifecycle;
import ahp.protocol.terminal.TerminalState;
import ahp.terminals.api.Terminal;
import ahp.terminals.api.TerminalListener;
import ahp.terminals.api.TerminalSpec;
import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A command under the pseudoterminal that prints 2 MiB and exits: every character and the exit
 * code are there before {@code terminal/exited}, every time. Twenty runs, to catch a tail lost to
 * a race between the last read and the exit.
 */
class CommandOutputCompletenessTest {

    static final int SIZE = 2 * 1024 * 1024;
    static final int RUNS = 20;
    static final String END = "<END>";

    @TempDir
    Path tmp;

    /** Counts what a client receives, and what it had received when the exit came. */
    static final class Counter implements TerminalListener {
        private final StringBuilder received = new StringBuilder(SIZE + 64);
        private int actionsAfterExit;
        private String atExit;
        private Integer exitCode;

        @Override
        public synchronized void onAction(TerminalAction action) {
            if (atExit != null) {
                actionsAfterExit++;
            }
            switch (action) {
                case TerminalAction.Data data -> received.append(data.data());
                case TerminalAction.Exited exited -> {
                    atExit = received.toString();
                    exitCode = exited.exitCode();
                }
                default -> { }
            }
        }
    }

    @Test
    void twoMebibytesAndTheExitCodeArriveWholeBeforeTheExit() throws Exception {
        Map<String, String> home = Homes.create(tmp.resolve("home"), "sh");
        try (Stack stack = Stack.pty()) {
            for (int run = 1; run <= RUNS; run++) {
                // It waits for a line first, so that the client subscribes before the first byte.
                Terminal terminal = stack.open(TerminalSpec.builder().shell("/bin/sh").directory(tmp).environment(home)
                        .commandLine("read go; head -c " + SIZE + " /dev/zero | tr '\\0' x; printf '" + END + "'; exit 3")
                        .build());
                Counter counter = new Counter();
                TerminalState from = terminal.subscribe(counter);
                assertEquals(0, from.content().size(), "nothing printed before the line");
                terminal.input("\r");
                TerminalLifecycle.Exited exited = Await.done("run " + run + " to exit", terminal.exited(), Await.STEP);

                String atExit;
                synchronized (counter) {
                    atExit = counter.atExit;
                    assertEquals(3, counter.exitCode, "run " + run + ": the exit code in terminal/exited");
                    assertEquals(0, counter.actionsAfterExit, "run " + run + ": nothing after terminal/exited");
                }
                assertEquals(3, exited.exitCode());
                String output = atExit.strip(); // the line typed is echoed first: "\r\n"
                assertEquals(SIZE, output.chars().filter(c -> c == 'x').count(), "run " + run + ": every x, byte-counted");
                assertEquals(SIZE + END.length(), output.length(), "run " + run + ": nothing else");
                assertTrue(output.endsWith(END), "run " + run + ": the tail");

                TerminalState state = terminal.state();
                assertEquals(new TerminalLifecycle.Exited(3), state.lifecycle());
                assertEquals(1, state.content().size());
                String kept = ((TerminalContentPart.Unclassified) state.content().getFirst()).value();
                assertEquals(200_000, kept.length(), "the scrollback holds its cap");
                assertTrue(kept.endsWith("x" + END), "and its newest characters");
                terminal.close();
                ProcessTable.awaitGone(terminal.pid(), Await.STEP);
            }
        }
    }

    @Test
    void twoMebibytesFromACommandOfAnIntegratedShellKeepTheCommandsBoundaries() throws Exception {
        try (Stack stack = Stack.pty()) {
            IntegratedBash bash = IntegratedBash.open(stack, tmp);
            Terminal terminal = bash.terminal();
            Recorder recorder = bash.recorder();
            Typist typist = bash.typist();
            for (int run = 1; run <= 3; run++) {
                String line = "head -c " + SIZE + " /dev/zero | tr '\\0' x; echo '" + END + "'";
                typist.run(line);
                String data = recorder.data();
                int end = data.lastIndexOf("x" + END) + 1;
                int from = end;
                while (from > 0 && data.charAt(from - 1) == 'x') {
                    from--;
                }
                assertEquals(SIZE, end - from, "run " + run + ": every x, byte-counted, before the end");

                TerminalAction.CommandExecuted started = recorder.all(TerminalAction.CommandExecuted.class).getLast();
                assertEquals(line, started.commandLine(), "run " + run);
                TerminalAction.CommandFinished finished = recorder.all(TerminalAction.CommandFinished.class).getLast();
                assertEquals(started.commandId(), finished.commandId(), "run " + run + ": the same command ended");
                assertEquals(0, finished.exitCode(), "run " + run + ": its exit code, after 2 MiB");
                IntegratedShellsTest.assertNoMarks(data);
                // The state keeps at most the cap. The command's part itself is not asserted: at the
                // cap, the prompt after it sends the whole part out from the front (the store trims
                // to the cap, where VS Code's agent host trims to 80% of it).
                TerminalState state = terminal.state();
                int held = state.content().stream().mapToInt(part -> switch (part) {
                    case TerminalContentPart.Command c -> c.output().length();
                    case TerminalContentPart.Unclassified u -> u.value().length();
                }).sum();
                assertTrue(held <= 200_000, "the scrollback holds its cap: " + held);
            }
        }
    }
}
