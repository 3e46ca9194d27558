package ahp.agenttools;

/**
 * {@code <type>_shutdown}: ends the shell named, or else the latest. The host ends its process
 * group, takes its terminal off the root list and keeps what it printed; a command still running
 * in it ends with it.
 */
final class ShutdownTool implements Tool {

    private final ToolFamily family;
    private final ShellHost host;
    private final ShellPool pool;
    private final Grants grants;

    ShutdownTool(ToolFamily family, ShellHost host, ShellPool pool, Grants grants) {
        this.family = family;
        this.host = host;
        this.pool = pool;
        this.grants = grants;
    }

    @Override
    public ToolDefinition definition() {
        return new ToolDefinition(family.shutdown(), ModelDescriptions.shutdown(family), InputSchemas.shutdown());
    }

    @Override
    public ToolResult call(ShellCall call, Arguments arguments) {
        String id = arguments.optionalString("shell_id");
        ToolResult refused = grants.refusal(call, ShellGrant.DISPOSE);
        if (refused != null) {
            return refused;
        }
        boolean named = id != null && !id.isEmpty();
        Shell shell = named ? pool.retire(id) : pool.retireLatest();
        if (shell == null) {
            return named ? ToolResult.failure(ResultTexts.SHELL_NOT_FOUND, "not_found")
                    : ToolResult.failure(ResultTexts.NO_SHELL_TO_STOP, "no_shell");
        }
        host.end(shell.host());
        return ToolResult.success(ResultTexts.SHELL_STOPPED);
    }
}
