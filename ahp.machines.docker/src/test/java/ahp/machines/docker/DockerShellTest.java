package ahp.machines.docker;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import ahp.machines.api.Machine;
import ahp.machines.api.MachineSession;
import ahp.terminals.api.spi.ExitStatus;
import ahp.terminals.api.spi.ProcessBinding;
import ahp.terminals.api.spi.TerminalProcess;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * A shell the host types into, started through a session's binding in a container of the local
 * image: its prompt, what is typed, its size, where it runs, the session's folder mounted at its own
 * path, history expansion off, and a kill.
 */
class DockerShellTest extends MachinesCase {

    private Machine machine;
    private MachineSession session;
    private ProcessBinding binding;

    @BeforeEach
    void open() throws Exception {
        machine = machines.open();
        session = machines.session("shell", tmp);
        binding = machine.binding(session);
    }

    /** Bash's prompt for the test's folder, as the image's bash.bashrc writes it for root. */
    private String prompt() {
        return ":" + tmp + "# ";
    }

    /**
     * {@code text} printed on a line of its own: after the carriage return that ends the shell's
     * bracketed-paste mode (or the line before), so never the echo of the command that printed it.
     */
    static String line(String text) {
        return "\r" + text + "\r\n";
    }

    @Test
    void aTypedShellPromptsAndRunsWhatIsTyped() throws Exception {
        Collected out = new Collected();
        TerminalProcess shell = binding.start(TestMachines.typedBash(tmp, 80, 24), out);
        assertEquals(0, shell.pid(), "a process in a container has no pid of this machine");
        assertTrue(binding.isPty());
        out.awaitText(prompt());
        shell.write("echo hi\r");
        out.awaitText(line("hi"));
        shell.write("test -f /.dockerenv && echo inside-a-container\r");
        out.awaitText(line("inside-a-container"));
        shell.write("echo a!b\r");
        out.awaitText(line("a!b"));
        shell.write("exit 7\r");
        assertEquals(ExitStatus.exited(7), out.awaitExit());
        out.assertKeptPromise();
    }

    @Test
    void theTerminalHasTheLaunchSizeAndFollowsAResize() throws Exception {
        Collected out = new Collected();
        TerminalProcess shell = binding.start(TestMachines.typedBash(tmp, 91, 17), out);
        out.awaitText(prompt());
        shell.write("stty size\r");
        out.awaitText(line("17 91"));
        shell.resize(120, 33);
        // The resize goes to the engine on a thread of its own: ask until the shell sees it.
        Await.until(() -> {
            shell.write("stty size\r");
            try {
                out.awaitText(line("33 120"), Duration.ofMillis(500));
                return true;
            } catch (AssertionError notYet) {
                return false;
            }
        }, () -> "stty size never said 33 120: " + Collected.quoted(out.text()));
        shell.kill();
        out.awaitExit();
        out.assertKeptPromise();
    }

    @Test
    void aCommandGivesItsExitCode() throws Exception {
        Collected out = new Collected();
        binding.start(TestMachines.command(tmp, "echo started; exit 3"), out);
        assertEquals(ExitStatus.exited(3), out.awaitExit());
        assertTrue(out.text().contains("started"), out.text());
        out.assertKeptPromise();
    }

    @Test
    void aCharacterWrittenInTwoPartsArrivesWhole() throws Exception {
        Collected out = new Collected();
        // The euro sign's three bytes, the last one a moment later: two reads of the stream.
        binding.start(TestMachines.command(tmp, "printf '\\342\\202'; sleep 0.3; printf '\\254\\n'"), out);
        assertEquals(ExitStatus.exited(0), out.awaitExit());
        assertEquals("\u20ac\r\n", out.text());
        out.assertKeptPromise();
    }

    @Test
    void aFileWrittenInTheSessionsFolderIsThePersonsOnTheHost() throws Exception {
        Collected out = new Collected();
        binding.start(TestMachines.command(tmp, "echo from-the-container > written.txt"), out);
        assertEquals(ExitStatus.exited(0), out.awaitExit());
        Path written = tmp.resolve("written.txt");
        assertEquals("from-the-container\n", Files.readString(written));
        Path self = Path.of("/proc/self");
        assertEquals(Files.getAttribute(self, "unix:uid"), Files.getAttribute(written, "unix:uid"));
        assertEquals(Files.getAttribute(self, "unix:gid"), Files.getAttribute(written, "unix:gid"));
    }

    @Test
    void aMachineWithAUserRunsItsProcessesAsThatUser() throws Exception {
        Machine other = machines.open(java.util.Map.of("user", "4242:4343"));
        Collected out = new Collected();
        other.binding(machines.session("as-user", tmp)).start(TestMachines.command(tmp, "echo \"$(id -u):$(id -g)\""), out);
        assertEquals(ExitStatus.exited(0), out.awaitExit());
        assertTrue(out.text().contains("4242:4343"), out.text());
    }

    @Test
    void aKillEndsWhatRunsAndTheExitComes() throws Exception {
        Collected out = new Collected();
        TerminalProcess sleeper = binding.start(TestMachines.command(tmp, "echo sleeping; exec sleep 1000"), out);
        out.awaitText("sleeping");
        sleeper.kill();
        sleeper.kill();
        ExitStatus status = out.awaitExit(Duration.ofSeconds(20));
        assertTrue(status.bySignal(), status::toString);
        out.assertKeptPromise();
    }

    @Test
    void aKillBeforeTheExecStartedCallsItOff() throws Exception {
        Collected out = new Collected();
        TerminalProcess never = binding.start(TestMachines.command(tmp, "echo should-not-run"), out);
        never.kill();
        ExitStatus status = out.awaitExit(Duration.ofSeconds(20));
        assertTrue(status.bySignal(), status::toString);
        assertEquals(-1, never.pid());
        assertTrue(!out.text().contains("should-not-run"), out.text());
        out.assertKeptPromise();
    }
}
