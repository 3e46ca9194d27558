package ahp.machines.docker;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import ahp.machines.api.Machine;
import ahp.machines.api.MachineSession;
import ahp.terminals.api.spi.ExitStatus;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * A daemon's restart: the machine opened again with the same daemon id removes the containers of
 * sessions it no longer keeps, ends what still runs in those it keeps, and says so when a kept
 * session's container is gone.
 */
class DockerReconcileTest extends MachinesCase {

    @Test
    void reconcileRemovesUnkeptContainersAndEmptiesKeptOnes() throws Exception {
        Machine before = machines.open();
        MachineSession kept = machines.session("kept", tmp);
        MachineSession dropped = machines.session("dropped", tmp);
        Collected stray = new Collected();
        before.binding(kept).start(TestMachines.command(tmp, "echo running; exec sleep 1000"), stray);
        stray.awaitText("running");
        Collected done = new Collected();
        before.binding(dropped).start(TestMachines.command(tmp, "true"), done);
        assertEquals(ExitStatus.exited(0), done.awaitExit());
        String keptId = DockerCli.containers(TestMachines.label(kept)).getFirst();

        Machine after = machines.open();
        after.reconcile(Set.of(kept.sessionUri()));

        assertEquals(List.of(), DockerCli.containers(TestMachines.label(dropped)));
        assertEquals(List.of(keptId), DockerCli.containers(TestMachines.label(kept)));
        assertEquals(ExitStatus.exited(137), stray.awaitExit(), "the stray sleep was killed");
        assertEquals("true", DockerCli.docker("inspect", "-f", "{{.State.Running}}", keptId).output().strip(),
                "the kept container still runs");

        Collected next = new Collected();
        after.binding(kept).start(TestMachines.command(tmp, "echo same"), next);
        assertEquals(ExitStatus.exited(0), next.awaitExit());
        assertEquals("same\r\n", next.text());
    }

    @Test
    void aKeptSessionWhoseContainerIsGoneIsToldSo() throws Exception {
        Machine before = machines.open();
        MachineSession kept = machines.session("kept", tmp);
        Collected first = new Collected();
        before.binding(kept).start(TestMachines.command(tmp, "true"), first);
        assertEquals(ExitStatus.exited(0), first.awaitExit());
        machines.close();

        Machine after = machines.open();
        after.reconcile(Set.of(kept.sessionUri()));
        Collected out = new Collected();
        after.binding(kept).start(TestMachines.command(tmp, "echo fresh"), out);
        assertEquals(ExitStatus.exited(0), out.awaitExit());
        assertEquals("ahp: this session's container was gone; a new one was made from " + DockerCli.IMAGE
                + "\r\nfresh\r\n", out.text());

        Collected again = new Collected();
        after.binding(kept).start(TestMachines.command(tmp, "echo fresh"), again);
        assertEquals(ExitStatus.exited(0), again.awaitExit());
        assertEquals("fresh\r\n", again.text(), "said once, by the first process only");

        MachineSession newOne = machines.session("new", tmp);
        Collected quiet = new Collected();
        after.binding(newOne).start(TestMachines.command(tmp, "echo new"), quiet);
        assertEquals(ExitStatus.exited(0), quiet.awaitExit());
        assertTrue(quiet.text().equals("new\r\n"), "a session never kept gets its first container quietly");
    }
}
