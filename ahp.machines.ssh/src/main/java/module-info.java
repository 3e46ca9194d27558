/**
 * The {@code "ssh"} kind of machine: a session's terminals on another host, each one the system's
 * OpenSSH client ({@code ssh -tt host -- command}) run under the daemon's own pseudoterminal. Exports
 * nothing: the host finds it as the {@link ahp.machines.api.MachineProvider} of kind {@code "ssh"}.
 * See {@link ahp.machines.ssh} for why the system client and not a Java SSH library.
 */
module ahp.machines.ssh {
    requires ahp.machines.api;

    provides ahp.machines.api.MachineProvider with ahp.machines.ssh.SshMachineProvider;
}
