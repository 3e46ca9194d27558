package ahp.terminals.pipes.process;

import ahp.terminals.api.spi.ProcessBinding;
import ahp.terminals.api.spi.ProcessLaunch;
import ahp.terminals.api.spi.ProcessOutput;
import ahp.terminals.api.spi.TerminalProcess;
import ahp.terminals.pipes.posix.Fds;
import ahp.terminals.pipes.posix.PosixException;
import ahp.terminals.pipes.posix.Posix;
import ahp.terminals.pipes.posix.Spawn;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Starts processes on pipes: each child leads a session and process group of its own, reads a pipe
 * this binding keeps open as its standard input, and writes its standard output and standard error
 * into one pipe, so that their interleaving is what a client reads.
 */
public final class PipesBinding implements ProcessBinding {

    private PipesBinding() {}

    /**
     * The binding, once every call it makes is known to work here.
     *
     * @throws UnsupportedOperationException off Linux or without the C library calls it needs
     */
    public static PipesBinding create() {
        Posix.requireAvailable();
        return new PipesBinding();
    }

    /** Pipes: never a pseudoterminal. */
    @Override
    public boolean isPty() {
        return false;
    }

    @Override
    public TerminalProcess start(ProcessLaunch launch, ProcessOutput output) throws IOException {
        String program = launch.argv().getFirst();
        Optional<Path> found = ExecutableLookup.find(program, launch.environment(), launch.directory());
        if (found.isEmpty()) {
            return StartFailure.notFound(program).deliver(output);
        }
        List<Integer> open = new ArrayList<>(6);
        try {
            int[] input = pipe(open);
            int[] out = pipe(open);
            int[] wake = pipe(open);
            int pid;
            try {
                pid = Spawn.start(found.get().toString(), launch.argv(), environment(launch),
                        launch.directory().toString(), input[0], out[1]);
            } catch (PosixException failure) {
                StartFailure said = StartFailure.of(launch, failure);
                if (said == null) {
                    throw failure;
                }
                return said.deliver(output);
            }
            // The child has its own copies; ours of its ends would keep the output from ever ending.
            closeAll(List.of(input[0], out[1]), open);
            open.clear();
            return started(pid, input[1], out[0], wake, output);
        } finally {
            closeAll(open, open);
        }
    }

    private static TerminalProcess started(int pid, int inputWrite, int outputRead, int[] wake, ProcessOutput output) {
        ProcessGroup group = new ProcessGroup(pid);
        InputPump input = new InputPump(inputWrite);
        OutputPump pump = new OutputPump(outputRead, wake, output);
        input.start(pid);
        pump.start(pid);
        new ExitWatcher(pid, group, pump, input, output).start();
        return new PipeProcess(pid, group, input);
    }

    private static int[] pipe(List<Integer> open) throws PosixException {
        int[] ends = Fds.pipe();
        open.add(ends[0]);
        open.add(ends[1]);
        return ends;
    }

    private static void closeAll(List<Integer> fds, List<Integer> open) {
        for (int fd : List.copyOf(fds)) {
            Fds.close(fd);
            open.remove(Integer.valueOf(fd));
        }
    }

    private static List<String> environment(ProcessLaunch launch) {
        List<String> env = new ArrayList<>(launch.environment().size());
        launch.environment().forEach((name, value) -> env.add(name + "=" + value));
        return env;
    }
}
