package ahp.machines.ssh;

import ahp.machines.api.Machine;
import ahp.machines.api.MachineContext;
import ahp.machines.api.MachineException;
import ahp.machines.api.MachineProvider;
import ahp.machines.api.MachineSettings;

/**
 * The {@code "ssh"} kind of machine: another host, reached by the system's OpenSSH client run under
 * the daemon's own pseudoterminal. {@link #open} checks the settings ({@link SshTarget#of}) and never
 * connects; the host is first reached at a session's first terminal.
 */
public final class SshMachineProvider implements MachineProvider {

    /** The kind, as the config file names it. */
    public static final String KIND = "ssh";

    /** A provider; it does nothing until {@link #open}. */
    public SshMachineProvider() {}

    @Override
    public String kind() {
        return KIND;
    }

    /**
     * Opens one machine of kind {@code "ssh"}.
     *
     * @throws MachineException when {@code host}, {@code identityFile} or {@code knownHosts} is not
     *     set; when either file is not there or not a regular file; when the identity file is not the
     *     daemon user's own or others may read it; when the port is not one; when no {@code ssh}
     *     program is found; or when the host has no pseudoterminal to run ssh under
     */
    @Override
    public Machine open(MachineSettings settings, MachineContext context) throws MachineException {
        if (context.localPty() == null || !context.localPty().isPty()) {
            throw new MachineException("machine \"" + settings.id() + "\" (ssh) runs ssh under the daemon's "
                    + "pseudoterminal, and this daemon has none (see --terminals)");
        }
        return new SshMachine(settings.id(), SshTarget.of(settings), context);
    }
}
