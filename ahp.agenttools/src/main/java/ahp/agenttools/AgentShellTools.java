package ahp.agenttools;

import java.util.List;

/** The names of the six agent shell tools, as VS Code names them. */
public final class AgentShellTools {

    /** Every tool, the primary first. */
    public static final List<String> NAMES =
            List.of("bash", "read_bash", "write_bash", "bash_shutdown", "list_bash", "powershell");

    private AgentShellTools() {}
}
