/**
 * The machine port: {@link ahp.machines.api.MachineProvider} (the SPI a kind of machine provides),
 * {@link ahp.machines.api.Machine} (one machine the config file names),
 * {@link ahp.machines.api.MachineSession} (a session's place in it), and
 * {@link ahp.machines.api.TypedShells} (how a shell the host types commands into starts there,
 * with no integration scripts).
 */
package ahp.machines.api;
