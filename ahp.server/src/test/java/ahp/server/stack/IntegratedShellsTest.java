package ahp.server.stack;

import ahp.server.testing.Await;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import ahp.protocol.terminal.TerminalAction;
import ahp.protocol.terminal.TerminalContentPart;
import ahp.protocol.terminal.TerminalLifecycle;
import ahp.protocol.terminal.TerminalState;
import ahp.terminals.api.Terminal;
import ahp.terminals.api.TerminalSpec;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * bash, zsh and fish opened to sit in through the daemon's store: the real pty binding starts them
 * with the real scripts injected, the real screen and mark reader read their output, and the
 * commands typed through {@link Terminal#input} come out as command parts of the state.
 */
class IntegratedShellsTest {

    static final String QUOTES = "echo 'a;b' \"c\\\"d\"; true";
    /** Accented and wide characters, which the scripts send in marks sized in bytes. */
    static final String UNICODE = "echo h\u00e9llo \u65e5\u672c";

    @TempDir
    Path tmp;

    @ParameterizedTest
    @ValueSource(strings = {"bash", "zsh", "fish"})
    void typedCommandsBecomeCommandParts(String name) throws Exception {
        Path program = Homes.find(name).orElse(null);
        assumeTrue(program != null, name + " is not installed on this host (./test installs it)");
        Path work = Files.createDirectories(tmp.resolve("work dir")).toRealPath();
        try (Stack stack = Stack.pty()) {
            Terminal terminal = stack.open(TerminalSpec.builder().shell(program.toString()).directory(work)
                    .environment(Homes.create(tmp.resolve("home"), name)).build());
            Recorder recorder = Recorder.subscribe(terminal);
            String startUri = new URI("file", "", work.toString(), null, null).toASCIIString();
            assertTrue(terminal.isPty());
            assertEquals(startUri, recorder.snapshot().cwd(), "the store's own cwd at the start");

            Typist typist = new Typist(terminal, recorder, Homes.prompt(name));
            typist.awaitPrompt();
            assertEquals(Boolean.TRUE, terminal.state().supportsCommandDetection(), "the first prompt was marked");

            typist.run("echo hi");
            // By now the first prompt's directory mark was read: the shell's URI and the store's agree.
            assertEquals(startUri, terminal.state().cwd(), "the shell's first directory mark agrees with the store");
            typist.run("false");
            typist.run(QUOTES);
            typist.run(UNICODE);
            typist.run("cd /tmp");
            typist.enter();
            typist.interruptAtPrompt("echo zyx", "zyx");
            Typist.Point beforeSleep = typist.here();
            terminal.input("sleep 100\r");
            Await.until("sleep to run in the terminal's session", Await.STEP,
                    () -> ProcessTable.countInSession(terminal.pid(), "sleep") == 1,
                    () -> ProcessTable.groupOrSession(terminal.pid()).toString());
            terminal.input("\u0003");
            typist.awaitFinished(beforeSleep, "the interrupted sleep");

            TerminalState state = terminal.state();
            List<TerminalContentPart.Command> commands = commands(state);
            assertEquals(List.of("echo hi", "false", QUOTES, UNICODE, "cd /tmp", "sleep 100"),
                    commands.stream().map(TerminalContentPart.Command::commandLine).toList(),
                    "one command part per command run; none for the empty Enter or the ^C");
            assertEquals(List.of(0, 1, 0, 0, 0, 130), commands.stream().map(TerminalContentPart.Command::exitCode).toList());
            for (TerminalContentPart.Command command : commands) {
                assertTrue(command.isComplete(), command.commandLine() + " is complete");
                assertNotNull(command.durationMs(), command.commandLine() + " has a duration");
                // fish names the window after the command (OSC 0) once it runs; that is output. The
                // echo of the line as it was typed is not.
                assertFalse(withoutOsc(command.output()).contains(command.commandLine()),
                        "the output starts after the line was typed: " + Recorder.visible(command.output()));
            }
            assertTrue(commands.get(0).output().contains("hi"), Recorder.visible(commands.get(0).output()));
            assertTrue(commands.get(2).output().contains("a;b c\"d"), Recorder.visible(commands.get(2).output()));
            assertTrue(commands.get(3).output().contains("h\u00e9llo \u65e5\u672c"), Recorder.visible(commands.get(3).output()));
            assertEquals("file:///tmp", state.cwd());
            assertEquals(Boolean.TRUE, state.supportsCommandDetection());
            for (TerminalContentPart part : state.content()) {
                String text = switch (part) {
                    case TerminalContentPart.Command c -> c.commandLine() + c.output();
                    case TerminalContentPart.Unclassified u -> u.value();
                };
                assertNoMarks(text);
            }
            assertNoMarks(recorder.data());
            assertEquals(1, recorder.count(TerminalAction.CommandDetectionAvailable.class)
                    + (Boolean.TRUE.equals(recorder.snapshot().supportsCommandDetection()) ? 1 : 0),
                    "terminal/commandDetectionAvailable once");

            terminal.close();
            TerminalLifecycle.Exited exited = Await.done("the exit", terminal.exited(), Await.STEP);
            assertNotNull(exited);
            assertEquals(terminal.state(), recorder.folded(),
                    "the store's state is what the pure reducer makes of the actions it emitted");
        }
    }

    /**
     * The pty binding starts bash with an unnamed scratch file (O_TMPFILE) for its integration's
     * history reads, so the script makes and removes no file of its own: the shell holds it on a
     * descriptor of its choosing, unnamed and owner-only, and the host's descriptor 3 is closed.
     */
    @Test
    void bashReadsItsHistoryThroughTheHostsUnnamedScratchFile() throws Exception {
        try (Stack stack = Stack.pty()) {
            IntegratedBash bash = IntegratedBash.open(stack, tmp);
            Terminal terminal = bash.terminal();
            Typist typist = bash.typist();
            String list = "for f in /proc/$$/fd/*; do echo \"fd ${f##*/} $(readlink $f) $(stat -L -c %a $f)\"; done;"
                    + " echo \"var=${AHP_SCRATCH_FD-unset}\"";
            typist.run(list);
            typist.run(" echo secret");
            List<TerminalContentPart.Command> commands = commands(terminal.state());
            String listing = commands.getFirst().output();
            assertTrue(listing.matches("(?s).*fd \\d{2,} \\S*/#\\d+ \\(deleted\\) 600.*"),
                    "an unnamed owner-only file on a descriptor of 10 or more: " + Recorder.visible(listing));
            assertFalse(listing.matches("(?s).*fd 3 \\S*/#\\d+ \\(deleted\\).*"),
                    "the descriptor the host chose is closed (3 may hold the listing's own pipe): " + Recorder.visible(listing));
            assertFalse(listing.contains("ahp-history."), "no file of the script's own: " + Recorder.visible(listing));
            assertTrue(listing.contains("var=unset"), "the request does not reach commands: " + Recorder.visible(listing));
            assertEquals(List.of(list, " echo secret"), commands.stream().map(TerminalContentPart.Command::commandLine).toList(),
                    "every command line still comes whole through the history reads");
            terminal.close();
            Await.done("the exit", terminal.exited(), Await.STEP);
        }
    }

    @Test
    void clearingWhileACommandRunsKeepsTheStoreAndTheReducerTogether() throws Exception {
        try (Stack stack = Stack.pty()) {
            IntegratedBash bash = IntegratedBash.open(stack, tmp);
            Terminal terminal = bash.terminal();
            Recorder recorder = bash.recorder();
            Typist typist = bash.typist();
            typist.run("echo before");

            Typist.Point before = typist.here();
            terminal.input("cat\r");
            recorder.await("cat to run", r -> r.count(TerminalAction.CommandExecuted.class) == 2);
            terminal.clear();
            terminal.input("kept\r");
            recorder.await("cat to echo what was typed", r -> r.count("kept") >= 2);
            terminal.input("\u0004");
            typist.awaitFinished(before, "cat");
            typist.run("echo after");

            TerminalState state = terminal.state();
            assertEquals(List.of("echo after"), commands(state).stream().map(TerminalContentPart.Command::commandLine)
                    .toList(), "the cleared command's part went with the content");
            assertTrue(state.content().getFirst() instanceof TerminalContentPart.Unclassified first
                    && first.value().contains("kept"), "what cat printed after the clear: " + state.content());
            terminal.close();
            Await.done("the exit", terminal.exited(), Await.STEP);
            assertEquals(terminal.state(), recorder.folded(), "the same after a clear in the middle of a command");
        }
    }

    static List<TerminalContentPart.Command> commands(TerminalState state) {
        return state.content().stream().filter(TerminalContentPart.Command.class::isInstance)
                .map(TerminalContentPart.Command.class::cast).toList();
    }

    /** {@code text} without its OSC sequences (a window title, a hyperlink). */
    static String withoutOsc(String text) {
        return text.replaceAll("\u001b\\][^\u0007\u001b]*(\u0007|\u001b\\\\)", "");
    }

    static void assertNoMarks(String text) {
        assertFalse(text.contains("\u001b]633;"), () -> "no OSC 633 reaches a client: " + Recorder.visible(text));
        assertFalse(text.contains("\u001b]133;"), () -> "no OSC 133 reaches a client: " + Recorder.visible(text));
    }
}
