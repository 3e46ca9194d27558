package ahp.agenttools;

import ahp.protocol.terminal.TerminalContentPart;

/**
 * {@code read_<type>}: what a shell printed, the one named or else the latest, control sequences
 * removed and its last 60,000 characters. A shell that ended is read from what the host kept.
 */
final class ReadTool implements Tool {

    private final ToolFamily family;
    private final ShellHost host;
    private final ShellPool pool;
    private final Grants grants;

    ReadTool(ToolFamily family, ShellHost host, ShellPool pool, Grants grants) {
        this.family = family;
        this.host = host;
        this.pool = pool;
        this.grants = grants;
    }

    @Override
    public ToolDefinition definition() {
        return new ToolDefinition(family.read(), ModelDescriptions.read(family), InputSchemas.read());
    }

    @Override
    public ToolResult call(ShellCall call, Arguments arguments) {
        String id = arguments.optionalString("shell_id");
        ToolResult refused = grants.refusal(call, ShellGrant.OUTPUT);
        if (refused != null) {
            return refused;
        }
        Shell shell = id == null || id.isEmpty() ? pool.latest() : pool.find(id);
        if (shell == null) {
            return ToolResult.failure(ResultTexts.NO_ACTIVE_SHELL, "no_shell");
        }
        String output = ModelOutput.ofTerminal(printed(shell));
        return ToolResult.success(output.isEmpty() ? ResultTexts.NO_OUTPUT : output);
    }

    /** Everything the shell's terminal holds, or what the host kept of one that ended. */
    private String printed(Shell shell) {
        if (shell.ended()) {
            return host.kept(shell.host()).orElse("");
        }
        StringBuilder text = new StringBuilder();
        for (TerminalContentPart part : shell.host().terminal().state().content()) {
            text.append(part.text());
        }
        return text.toString();
    }
}
