/**
 * The Docker kind of machine: each session's commands run in a container of a Docker engine, one
 * container a session, reached over the Engine API on the engine's UNIX socket, plain TCP, or ssh.
 * Exports nothing: it is found as the {@link ahp.machines.api.MachineProvider} of kind
 * {@code "docker"}. Its client of the Engine API is its own, on the JDK and Jackson 3 (the package
 * {@code ahp.machines.docker} says why).
 */
module ahp.machines.docker {
    requires ahp.machines.api;
    requires tools.jackson.databind;

    provides ahp.machines.api.MachineProvider with ahp.machines.docker.DockerMachineProvider;
}
