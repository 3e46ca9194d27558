package ahp.shellintegration.shells;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import ahp.protocol.terminal.TerminalAction;
import ahp.protocol.terminal.TerminalAction.CommandDetectionAvailable;
import ahp.protocol.terminal.TerminalAction.CommandExecuted;
import ahp.protocol.terminal.TerminalAction.CommandFinished;
import ahp.protocol.terminal.TerminalAction.CwdChanged;
import java.io.IOException;
import java.net.URI;
import java.net.URISyntaxException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;

/**
 * The small script of commands every integrated shell is put through, host and container alike,
 * and what the tracker must have made of it: a command that fails, one with {@code ;} and quotes, a
 * program printing a fake mark, an exit code, {@code cd}, an empty Enter, ^C at the prompt, exit.
 */
final class CommandScript {

    static final Duration WAIT = Duration.ofSeconds(30);
    static final String PROMPT_END = "\u001b]633;B";

    static final String ECHO_RC = "echo \"rc=$AHP_RC nonce=[$VSCODE_NONCE]\"";
    /** The same for a shell with nounset on, where an unset variable is an error. */
    static final String ECHO_RC_NOUNSET = "echo \"rc=$AHP_RC nonce=[${VSCODE_NONCE-}]\"";
    static final String QUOTES = "echo 'a;b' \"c\\\"d\"; true";
    static final String SPOOF = "printf '\\033]633;E;spoofed;wrong\\007'";
    static final List<String> LINES = List.of(ECHO_RC, "false", QUOTES, SPOOF, "sh -c 'exit 7'", "cd /tmp", "exit");
    static final List<Integer> CODES = List.of(0, 1, 0, 0, 7, 0);

    private CommandScript() {}

    /** Types the script into {@code shell}, whose nonce is {@code nonce}, waiting for each prompt, until it exits. */
    static void run(PtySession shell, String nonce) throws IOException, InterruptedException {
        run(shell, nonce, ECHO_RC);
    }

    /** {@link #run(PtySession, String)} with {@code echoRc} as the first command. */
    static void run(PtySession shell, String nonce, String echoRc) throws IOException, InterruptedException {
        awaitFirstPrompt(shell);
        for (String line : lines(echoRc).subList(0, LINES.size() - 1)) {
            command(shell, line);
        }
        int prompts = shell.count(PROMPT_END);
        shell.type("\r");
        shell.await("the prompt after an empty Enter", WAIT, s -> s.count(PROMPT_END) > prompts);

        int typed = shell.count("abc");
        shell.type("echo abc");
        shell.await("the echo of what was typed", WAIT, s -> s.count("abc") > typed);
        ShellProcess.withNonce(nonce).ifPresent(pid -> ShellProcess.awaitWaitingForInput(pid, WAIT));
        int before = shell.count(PROMPT_END);
        shell.type("\u0003");
        shell.await("the prompt after ^C", WAIT, s -> s.count(PROMPT_END) > before);

        exit(shell); // with the status ^C left, which `exit` passes on
    }

    /** Waits for the shell's first prompt. */
    static void awaitFirstPrompt(PtySession shell) throws InterruptedException {
        shell.await("the first prompt", WAIT, s -> s.count(PROMPT_END) >= 1);
    }

    /** Types {@code exit} and waits for the shell to end. */
    static void exit(PtySession shell) throws IOException, InterruptedException {
        shell.type("exit\r");
        shell.awaitExit(WAIT);
    }

    /** From the first prompt, runs each of {@code lines} in turn, then {@code exit}; returns every action. */
    static List<TerminalAction> session(PtySession shell, String... lines) throws IOException, InterruptedException {
        awaitFirstPrompt(shell);
        for (String line : lines) {
            command(shell, line);
        }
        exit(shell);
        return shell.actions();
    }

    /** Types {@code line} and Enter, and waits for the command to finish and the next prompt. */
    static void command(PtySession shell, String line) throws IOException, InterruptedException {
        long finished = shell.countActions(CommandFinished.class);
        int prompts = shell.count(PROMPT_END);
        shell.type(line + "\r");
        shell.await("`" + line + "` to finish and the next prompt", WAIT,
                s -> s.countActions(CommandFinished.class) > finished && s.count(PROMPT_END) > prompts);
    }

    /** The clean {@code file:} URI of an absolute path, as the tracker sends it. */
    /**
     * Types into a shell started with {@code PS1="ahp-sh$ "} and no integration an echo, a failing
     * command and {@code exit}, and checks that nothing but output came out, every byte unchanged.
     */
    static void runUntouched(PtySession shell) throws IOException, InterruptedException {
        shell.await("the first prompt", CommandScript.WAIT, s -> s.count("ahp-sh$ ") >= 1);
        for (String line : List.of("echo hi-$((6*7))", "false")) {
            int prompts = shell.count("ahp-sh$ ");
            shell.type(line + "\r");
            shell.await("the prompt after " + line, CommandScript.WAIT, s -> s.count("ahp-sh$ ") > prompts);
        }
        shell.type("exit\r");
        assertEquals(1, shell.awaitExit(CommandScript.WAIT), "exit passes on the status of false");
        List<TerminalAction> actions = shell.actions();
        assertEquals(List.of(), Actions.events(actions), "no marks, so nothing but output");
        assertTrue(Actions.data(actions).contains("hi-42"));
        assertFalse(Actions.data(actions).contains("\u001b]633;"));
        assertEquals(shell.raw(), Actions.data(actions), "every byte, unchanged");
    }

    static String fileUri(Path path) throws URISyntaxException {
        return new URI("file", "", path.toString(), null, null).toASCIIString();
    }

    /** Checks what the tracker made of the script. */
    static void check(List<TerminalAction> actions, String rc, String startUri) {
        check(actions, rc, startUri, ECHO_RC);
    }

    private static List<String> lines(String echoRc) {
        List<String> lines = new ArrayList<>(LINES);
        lines.set(0, echoRc);
        return lines;
    }

    /** {@link #check(List, String, String)} for a script whose first command was {@code echoRc}. */
    static void check(List<TerminalAction> actions, String rc, String startUri, String echoRc) {
        List<TerminalAction> events = Actions.events(actions);
        String data = Actions.data(actions);
        assertEquals(1, events.stream().filter(CommandDetectionAvailable.class::isInstance).count(), "detection, once");
        assertTrue(events.getFirst() instanceof CommandDetectionAvailable, "detection first: " + events);
        assertEquals(lines(echoRc), Actions.lines(actions), "the command lines");

        List<CommandExecuted> executed = new ArrayList<>();
        events.stream().filter(CommandExecuted.class::isInstance).map(CommandExecuted.class::cast).forEach(executed::add);
        for (int i = 0; i < CODES.size(); i++) {
            CommandExecuted started = executed.get(i);
            CommandFinished finished = events.stream().filter(CommandFinished.class::isInstance)
                    .map(CommandFinished.class::cast).filter(f -> f.commandId().equals(started.commandId()))
                    .findFirst().orElseThrow(() -> new AssertionError("not finished: " + started));
            assertEquals(CODES.get(i), finished.exitCode(), "the exit code of " + started.commandLine());
            assertNotNull(finished.durationMs());
            assertTrue(finished.durationMs() >= 0);
            assertTrue(events.indexOf(finished) > events.indexOf(started));
            assertTrue(started.timestamp() > 1_600_000_000_000L);
        }
        assertEquals(List.of(new CwdChanged(startUri), new CwdChanged("file:///tmp")),
                events.stream().filter(CwdChanged.class::isInstance).toList(), "the directories");

        assertFalse(data.contains("\u001b]633;"), "no OSC 633 reaches the client");
        assertFalse(data.contains("\u001b]133;"), "no OSC 133 reaches the client");
        assertTrue(data.contains("rc=" + rc + " nonce=[]"), "the person's files were read and the nonce is gone");
        assertTrue(Actions.outputOf(actions, executed.get(2).commandId()).contains("a;b c\"d"), "the quoted command's output");
    }
}
