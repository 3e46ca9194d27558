package ahp.machines.docker;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import ahp.machines.api.Machine;
import ahp.machines.api.MachineSession;
import ahp.terminals.api.spi.ExitStatus;
import ahp.terminals.api.spi.ProcessBinding;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * A session's container: one for all its processes, even started at once; started again when it was
 * stopped; reaping what is left to it; removed at release.
 */
class DockerSessionTest extends MachinesCase {

    private Machine machine;
    private MachineSession session;

    @BeforeEach
    void open() throws Exception {
        machine = machines.open();
        session = machines.session("s", tmp);
    }

    @Test
    void startsAtOnceShareOneContainerAndReleaseRemovesIt() throws Exception {
        List<Collected> outs = new ArrayList<>();
        for (int i = 0; i < 3; i++) {
            ProcessBinding binding = machine.binding(session);
            Collected out = new Collected();
            binding.start(TestMachines.command(tmp, "cat /etc/hostname"), out);
            outs.add(out);
        }
        for (Collected out : outs) {
            assertEquals(ExitStatus.exited(0), out.awaitExit());
            out.assertKeptPromise();
        }
        assertEquals(1, outs.stream().map(Collected::text).distinct().count(), outs.stream().map(Collected::text).toList()::toString);
        List<String> made = DockerCli.containers(TestMachines.label(session), machines.daemonLabel());
        assertEquals(1, made.size(), made::toString);
        assertTrue(made.getFirst().startsWith(outs.getFirst().text().strip()), made + " " + outs.getFirst().text());

        machine.release(session.sessionUri());
        assertEquals(List.of(), DockerCli.containers(TestMachines.label(session)));
    }

    @Test
    void whatRunsAtReleaseEndsWithIt() throws Exception {
        Collected out = new Collected();
        machine.binding(session).start(TestMachines.command(tmp, "echo up; exec sleep 1000"), out);
        out.awaitText("up");
        machine.release(session.sessionUri());
        assertEquals(List.of(), DockerCli.containers(TestMachines.label(session)));
        // Killed with the container: 137 as the engine says it, or, when the engine forgot the exec
        // with its container before it was asked, a kill said in words.
        ExitStatus status = out.awaitExit();
        assertTrue(status.exitCode() == 137 || status.bySignal() && out.text().endsWith(
                "\r\nahp: this session's container was removed\r\n"), status + " " + Collected.quoted(out.text()));
        out.assertKeptPromise();
    }

    @Test
    void aStoppedContainerIsStartedAgainWithNothingSaid() throws Exception {
        Collected first = new Collected();
        machine.binding(session).start(TestMachines.command(tmp, "cat /etc/hostname"), first);
        assertEquals(ExitStatus.exited(0), first.awaitExit());
        String id = DockerCli.containers(TestMachines.label(session)).getFirst();
        assertEquals(0, DockerCli.docker("stop", "-t", "1", id).code());

        Collected again = new Collected();
        machine.binding(session).start(TestMachines.command(tmp, "cat /etc/hostname"), again);
        assertEquals(ExitStatus.exited(0), again.awaitExit());
        assertEquals(first.text(), again.text());
        assertEquals(List.of(id), DockerCli.containers(TestMachines.label(session)));
    }

    @Test
    void whatIsLeftToPid1IsReaped() throws Exception {
        Collected out = new Collected();
        machine.binding(session).start(TestMachines.command(tmp, "(exec -a ahp-orphan sleep 0.3 &); echo left"), out);
        assertEquals(ExitStatus.exited(0), out.awaitExit());
        String id = DockerCli.containers(TestMachines.label(session)).getFirst();
        // Gone from the process table: not running any more, and no zombie of it either.
        Await.until(() -> {
            String table = processTable(id);
            return !table.contains("ahp-orphan") && !table.contains(" Z ");
        }, () -> "the orphan is still in the container's process table:\n" + processTable(id));
    }

    /** Each process of container {@code id}: its pid, state and command line. */
    private static String processTable(String id) {
        return DockerCli.docker("exec", id, "sh", "-c", "for d in /proc/[0-9]*; do "
                + "s=$(cut -d' ' -f3 $d/stat 2>/dev/null); c=$(tr '\\0' ' ' < $d/cmdline 2>/dev/null); "
                + "echo \"${d#/proc/} $s $c\"; done").output();
    }
}
