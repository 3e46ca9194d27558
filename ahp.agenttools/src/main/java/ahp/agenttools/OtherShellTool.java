package ahp.agenttools;

/**
 * The other family's primary ({@code powershell} beside the bash tools, {@code bash} beside the
 * PowerShell ones): it runs nothing, and answers by naming the shell the host runs and the tool
 * that does run here, so a model cannot go around the tools that do.
 */
final class OtherShellTool implements Tool {

    private final ToolFamily family;
    private final String shellPath;

    OtherShellTool(ToolFamily family, String shellPath) {
        this.family = family;
        this.shellPath = shellPath;
    }

    @Override
    public ToolDefinition definition() {
        return new ToolDefinition(family.other(), ResultTexts.wrongShell(shellPath, family), InputSchemas.command());
    }

    @Override
    public ToolResult call(ShellCall call, Arguments arguments) {
        return ToolResult.failure(ResultTexts.wrongShell(shellPath, family), "wrong_shell");
    }
}
