package ahp.shellintegration.shells;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * How bash's integration reads {@code history 1} on every prompt and command: on Linux through a
 * private file it holds open and has already removed, with builtins alone; with {@code $( )} when it
 * cannot make that file, or once the person takes the descriptor's number for a file of their own.
 * Either way every command line arrives whole and the history is kept as the person asked.
 */
class BashHistoryFileTest {

    /** Prints each descriptor of the shell that reaches the history file, as {@code held=N=target}. */
    private static final String LIST_HELD = "for f in /proc/$$/fd/*; do [[ $(readlink \"$f\") == *ahp-history.* ]]"
            + " && echo \"held=${f##*/}=$(readlink \"$f\")\"; done; echo list\"\"ed";
    private static final Pattern HELD = Pattern.compile("held=(\\d+)=(\\S*ahp-history\\.\\S+ \\(deleted\\))");
    private static final String MULTI_LINE = "echo 'one\rtwo'";

    @TempDir
    Path tmp;

    @Test
    void readsTheHistoryThroughADeletedPrivateFileOnLinux() throws Exception {
        assumeTrue(Files.isDirectory(Path.of("/proc/self/fd")), "the fast path is for Linux");
        ShellHome home = ShellHome.create(tmp.resolve("home"), "bash");
        Path shellTmp = Files.createDirectories(tmp.resolve("shell-tmp"));
        try (PtySession shell = HostShell.start("bash", home, tmp,
                Map.of("TMPDIR", shellTmp.toString(), "VSCODE_PREVENT_SHELL_HISTORY", "1"))) {
            CommandScript.awaitFirstPrompt(shell);
            CommandScript.command(shell, LIST_HELD);
            Matcher held = HELD.matcher(shell.raw());
            assertTrue(held.find(), "the shell holds the removed history file: " + PtySession.visible(shell.raw()));
            assertTrue(held.group(2).startsWith(shellTmp.toString()), held.group(2));
            try (Stream<Path> left = Files.list(shellTmp)) {
                assertEquals(List.of(), left.toList(), "nothing is left in TMPDIR");
            }
            CommandScript.command(shell, MULTI_LINE);
            CommandScript.command(shell, " echo secret-one");
            CommandScript.command(shell, "echo public-two");
            // The person opens a file of their own on that number: the script must neither write
            // into it nor lose a command line.
            String takeOver = "exec " + held.group(1) + ">~/taken.log";
            CommandScript.command(shell, takeOver);
            CommandScript.command(shell, " echo secret-three");
            CommandScript.command(shell, "echo public-four");
            CommandScript.exit(shell);

            assertEquals(List.of(LIST_HELD, "echo 'one\ntwo'", " echo secret-one", "echo public-two", takeOver,
                    " echo secret-three", "echo public-four", "exit"), Actions.lines(shell.actions()));
            assertEquals("", Files.readString(home.path().resolve("taken.log")), "the person's file is untouched");
            assertFalse(shell.raw().contains("/dev/fd/"), "no error reached the terminal");
            assertHistory(home);
        }
    }

    @Test
    void fallsBackToASubshellWhenNoFileCanBeMade() throws Exception {
        ShellHome home = ShellHome.create(tmp.resolve("home"), "bash");
        try (PtySession shell = HostShell.start("bash", home, tmp,
                Map.of("TMPDIR", tmp.resolve("missing").toString(), "VSCODE_PREVENT_SHELL_HISTORY", "1"))) {
            CommandScript.session(shell, LIST_HELD, MULTI_LINE, " echo secret-one", "echo public-two",
                    " echo secret-three", "echo public-four");

            assertFalse(HELD.matcher(shell.raw()).find(), "no history file is held");
            assertTrue(shell.raw().contains("listed"), "the listing ran (its line reads list\"\"ed)");
            assertEquals(List.of(LIST_HELD, "echo 'one\ntwo'", " echo secret-one", "echo public-two",
                    " echo secret-three", "echo public-four", "exit"), Actions.lines(shell.actions()));
            assertHistory(home);
        }
    }

    private static void assertHistory(ShellHome home) throws Exception {
        String history = Files.readString(home.path().resolve(".bash_history"));
        assertTrue(history.contains("echo public-two") && history.contains("echo public-four"), history);
        assertFalse(history.contains("secret"), history);
    }
}
