/**
 * The machines a session's commands may run in (docs/machines.md): the config file's
 * {@code "machines"} read ({@link ahp.server.machines.MachinesConfig}), each opened with the
 * {@link ahp.machines.api.MachineProvider} of its kind, and what the host asks of them
 * ({@link ahp.server.machines.HostMachines}): a session's terminal store on its machine, its release
 * when the session is disposed, and one reconciliation at start-up.
 */
package ahp.server.machines;
