package ahp.server.stack;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import ahp.terminals.api.Terminal;
import ahp.terminals.api.command.CommandEnding;
import ahp.terminals.api.command.CommandOutcome;
import ahp.terminals.api.TerminalSpec;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * Every command typed into a shell of the host's own ends, and the shell is ready for the next:
 * a {@code !} in it is taken as typed (no history expansion). A line the shell cannot parse ends
 * with the shell's own status and message: bash and zsh under a pseudoterminal mark it through
 * their integration, and where the sentinel reads the end the shell's own {@code eval} parses it;
 * fish is asked before anything is typed, and the line fails. A line the shell would wait on for
 * more input is given up and fails where the shell marks its commands, and ends with the status
 * of {@code eval} where the sentinel reads the end.
 */
class RefusedLinesTest {

    @TempDir
    Path tmp;

    @ParameterizedTest
    @EnumSource(ShellCase.class)
    void anExclamationMarkIsTakenAsTyped(ShellCase shell) throws Exception {
        inShell(shell, terminal -> {
            assertEquals(new CommandOutcome(CommandEnding.EXITED, 0, "a!b one!zz\n", null),
                    run(terminal, shell, "echo a!b one!zz"));
            assertEquals(new CommandOutcome(CommandEnding.EXITED, 0, "!!\n", null),
                    run(terminal, shell, "echo '!!'"));
            assertNext(terminal, shell);
        });
    }

    @ParameterizedTest
    @EnumSource(ShellCase.class)
    void aLineTheShellCannotParseEndsAndTheShellRunsTheNext(ShellCase shell) throws Exception {
        inShell(shell, terminal -> {
            String line = shell.shell().equals("fish") ? "echo x; end" : "echo x; done";
            CommandOutcome refused = run(terminal, shell, line);
            if (shell.shell().equals("fish")) {
                assertEquals(CommandEnding.FAILED, refused.ending(), refused.toString());
                assertNotNull(refused.failure());
                assertTrue(refused.failure().contains("'end' outside of a block"), refused.failure());
            } else {
                assertEquals(CommandEnding.EXITED, refused.ending(), refused.toString());
                assertEquals(shell.shell().equals("zsh") ? 1 : 2, refused.exitCode(), "the shell's own status");
                assertTrue(refused.output().contains("done") && !refused.output().contains(" echo x"),
                        "what the shell said, not the echo: " + refused.output());
            }
            assertNext(terminal, shell);
        });
    }

    @ParameterizedTest
    @EnumSource(ShellCase.class)
    void aLineThatIsNotCompleteEndsAndTheShellRunsTheNext(ShellCase shell) throws Exception {
        inShell(shell, terminal -> {
            for (String line : List.of("echo \"abc", "if true", "echo ok \\")) {
                CommandOutcome ended = run(terminal, shell, line);
                if (shell.marks()) {
                    assertEquals(CommandEnding.FAILED, ended.ending(), line + ": " + ended);
                    assertNotNull(ended.failure(), line);
                } else if (!line.endsWith("\\")) {
                    assertEquals(CommandEnding.EXITED, ended.ending(), line + ": " + ended);
                    assertTrue(ended.exitCode() != 0, line + ": " + ended);
                } else {
                    // eval takes the backslash at the end of its word as itself (dash, bash) or drops it (zsh).
                    assertEquals(CommandEnding.EXITED, ended.ending(), line + ": " + ended);
                    assertTrue(ended.output().startsWith("ok"), line + ": " + ended);
                }
                assertNext(terminal, shell);
            }
        });
    }

    /**
     * A person who turned bracketed paste off (bash's {@code ~/.inputrc} and a {@code bind} in
     * {@code ~/.bashrc}, zsh's {@code unset zle_bracketed_paste}) still has an unfinished line given
     * up at once in a shell the host opens for commands: its integration turns it on there.
     */
    @ParameterizedTest
    @EnumSource(value = ShellCase.class, names = {"BASH_PTY", "ZSH_PTY"})
    void anUnfinishedLineEndsAtOnceWhereThePersonTurnedBracketedPasteOff(ShellCase shell) throws Exception {
        Path home = tmp.resolve("home-" + shell.name());
        Map<String, String> env = Homes.create(home, shell.shell(), false);
        if (shell.shell().equals("bash")) {
            Files.writeString(home.resolve(".bashrc"), "bind 'set enable-bracketed-paste off'\n",
                    StandardOpenOption.APPEND);
        } else {
            Files.writeString(home.resolve(".zshrc"), "unset zle_bracketed_paste\n", StandardOpenOption.APPEND);
        }
        try (Stack stack = shell.stack()) {
            Terminal terminal = stack.open(TerminalSpec.builder().shell(shell.program()).directory(tmp)
                    .environment(env).preventShellHistory(true).nonInteractive(true).build());
            CommandOutcome ended = run(terminal, shell, "echo \"abc");
            assertEquals(CommandEnding.FAILED, ended.ending(), ended.toString());
            assertTrue(ended.failure().contains("not complete"), ended.failure());
            assertNext(terminal, shell);
        }
    }

    @ParameterizedTest
    @EnumSource(ShellCase.class)
    void aLoneCommentEndsAndTheShellRunsTheNext(ShellCase shell) throws Exception {
        inShell(shell, terminal -> {
            // bash runs nothing and keeps $? (its integration marks the line); zsh's interactive
            // shell takes # for a command unless interactive_comments is set.
            CommandOutcome ended = run(terminal, shell, "# nothing to run");
            assertEquals(CommandEnding.EXITED, ended.ending(), ended.toString());
            assertNext(terminal, shell);
        });
    }

    /** What a test does with a shell of {@code shell}'s case, opened to sit at its prompt. */
    private interface InShell {
        void run(Terminal terminal) throws Exception;
    }

    /** Opens {@code shell}'s case and runs {@code test} in it. */
    private void inShell(ShellCase shell, InShell test) throws Exception {
        try (Stack stack = shell.stack()) {
            test.run(shell.open(stack, tmp));
        }
    }

    /**
     * {@link ShellCommandsInTurnTest#run}, saying what the terminal printed where the command does
     * not end.
     */
    private static CommandOutcome run(Terminal terminal, ShellCase shell, String line) {
        Recorder recorder = Recorder.subscribe(terminal);
        try {
            return ShellCommandsInTurnTest.run(terminal, shell, line);
        } catch (AssertionError stuck) {
            throw new AssertionError(stuck.getMessage() + "; the terminal printed: " + Recorder.visible(recorder.data()),
                    stuck);
        } finally {
            terminal.unsubscribe(recorder);
        }
    }

    /** The shell runs a command as it should after what came before. */
    private static void assertNext(Terminal terminal, ShellCase shell) {
        assertEquals(new CommandOutcome(CommandEnding.EXITED, 0, "next\n", null),
                run(terminal, shell, "echo next"));
    }
}
