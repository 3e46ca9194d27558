package ahp.agenttools;

import java.util.List;
import java.util.stream.Collectors;

/**
 * {@code list_<type>}: the chat's shells, oldest first, each running or exited with its code. It
 * reads only what the tools hold, and asks for no grant.
 */
final class ListTool implements Tool {

    private final ToolFamily family;
    private final ShellPool pool;

    ListTool(ToolFamily family, ShellPool pool) {
        this.family = family;
        this.pool = pool;
    }

    @Override
    public ToolDefinition definition() {
        return new ToolDefinition(family.list(), ModelDescriptions.list(family), InputSchemas.none());
    }

    @Override
    public ToolResult call(ShellCall call, Arguments arguments) {
        List<Shell> shells = pool.live();
        if (shells.isEmpty()) {
            return ToolResult.success(ResultTexts.NO_SHELLS);
        }
        return ToolResult.success(shells.stream()
                .map(shell -> ResultTexts.listed(shell.id(), family, shell.status()))
                .collect(Collectors.joining("\n")));
    }
}
