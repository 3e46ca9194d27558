/**
 * The agent shell tools a backend's model may be given: VS Code's {@code bash}, {@code read_bash},
 * {@code write_bash}, {@code bash_shutdown}, {@code list_bash} and {@code powershell} (or their
 * PowerShell twins when the daemon's shell is PowerShell), and this host's read-only
 * {@code ahp_terminals}. They run in shells of the host's own, which the host opens, lists, checks
 * and keeps behind {@link ahp.agenttools.ShellHost}; commands are typed with
 * {@link ahp.terminals.api.command.ShellCommands}. See {@code docs/agent-tools.md}.
 */
module ahp.agenttools {
    requires transitive ahp.terminals.api;

    exports ahp.agenttools;
}
