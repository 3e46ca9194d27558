package ahp.machines.api;

import ahp.terminals.api.spi.ProcessBinding;
import java.nio.file.Path;

/**
 * What the host hands a machine when it opens it.
 *
 * @param localPty the host's own pseudoterminal binding, for a machine reached through a program
 *     run here (the system's {@code ssh}); null where the host has none
 * @param daemonId names this daemon's state folder: what a machine makes for a session carries it,
 *     so that two daemons on one engine never take each other's containers
 * @param stateDirectory the daemon's state folder, for what a machine keeps across restarts
 */
public record MachineContext(ProcessBinding localPty, String daemonId, Path stateDirectory) {
}
