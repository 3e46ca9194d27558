/**
 * The machine port. A machine is a place a session's commands run in other than the daemon's own
 * machine: a container of a Docker engine, a host reached over SSH. A module
 * {@code provides ahp.machines.api.MachineProvider} for a kind of machine; the host finds every
 * provider with {@link java.util.ServiceLoader}, opens the machines its config file names with the
 * provider of their kind, and starts each terminal of a session in a machine on the
 * {@link ahp.terminals.api.spi.ProcessBinding} the machine gives that session.
 */
module ahp.machines.api {
    requires transitive ahp.terminals.api;

    exports ahp.machines.api;

    uses ahp.machines.api.MachineProvider;
}
