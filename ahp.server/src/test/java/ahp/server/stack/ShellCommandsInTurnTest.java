package ahp.server.stack;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import ahp.protocol.terminal.TerminalAction;
import ahp.server.testing.Await;
import ahp.terminals.api.Terminal;
import ahp.terminals.api.TerminalSpec;
import ahp.terminals.api.command.CommandEnding;
import ahp.terminals.api.command.CommandOutcome;
import ahp.terminals.api.command.CommandRequest;
import ahp.terminals.api.command.RunningCommand;
import ahp.terminals.api.command.ShellCommands;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * Commands run one after another in one shell opened to sit at its prompt, through the real store,
 * each read back whole: from the shell's marks where it writes them (bash, zsh, fish under a
 * pseudoterminal with the integration), from the sentinel line otherwise (dash under a
 * pseudoterminal, bash on pipes). The first command is typed into a shell just opened, the others
 * into one that just finished a command.
 */
class ShellCommandsInTurnTest {

    @TempDir
    Path tmp;

    @ParameterizedTest
    @EnumSource(ShellCase.class)
    void eachCommandEndsWithItsCodeAndItsOwnOutput(ShellCase shell) throws Exception {
        try (Stack stack = shell.stack()) {
            Terminal terminal = shell.open(stack, tmp);
            Recorder recorder = Recorder.subscribe(terminal);

            CommandOutcome first = run(terminal, shell, "echo hi; echo there");
            assertEquals(new CommandOutcome(CommandEnding.EXITED, 0, "hi\nthere\n", null), first);

            assertEquals(new CommandOutcome(CommandEnding.EXITED, 0, "", null), run(terminal, shell, "true"));
            assertEquals(new CommandOutcome(CommandEnding.EXITED, 3, "out\n", null),
                    run(terminal, shell, "sh -c 'echo out; exit 3'"));

            long executedBefore = recorder.count(TerminalAction.CommandExecuted.class);
            assertEquals(new CommandOutcome(CommandEnding.EXITED, 0, "one\ntwo\n", null),
                    run(terminal, shell, "echo one\necho two"), "a command of two lines");
            if (shell.marks()) {
                assertEquals(executedBefore + 1, recorder.count(TerminalAction.CommandExecuted.class),
                        "pasted as one command, not typed as two");
            }

            String colours = "sh -c 'printf \"\\033[31mred\\033[0m \\033[1mbold\\033[0m\\r\\n\"'";
            assertEquals(new CommandOutcome(CommandEnding.EXITED, 0, "red bold\n", null), run(terminal, shell, colours));
            assertTrue(recorder.data().contains("\u001b[31mred"), "the shell did print the colours");

            String id = CommandRequest.newSentinelId();
            String fake = "<<<COPILOT_SENTINEL_" + id + "_EXIT_oops>>>";
            CommandOutcome faked = Await.done("the fake sentinel's command to end", ShellCommands.start(terminal,
                    new CommandRequest("echo '" + fake + "'; echo after", shell.program(), id, Await.STEP)).ended(),
                    Await.STEP);
            assertEquals(new CommandOutcome(CommandEnding.EXITED, 0, fake + "\nafter\n", null), faked,
                    "a sentinel line whose code is no number is output, not the end");

            if (!shell.shell().equals("fish")) {
                assertEquals(new CommandOutcome(CommandEnding.EXITED, 4, "sub\n", null),
                        run(terminal, shell, "(echo sub; exit 4)"), "a line that is only a subshell");
            }

            boolean sentinelTyped = recorder.all(TerminalAction.Input.class).stream()
                    .anyMatch(input -> input.data().contains("_EXIT_$"));
            assertEquals(!shell.marks(), sentinelTyped, "the sentinel is typed exactly where the shell marks nothing");
        }
    }

    /**
     * A person's own bash with bracketed paste turned off (a shell the host opens for commands turns
     * it on): it is at its prompt once quiet, and a command of two lines, typed line by line, is two
     * commands to it, so the sentinel after them says they both ran, although bash marks each.
     */
    @Test
    void linesTypedOneByOneIntoAMarkedShellEndAtTheSentinel() throws Exception {
        String bash = Homes.find("bash").orElseThrow().toString();
        try (Stack stack = Stack.pty()) {
            Terminal terminal = stack.open(TerminalSpec.builder().shell(bash).directory(tmp)
                    .environment(Homes.create(tmp.resolve("home"), "bash", false))
                    .nonInteractive(true).build());
            Recorder recorder = Recorder.subscribe(terminal);
            assertEquals(new CommandOutcome(CommandEnding.EXITED, 0, "hi\n", null),
                    run(terminal, ShellCase.BASH_PTY, "echo hi"), "one line: the marks");
            assertEquals(0, recorder.all(TerminalAction.Input.class).stream()
                    .filter(input -> input.data().contains("_EXIT_$")).count());

            assertEquals(new CommandOutcome(CommandEnding.EXITED, 3, "one\ntwo\n", null),
                    run(terminal, ShellCase.BASH_PTY, "echo one\necho two; sh -c 'exit 3'"));
            assertEquals(1, recorder.all(TerminalAction.Input.class).stream()
                    .filter(input -> input.data().contains("_EXIT_$")).count(), "the sentinel, once");
            assertTrue(terminal.state().supportsCommandDetection());
        }
    }

    /** Runs {@code line} and returns its end, checking that its answer was the same. */
    static CommandOutcome run(Terminal terminal, ShellCase shell, String line) {
        RunningCommand command = ShellCommands.start(terminal, CommandRequest.of(line, shell.program()));
        CommandOutcome ended = Await.done("`" + line + "` to end", command.ended(), Await.STEP);
        assertEquals(ended, Await.done("the answer", command.answer(), Await.STEP), "answered with its end");
        assertEquals(ended.output(), command.outputSoFar(), "the output so far is all of it");
        assertFalse(ended.output().contains("\u001b"), "no escape sequences: " + Recorder.visible(ended.output()));
        return ended;
    }
}
