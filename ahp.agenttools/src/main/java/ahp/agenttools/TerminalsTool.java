package ahp.agenttools;

import ahp.protocol.root.TerminalInfo;
import ahp.protocol.terminal.TerminalClaim;
import ahp.protocol.terminal.TerminalLifecycle;
import java.util.List;
import java.util.stream.Collectors;

/**
 * {@code ahp_terminals}, this host's own: the terminals the host has open, as its root list shows
 * them to anyone, one line each. Read-only, and asks for no grant (the root list is never
 * filtered).
 */
final class TerminalsTool implements Tool {

    /** The tool's name. */
    static final String NAME = "ahp_terminals";

    /** The tool's description (this host's own). */
    static final String DESCRIPTION = "List the terminals this host has open (read-only): each one's URI, its"
            + " title, whether it is running or has exited, and who holds it.";

    private final ShellHost host;

    TerminalsTool(ShellHost host) {
        this.host = host;
    }

    /** The definition, which does not depend on the host. */
    static ToolDefinition describe() {
        return new ToolDefinition(NAME, DESCRIPTION, InputSchemas.none());
    }

    @Override
    public ToolDefinition definition() {
        return describe();
    }

    @Override
    public ToolResult call(ShellCall call, Arguments arguments) {
        List<TerminalInfo> terminals = host.terminals();
        if (terminals.isEmpty()) {
            return ToolResult.success(HostTexts.NO_TERMINALS);
        }
        return ToolResult.success(terminals.stream().map(TerminalsTool::line).collect(Collectors.joining("\n")));
    }

    /** {@code - <uri>: <title> [running|exited (<code>)] (held by ...)}. */
    static String line(TerminalInfo terminal) {
        String status = terminal.lifecycle() instanceof TerminalLifecycle.Exited exited
                ? "exited (" + (exited.exitCode() == null ? "unknown" : exited.exitCode()) + ")" : "running";
        return "- " + terminal.resource() + ": " + terminal.title() + " [" + status + "] (held by "
                + holder(terminal.claim()) + ")";
    }

    private static String holder(TerminalClaim claim) {
        return switch (claim) {
            case TerminalClaim.Client client -> client.clientId().isEmpty() ? "a client" : "client " + client.clientId();
            case TerminalClaim.Session session -> {
                StringBuilder who = new StringBuilder("session ").append(session.session());
                if (session.chat() != null) {
                    who.append(", chat ").append(session.chat());
                }
                if (session.turnId() != null) {
                    who.append(", turn ").append(session.turnId());
                }
                if (session.toolCallId() != null) {
                    who.append(", tool call ").append(session.toolCallId());
                }
                yield who.toString();
            }
        };
    }
}
