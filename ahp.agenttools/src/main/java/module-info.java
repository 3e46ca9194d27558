/**
 * The agent shell tools a backend's model may be given: bash, read_bash, write_bash,
 * bash_shutdown, list_bash and powershell, each running on the host's terminal store.
 */
module ahp.agenttools {
    requires transitive ahp.terminals.api;

    exports ahp.agenttools;
}
