package ahp.shellintegration.shells;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import ahp.protocol.terminal.TerminalAction;
import ahp.protocol.terminal.TerminalAction.CommandExecuted;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * bash's integration beside what a person's .bashrc already hooks: a PROMPT_COMMAND array and a
 * DEBUG trap keep running with {@code $?} and {@code $_} as they were, and a bash-preexec is joined
 * through its arrays rather than fought over.
 */
class BashHooksTest {

    @TempDir
    Path tmp;

    @Test
    void keepsThePersonsPromptCommandAndDebugTrap() throws Exception {
        ShellHome home = ShellHome.create(tmp.resolve("home"), "bash");
        Files.writeString(home.path().resolve(".bashrc"), """
                PROMPT_COMMAND=('echo "[pc1:$?]"' 'echo "[pc2:$?]"')
                trap 'echo "dbg:$BASH_COMMAND" >> ~/debug.log' DEBUG
                HISTCONTROL=ignoreboth
                """, java.nio.file.StandardOpenOption.APPEND);
        try (PtySession shell = HostShell.start("bash", home, tmp, Map.of())) {
            List<TerminalAction> actions = runScript(shell);
            String data = Actions.data(actions);
            assertTrue(data.contains("[pc1:1]\r\n[pc2:1]"), "both entries ran, with the status of false");
            String log = Files.readString(home.path().resolve("debug.log"));
            assertTrue(log.contains("dbg:false") && log.contains("dbg:echo x y"), log);
            String history = Files.readString(home.path().resolve(".bash_history"));
            assertTrue(history.contains("echo x y") && !history.contains("secret"), "ignoreboth still holds: " + history);
        }
    }

    /**
     * The script reads the person's DEBUG trap through its history file; a trap that prints while it
     * is read puts its own lines there too, and the script then reads it again with $( ).
     */
    @Test
    void keepsADebugTrapThatPrintsWhileItIsRead() throws Exception {
        ShellHome home = ShellHome.create(tmp.resolve("home"), "bash");
        Files.writeString(home.path().resolve(".bashrc"), "trap 'echo \"dbg:$BASH_COMMAND\"' DEBUG\n",
                java.nio.file.StandardOpenOption.APPEND);
        try (PtySession shell = HostShell.start("bash", home, tmp, Map.of())) {
            List<TerminalAction> actions = runScript(shell);
            String data = Actions.data(actions);
            assertTrue(data.contains("dbg:false"), "the person's trap still runs before each command: " + data);
            assertTrue(data.contains("trap -- 'echo \"dbg:$BASH_COMMAND\"' DEBUG"),
                    "trap -p still shows the person's own: " + PtySession.visible(data));
        }
    }

    @Test
    void joinsBashPreexecThroughItsArrays() throws Exception {
        ShellHome home = ShellHome.create(tmp.resolve("home"), "bash");
        Path shim = home.path().resolve("preexec-shim.bash");
        try (InputStream in = BashHooksTest.class.getResourceAsStream("/ahp/shellintegration/shells/preexec-shim.bash")) {
            Files.write(shim, in.readAllBytes());
        }
        Files.writeString(home.path().resolve(".bashrc"), """
                source ~/preexec-shim.bash
                user_precmd() { echo "[user-precmd:$?]"; }
                user_preexec() { echo "[user-preexec:$1]"; }
                precmd_functions+=(user_precmd)
                preexec_functions+=(user_preexec)
                """, java.nio.file.StandardOpenOption.APPEND);
        try (PtySession shell = HostShell.start("bash", home, tmp, Map.of())) {
            List<TerminalAction> actions = runScript(shell);
            String data = Actions.data(actions);
            assertTrue(data.contains("[user-preexec:false]"), data);
            assertTrue(data.contains("[user-precmd:1]"), "the person's precmd still sees the status");
            assertTrue(data.contains("trap -- '__shim_preexec \"$_\"' DEBUG"), "the DEBUG trap is still bash-preexec's");
        }
    }

    /** false, a command that reads $_, a leading-space command, trap -p DEBUG, exit; checks the events. */
    private static List<TerminalAction> runScript(PtySession shell) throws Exception {
        List<TerminalAction> actions = CommandScript.session(shell, "false", "echo x y; echo \"last=$_\"", " echo secret",
                "trap -p DEBUG");
        assertEquals(List.of("false", "echo x y; echo \"last=$_\"", " echo secret", "trap -p DEBUG", "exit"),
                Actions.lines(actions));
        assertEquals(List.of(1, 0, 0, 0), Actions.exitCodes(actions));
        String id = ((CommandExecuted) Actions.events(actions).stream().filter(CommandExecuted.class::isInstance)
                .skip(1).findFirst().orElseThrow()).commandId();
        assertTrue(Actions.outputOf(actions, id).contains("last=y"), "$_ is what the command left it");
        return actions;
    }
}
