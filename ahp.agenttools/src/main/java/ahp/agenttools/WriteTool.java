package ahp.agenttools;

/**
 * {@code write_<type>}: writes text to the latest shell as it is, with no Enter added (answering a
 * prompt, sending Ctrl+C), as VS Code's {@code sendText} with {@code shouldExecute: false}.
 */
final class WriteTool implements Tool {

    private final ToolFamily family;
    private final ShellPool pool;
    private final Grants grants;

    WriteTool(ToolFamily family, ShellPool pool, Grants grants) {
        this.family = family;
        this.pool = pool;
        this.grants = grants;
    }

    @Override
    public ToolDefinition definition() {
        return new ToolDefinition(family.write(), ModelDescriptions.write(family), InputSchemas.write());
    }

    @Override
    public ToolResult call(ShellCall call, Arguments arguments) {
        String text = arguments.requiredString("command");
        ToolResult refused = grants.refusal(call, ShellGrant.INPUT);
        if (refused != null) {
            return refused;
        }
        Shell shell = pool.latest();
        if (shell == null) {
            return ToolResult.failure(ResultTexts.NO_ACTIVE_SHELL, "no_shell");
        }
        shell.host().terminal().input(text);
        return ToolResult.success(ResultTexts.INPUT_SENT);
    }
}
