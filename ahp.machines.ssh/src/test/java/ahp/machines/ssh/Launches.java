package ahp.machines.ssh;

import static org.junit.jupiter.api.Assertions.assertTrue;

import ahp.machines.api.Machine;
import ahp.machines.api.MachineContext;
import ahp.machines.api.MachineException;
import ahp.machines.api.MachineSession;
import ahp.machines.api.MachineSettings;
import ahp.terminals.api.Providers;
import ahp.terminals.api.spi.ProcessBinding;
import ahp.terminals.api.spi.ProcessLaunch;
import ahp.terminals.api.spi.TerminalProcess;
import java.io.IOException;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/** The host's side of the tests: its pty binding, machines opened as the host opens them, launches. */
final class Launches {

    /** The search path of a remote shell. */
    static final String PATH = "/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin";

    private static ProcessBinding pty;

    private Launches() {}

    /** A started terminal's process and what it printed. */
    record Started(TerminalProcess process, Output output) {}

    /** The host's pty binding, found by name as the daemon finds it. */
    static synchronized ProcessBinding pty() {
        if (pty == null) {
            pty = Providers.firstBinding(List.of("pty")).orElseThrow();
            assertTrue(pty.isPty(), "the pty binding must load here; its failure is logged above");
        }
        return pty;
    }

    /** A machine of kind ssh with {@code values}, opened with the host's pty and {@code state} as its state folder. */
    static Machine open(Map<String, String> values, Path state) throws MachineException {
        return new SshMachineProvider().open(new MachineSettings("box", "ssh", values),
                new MachineContext(pty(), "test-daemon", state));
    }

    /** What a remote shell is given: root's home, a search path, TERM and LANG, and {@code extra}. */
    static ProcessLaunch launch(List<String> argv, Path directory, Map<String, String> extra, int cols, int rows) {
        Map<String, String> environment = new HashMap<>(Map.of("PATH", PATH, "HOME", "/root",
                "TERM", "xterm-256color", "LANG", "C.UTF-8"));
        environment.putAll(extra);
        return new ProcessLaunch(argv, directory, environment, cols, rows);
    }

    /** Starts {@code launch} on the machine's binding for one session. */
    static Started start(Machine machine, ProcessLaunch launch) throws IOException {
        Output output = new Output();
        ProcessBinding binding = machine.binding(new MachineSession("ahp:session/test", List.of(launch.directory())));
        return new Started(binding.start(launch, output), output);
    }
}
