package ahp.machines.docker.exec;

import ahp.machines.docker.engine.DockerApi;
import ahp.terminals.api.spi.ProcessBinding;
import ahp.terminals.api.spi.ProcessLaunch;
import ahp.terminals.api.spi.ProcessOutput;
import ahp.terminals.api.spi.TerminalProcess;

/**
 * The binding of one session's terminals in its container: each start is an exec there, under a
 * TTY, as {@code user}. A start returns at once; the container is made (at the session's first
 * start) and the exec started on the process's own thread.
 */
public final class SessionBinding implements ProcessBinding {

    private final DockerApi api;
    private final ContainerSource container;
    private final String user;

    /** Starts processes in the container {@code container} gives, through {@code api}, as {@code user}. */
    public SessionBinding(DockerApi api, ContainerSource container, String user) {
        this.api = api;
        this.container = container;
        this.user = user;
    }

    /** Always a TTY: the store writes ^C, and the terminal reads VT sequences. */
    @Override
    public boolean isPty() {
        return true;
    }

    /** Never throws: what keeps the process from running is said in its output, with exit code 125. */
    @Override
    public TerminalProcess start(ProcessLaunch launch, ProcessOutput output) {
        return ExecProcess.start(api, container, user, launch, output);
    }
}
