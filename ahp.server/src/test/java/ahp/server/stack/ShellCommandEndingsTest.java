package ahp.server.stack;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import ahp.protocol.terminal.TerminalClaim;
import ahp.server.testing.Await;
import ahp.terminals.api.Terminal;
import ahp.terminals.api.command.CommandEnding;
import ahp.terminals.api.command.CommandOutcome;
import ahp.terminals.api.command.CommandRequest;
import ahp.terminals.api.command.RunningCommand;
import ahp.terminals.api.command.ShellCommands;
import java.nio.file.Path;
import java.time.Duration;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * The ways a command answers before it ends, and how it then ends, in each kind of shell: a
 * timeout, the terminal claimed for the session with no tool call, the alternate screen; the
 * shell's own exit; and a shell that has exited already.
 */
class ShellCommandEndingsTest {

    /** Long enough for a shell to start and type, short enough for a test. */
    static final Duration SHORT = Duration.ofMillis(1500);

    @TempDir
    Path tmp;

    @ParameterizedTest
    @EnumSource(ShellCase.class)
    void aCommandPastItsTimeoutIsAnsweredAndEndsOnceInterrupted(ShellCase shell) throws Exception {
        try (Stack stack = shell.stack()) {
            Terminal terminal = shell.open(stack, tmp);
            RunningCommand command = start(terminal, shell, "echo started; sleep 30", SHORT);

            CommandOutcome answer = Await.done("the timeout", command.answer(), Await.STEP);
            assertEquals(CommandEnding.TIMED_OUT, answer.ending());
            assertEquals("started\n", answer.output(), "what it printed so far");
            assertFalse(command.ended().toCompletableFuture().isDone(), "sleep 30 runs on");
            awaitRunning(terminal, "sleep");

            command.interrupt();
            assertInterrupted(shell, Await.done("the end after ^C", command.ended(), Await.STEP), "started\n");
        }
    }

    @ParameterizedTest
    @EnumSource(ShellCase.class)
    void aClaimForTheSessionWithNoToolCallSendsItToTheBackground(ShellCase shell) throws Exception {
        try (Stack stack = shell.stack()) {
            Terminal terminal = shell.open(stack, tmp);
            RunningCommand command = start(terminal, shell, "echo started; sleep 30", Await.STEP);
            awaitRunning(terminal, "sleep");
            Await.until("the output before sleep", () -> command.outputSoFar().equals("started\n"));

            terminal.claim(new TerminalClaim.Session("ahp-session:/s", "ahp-chat:/c", "turn-1", "call-1"));
            terminal.claim(TerminalClaim.Session.background("ahp-session:/s", "ahp-chat:/c"));
            CommandOutcome answer = Await.done("the background answer", command.answer(), Await.STEP);
            assertEquals(new CommandOutcome(CommandEnding.BACKGROUND, null, "started\n", null), answer);
            assertFalse(command.ended().toCompletableFuture().isDone(), "sleep 30 runs on in the background");

            command.interrupt();
            assertInterrupted(shell, Await.done("the end after ^C", command.ended(), Await.STEP), "started\n");
        }
    }

    @ParameterizedTest
    @EnumSource(ShellCase.class)
    void aProgramOnTheAlternateScreenIsInteractive(ShellCase shell) throws Exception {
        try (Stack stack = shell.stack()) {
            Terminal terminal = shell.open(stack, tmp);
            RunningCommand command = start(terminal, shell,
                    "echo before; sh -c \"printf '\\033[?1049hfull screen'; exec sleep 30\"", SHORT);

            CommandOutcome answer = Await.done("the answer", command.answer(), Await.STEP);
            if (shell.pty()) {
                assertEquals(CommandEnding.INTERACTIVE, answer.ending());
                assertTrue(terminal.isInAltBuffer());
            } else {
                assertEquals(CommandEnding.TIMED_OUT, answer.ending(), "no screen on pipes: nothing is full-screen");
            }
            assertTrue(answer.output().startsWith("before\n"), Recorder.visible(answer.output()));
            assertFalse(command.ended().toCompletableFuture().isDone(), "the program runs on");
            awaitRunning(terminal, "sleep");

            command.interrupt();
            CommandOutcome ended = Await.done("the end after ^C", command.ended(), Await.STEP);
            assertInterrupted(shell, ended, ended.output());
        }
    }

    @ParameterizedTest
    @EnumSource(ShellCase.class)
    void exitEndsTheShellAndACommandForAnExitedShellFails(ShellCase shell) throws Exception {
        try (Stack stack = shell.stack()) {
            Terminal terminal = shell.open(stack, tmp);
            RunningCommand command = start(terminal, shell, "echo bye; exit 5", Await.STEP);
            CommandOutcome ended = Await.done("the shell's exit", command.ended(), Await.STEP);
            assertEquals(CommandEnding.SHELL_EXITED, ended.ending(), ended.toString());
            assertEquals(5, ended.exitCode());
            // bash says "exit" as it leaves, which is what the command made it print.
            assertTrue(ended.output().startsWith("bye\n"), Recorder.visible(ended.output()));
            assertEquals(ended, Await.done("the answer", command.answer(), Await.STEP));
            assertEquals(5, Await.done("the terminal's exit", terminal.exited(), Await.STEP).exitCode());

            RunningCommand late = start(terminal, shell, "echo never", Await.STEP);
            CommandOutcome failed = Await.done("the failure", late.ended(), Await.STEP);
            assertEquals(CommandEnding.FAILED, failed.ending());
            assertNotNull(failed.failure());
            assertTrue(failed.failure().contains("exited"), failed.failure());
            assertEquals(failed, Await.done("the answer", late.answer(), Await.STEP));
            assertEquals("", late.outputSoFar());
        }
    }

    static RunningCommand start(Terminal terminal, ShellCase shell, String line, Duration timeout) {
        return ShellCommands.start(terminal,
                new CommandRequest(line, shell.program(), CommandRequest.newSentinelId(), timeout));
    }

    /** Waits until {@code program} runs in the terminal's session, so a ^C reaches it. */
    static void awaitRunning(Terminal terminal, String program) {
        Await.until(program + " to run in the terminal's session", Await.STEP,
                () -> ProcessTable.countInSession(terminal.pid(), program) == 1,
                () -> ProcessTable.groupOrSession(terminal.pid()).toString());
    }

    /**
     * ^C ends the command: its program dies of SIGINT, which a shell under a pseudoterminal reports
     * as 130; on pipes it is SIGINT to the whole group, and the shell, reading a script from a
     * pipe, dies of it too.
     */
    static void assertInterrupted(ShellCase shell, CommandOutcome ended, String output) {
        if (shell.pty()) {
            assertEquals(CommandEnding.EXITED, ended.ending(), ended.toString());
            assertEquals(130, ended.exitCode(), ended.toString());
        } else {
            assertEquals(CommandEnding.SHELL_EXITED, ended.ending(), ended.toString());
        }
        assertTrue(ended.output().startsWith(output), Recorder.visible(ended.output()));
    }
}
