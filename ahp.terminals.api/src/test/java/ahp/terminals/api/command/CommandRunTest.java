package ahp.terminals.api.command;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import ahp.protocol.terminal.TerminalAction;
import ahp.protocol.terminal.TerminalClaim;
import java.time.Duration;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/** How a run answers what its terminal does, driven through a terminal the test plays. */
class CommandRunTest {

    static final String ID = "c0ffee";
    static final String SENTINEL = "<<<COPILOT_SENTINEL_" + ID + "_EXIT_";

    private static RunningCommand start(FakeTerminal terminal, String line, Duration timeout) {
        return start(terminal, line, "/bin/bash", timeout);
    }

    private static RunningCommand start(FakeTerminal terminal, String line, String shell, Duration timeout) {
        return ShellCommands.start(terminal, new CommandRequest(line, shell, ID, timeout));
    }

    private static <T> T await(CompletionStage<T> stage) throws Exception {
        return stage.toCompletableFuture().get(20, TimeUnit.SECONDS);
    }

    private static String typed(FakeTerminal terminal) throws Exception {
        String keys = terminal.typed.poll(20, TimeUnit.SECONDS);
        assertNotNull(keys, "nothing was typed");
        return keys;
    }

    @Test
    void onPipesTheCommandAndItsSentinelAreTypedAtOnce() throws Exception {
        FakeTerminal terminal = new FakeTerminal(false, false);
        RunningCommand command = start(terminal, "echo hi", Duration.ofMinutes(1));
        assertEquals(" command eval 'echo hi'\n echo \"" + SENTINEL + "$?>>>\"\n", typed(terminal));
        terminal.data("hi\n" + SENTINEL + "0>>>\n");
        assertEquals(new CommandOutcome(CommandEnding.EXITED, 0, "hi\n", null), await(command.ended()));
        assertEquals(0, terminal.listeners.size(), "the listener is gone once it ended");
    }

    @Test
    void theStagesCompleteOffTheTerminalsThread() throws Exception {
        FakeTerminal terminal = new FakeTerminal(false, false);
        RunningCommand command = start(terminal, "true", Duration.ofMinutes(1));
        typed(terminal);
        CompletableFuture<Boolean> onTerminalThread = new CompletableFuture<>();
        command.answer().thenRun(() -> onTerminalThread.complete(terminal.lock.isHeldByCurrentThread()
                || terminal.emittingThreads.contains(Thread.currentThread())));
        terminal.data(SENTINEL + "0>>>\n");
        assertFalse(await(onTerminalThread), "a stage completed on the terminal's thread");
    }

    @Test
    void onlyAClaimForTheSessionWithNoToolCallIsTheBackground() throws Exception {
        FakeTerminal terminal = new FakeTerminal(true, true);
        terminal.bracketedPaste = true;
        RunningCommand command = start(terminal, "sleep 9", Duration.ofMinutes(1));
        assertEquals(" sleep 9\r", typed(terminal), "a marked shell reading a line: typed at once, no sentinel");
        terminal.emit(new TerminalAction.CommandExecuted("cmd-1", "sleep 9", 1));
        terminal.claim(new TerminalClaim.Session("s", "c", "turn", "call"));
        terminal.claim(new TerminalClaim.Client("someone"));
        terminal.emit(new TerminalAction.CommandFinished("cmd-1", 0, 1L));
        terminal.data("$ ");
        assertEquals(CommandEnding.EXITED, await(command.answer()).ending());

        RunningCommand next = start(terminal, "sleep 9", Duration.ofMinutes(1));
        typed(terminal);
        terminal.claim(TerminalClaim.Session.background("s", "c"));
        assertEquals(CommandEnding.BACKGROUND, await(next.answer()).ending());
        assertFalse(next.ended().toCompletableFuture().isDone());
    }

    @Test
    void bashsMarkedFinishIsTheEndBeforeItsPromptComesBack() throws Exception {
        FakeTerminal terminal = new FakeTerminal(true, true);
        terminal.bracketedPaste = true;
        RunningCommand command = start(terminal, "echo hi", Duration.ofMinutes(1));
        typed(terminal);
        terminal.emit(new TerminalAction.CommandExecuted("cmd-1", "echo hi", 1));
        terminal.data("hi\r\n");
        terminal.emit(new TerminalAction.CommandFinished("cmd-1", 0, 1L));
        assertEquals(new CommandOutcome(CommandEnding.EXITED, 0, "hi\n", null), await(command.ended()),
                "bash marks the finish from its prompt hook, which no exit runs: nothing more is waited for");
    }

    @Test
    void fishsMarkedFinishThenItsExitIsTheShellExiting() throws Exception {
        FakeTerminal terminal = new FakeTerminal(true, true);
        terminal.bracketedPaste = true;
        RunningCommand command = start(terminal, "exit 5", "/usr/bin/fish", Duration.ofMinutes(1));
        typed(terminal);
        terminal.emit(new TerminalAction.CommandExecuted("cmd-1", "exit 5", 1));
        terminal.emit(new TerminalAction.CommandFinished("cmd-1", 5, 1L));
        terminal.data("\u001b[?2004l");
        terminal.emit(new TerminalAction.Exited(5));
        assertEquals(new CommandOutcome(CommandEnding.SHELL_EXITED, 5, "", null), await(command.ended()));
    }

    @Test
    void fishsMarkedFinishFollowedByNothingEndsAfterTheGrace() throws Exception {
        FakeTerminal terminal = new FakeTerminal(true, true);
        terminal.bracketedPaste = true;
        RunningCommand command = start(terminal, "true", "/usr/bin/fish", Duration.ofMinutes(1));
        typed(terminal);
        terminal.emit(new TerminalAction.CommandExecuted("cmd-1", "true", 1));
        terminal.emit(new TerminalAction.CommandFinished("cmd-1", 0, 1L));
        assertEquals(new CommandOutcome(CommandEnding.EXITED, 0, "", null), await(command.ended()));
    }

    @Test
    void aTimeoutAnswersAndTheEndComesLater() throws Exception {
        FakeTerminal terminal = new FakeTerminal(false, false);
        RunningCommand command = start(terminal, "slow", Duration.ofMillis(50));
        typed(terminal);
        terminal.data("part");
        assertEquals(new CommandOutcome(CommandEnding.TIMED_OUT, null, "part", null), await(command.answer()));
        assertFalse(command.ended().toCompletableFuture().isDone());
        terminal.data("ial\n" + SENTINEL + "2>>>\n");
        assertEquals(new CommandOutcome(CommandEnding.EXITED, 2, "partial\n", null), await(command.ended()));
    }

    @Test
    void aShellThatMarksNothingIsTypedIntoOnceQuietAfterItsPrompt() throws Exception {
        FakeTerminal terminal = new FakeTerminal(true, false);
        RunningCommand command = start(terminal, "echo hi", Duration.ofMinutes(1));
        assertTrue(terminal.typed.isEmpty(), "nothing printed yet: not at a prompt");
        terminal.data("sh$ ");
        assertEquals(" command eval 'echo hi'\r echo \"" + SENTINEL + "$?>>>\"\r", typed(terminal));
        terminal.data(" command eval 'echo hi'\r\n echo \"" + SENTINEL + "$?>>>\"\r\nhi\r\nsh$ " + SENTINEL + "0>>>\r\nsh$ ");
        assertEquals(new CommandOutcome(CommandEnding.EXITED, 0, "hi\n", null), await(command.ended()));
    }

    @Test
    void anInterruptBeforeTheCommandWasTypedStopsIt() throws Exception {
        FakeTerminal terminal = new FakeTerminal(true, false);
        RunningCommand command = start(terminal, "rm -rf build", Duration.ofMinutes(1));
        command.interrupt();
        CommandOutcome ended = await(command.ended());
        assertEquals(CommandEnding.FAILED, ended.ending());
        assertEquals(ended, await(command.answer()));
        terminal.data("sh$ ");
        assertTrue(terminal.typed.isEmpty(), "never typed");
        assertEquals(0, terminal.listeners.size());
    }

    @Test
    void anInterruptWhileItRunsTypesCtrlCAndTheSentinelAgain() throws Exception {
        FakeTerminal terminal = new FakeTerminal(true, false);
        RunningCommand command = start(terminal, "sleep 9", Duration.ofMinutes(1));
        terminal.data("sh$ ");
        typed(terminal);
        command.interrupt();
        assertEquals("\u0003 echo \"" + SENTINEL + "$?>>>\"\r", typed(terminal));
    }

    @Test
    void theShellExitingBeforeItWasTypedFails() throws Exception {
        FakeTerminal terminal = new FakeTerminal(true, false);
        RunningCommand command = start(terminal, "echo hi", Duration.ofMinutes(1));
        terminal.emit(new TerminalAction.Exited(1));
        CommandOutcome ended = await(command.ended());
        assertEquals(CommandEnding.FAILED, ended.ending());
        assertTrue(ended.failure().contains("before the command was typed"), ended.failure());
    }

    @Test
    void aShellThatSaidWhyBeforeTheCommandSubscribedAndExitsAfterFailsInItsWords() throws Exception {
        FakeTerminal terminal = new FakeTerminal(true, false);
        terminal.data("Host key verification failed.\r\n"); // ssh said it before the command was there to hear
        RunningCommand command = start(terminal, "echo hi", Duration.ofMinutes(1));
        terminal.emit(new TerminalAction.Exited(255));
        CommandOutcome ended = await(command.ended());
        assertEquals("the shell exited (code 255) before the command was typed: Host key verification failed.",
                ended.failure());
    }

    @Test
    void refusedInputFails() throws Exception {
        FakeTerminal terminal = new FakeTerminal(false, false);
        terminal.refuseInput = new IllegalStateException("closed");
        CommandOutcome ended = await(start(terminal, "echo hi", Duration.ofMinutes(1)).ended());
        assertEquals(CommandEnding.FAILED, ended.ending());
        assertTrue(ended.failure().contains("closed"), ended.failure());
    }
}
