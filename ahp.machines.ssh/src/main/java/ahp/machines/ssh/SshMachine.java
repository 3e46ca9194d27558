package ahp.machines.ssh;

import ahp.machines.api.Machine;
import ahp.machines.api.MachineContext;
import ahp.machines.api.MachineSession;
import ahp.terminals.api.spi.ProcessBinding;
import java.util.Set;

/**
 * One machine of kind {@code "ssh"}: every session's terminals on one binding ({@link SshBinding}),
 * since nothing is made per session on the other host. A session's directories are expected there at
 * the same paths.
 */
final class SshMachine implements Machine {

    private final String id;
    private final SshTarget target;
    private final SshBinding binding;

    SshMachine(String id, SshTarget target, MachineContext context) {
        this.id = id;
        this.target = target;
        this.binding = new SshBinding(target, context.localPty(), context.stateDirectory());
    }

    @Override
    public String id() {
        return id;
    }

    @Override
    public String kind() {
        return SshMachineProvider.KIND;
    }

    @Override
    public String description() {
        return "SSH " + target.display();
    }

    @Override
    public String shell() {
        return target.shell();
    }

    @Override
    public ProcessBinding binding(MachineSession session) {
        return binding;
    }

    /** Nothing to do: nothing was made for the session, and its shells ended with their ssh connections. */
    @Override
    public void release(String sessionUri) {}

    /**
     * Nothing to do: nothing is made on the other host for a session, and nothing of a session runs
     * on past the daemon. Each remote shell is the other end of one ssh process under the daemon's
     * pseudoterminal; when the daemon ends, however it ends, its pseudoterminals close, each ssh
     * ends, its connection closes, and the server hangs up the remote shell.
     */
    @Override
    public void reconcile(Set<String> keptSessionUris) {}

    /** Nothing to do: each terminal's ssh ends with its terminal. */
    @Override
    public void close() {}
}
