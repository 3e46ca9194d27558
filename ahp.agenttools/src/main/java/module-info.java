/**
 * The agent shell tools a backend's model may be given: bash, read_bash, write_bash,
 * bash_shutdown, list_bash and powershell. Today it holds their names only; the tools themselves,
 * over the terminal port, are still to be built, and no other module uses it yet.
 */
module ahp.agenttools {
    requires transitive ahp.terminals.api;

    exports ahp.agenttools;
}
