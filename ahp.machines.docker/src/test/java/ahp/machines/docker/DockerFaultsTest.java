package ahp.machines.docker;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import ahp.machines.api.Machine;
import ahp.machines.api.MachineSession;
import ahp.machines.docker.engine.EngineClient;
import ahp.terminals.api.spi.ExitStatus;
import ahp.terminals.api.spi.ProcessBinding;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * What a terminal says when the engine is not there, does not answer, or has no such image: one
 * line, {@code ahp: <why>}, and exit code 125, within seconds; and the next start once the engine is
 * back works. Also the two other ways to an engine, TCP and ssh, each to the real local engine.
 */
class DockerFaultsTest extends MachinesCase {

    /** What a fault may take: well under the 10 s an engine has to answer. */
    private static final Duration QUICKLY = Duration.ofSeconds(5);

    @Test
    void noSocketIsOneLineAndExitCode125() throws Exception {
        Path socket = tmp.resolve("no-engine.sock");
        Machine machine = machines.open(Map.of("host", "unix://" + socket));
        Collected out = new Collected();
        machine.binding(machines.session("s", tmp)).start(TestMachines.typedBash(tmp, 80, 24), out);
        assertEquals(ExitStatus.exited(125), out.awaitExit(QUICKLY));
        assertEquals("ahp: the Docker engine at unix://" + socket + " did not answer: there is no socket " + socket
                + "\r\n", out.text());
        out.assertKeptPromise();
    }

    @Test
    void anImageTheEngineDoesNotHaveIsSaidAndNotPulled() throws Exception {
        Machine machine = machines.open(Map.of("image", "ahp-no-such-image:1"));
        Collected out = new Collected();
        machine.binding(machines.session("s", tmp)).start(TestMachines.typedBash(tmp, 80, 24), out);
        assertEquals(ExitStatus.exited(125), out.awaitExit(Duration.ofSeconds(20)));
        assertTrue(out.text().startsWith("ahp: image ahp-no-such-image:1 is not on the Docker engine at "), out.text());
        assertTrue(out.text().contains("; it is not pulled"), out.text());
        assertTrue(out.text().endsWith("\r\n") && out.text().indexOf('\n') == out.text().length() - 1, out.text());
    }

    @Test
    void anEngineThatDoesNotAnswerIsSaidWhenItsTimeIsUp() throws Exception {
        Path socket = tmp.resolve("silent.sock");
        try (Forwarder silent = Forwarder.unix(socket, true)) {
            Machine machine = machines.open("unix://" + socket, EngineClient.SSH, Duration.ofSeconds(1), Map.of());
            Collected out = new Collected();
            machine.binding(machines.session("s", tmp)).start(TestMachines.typedBash(tmp, 80, 24), out);
            assertEquals(ExitStatus.exited(125), out.awaitExit(QUICKLY));
            assertEquals("ahp: the Docker engine at unix://" + socket + " did not answer: no answer within 1 s\r\n",
                    out.text());
        }
    }

    @Test
    void theNextStartAfterTheEngineIsBackWorks() throws Exception {
        Path socket = tmp.resolve("engine.sock");
        Machine machine = machines.open(Map.of("host", "unix://" + socket));
        ProcessBinding binding = machine.binding(machines.session("s", tmp));
        Collected down = new Collected();
        binding.start(TestMachines.command(tmp, "echo back"), down);
        assertEquals(ExitStatus.exited(125), down.awaitExit(QUICKLY));
        try (Forwarder engine = Forwarder.unix(socket, false)) {
            Collected up = new Collected();
            binding.start(TestMachines.command(tmp, "echo back"), up);
            assertEquals(ExitStatus.exited(0), up.awaitExit());
            assertEquals("back\r\n", up.text());
        }
    }

    @Test
    void anEngineOverPlainTcpServesToo() throws Exception {
        try (Forwarder engine = Forwarder.tcp()) {
            Machine machine = machines.open(Map.of("host", "tcp://127.0.0.1:" + engine.port()));
            Collected out = new Collected();
            machine.binding(machines.session("s", tmp)).start(TestMachines.command(tmp, "echo over-tcp"), out);
            assertEquals(ExitStatus.exited(0), out.awaitExit());
            assertEquals("over-tcp\r\n", out.text());
        }
    }

    /**
     * An {@code ssh://} engine: ssh is stood in for by a script that notes its arguments and runs
     * what ssh would run on the far host, {@code docker system dial-stdio}, here; what answers is
     * the local engine, through that process's standard input and output.
     */
    @Test
    void anEngineOverSshIsReachedThroughDialStdio() throws Exception {
        Path arguments = tmp.resolve("ssh-arguments");
        Path ssh = Files.writeString(tmp.resolve("ssh"), """
                log=$1; shift
                printf '%s\\n' "$@" >> "$log"
                while [ "$1" != "--" ]; do shift; done
                shift 2
                exec "$@"
                """);
        Machine machine = machines.open("ssh://me@far.example:2222", List.of("/bin/sh", ssh.toString(),
                arguments.toString()), EngineClient.ANSWER, Map.of());
        MachineSession session = machines.session("s", tmp);
        Collected out = new Collected();
        machine.binding(session).start(TestMachines.command(tmp, "echo over-ssh; exit 4"), out);
        assertEquals(ExitStatus.exited(4), out.awaitExit());
        assertEquals("over-ssh\r\n", out.text());
        List<String> first = Files.readAllLines(arguments).subList(0, 8);
        assertEquals(List.of("-T", "-p", "2222", "--", "me@far.example", "docker", "system", "dial-stdio"), first);
    }
}
