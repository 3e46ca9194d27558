package ahp.server.host;

import ahp.protocol.command.CallToolParams;
import ahp.protocol.command.ListToolsParams;
import java.util.List;

/**
 * {@code ahpd/listTools} and {@code ahpd/callTool}, this host's extension requests through which
 * {@code ahpd mcp} serves the agent shell tools to an MCP client: a person's (who needs
 * {@code session:read} to list them and {@code chat:send} to call one, and whose grants each call is
 * then checked against) or an agent's tool server signed in with a credential minted for one chat.
 */
final class ToolCommands {

    /** The two methods, the only ones a credential minted for a chat may call. */
    static final List<String> METHODS = List.of("ahpd/listTools", "ahpd/callTool");

    private final Host host;
    private final ClientSession client;

    ToolCommands(Host host, ClientSession client) {
        this.host = host;
        this.client = client;
    }

    Reply list(ListToolsParams params) {
        return new Reply.Now(host.sessions().toolCalls().list(params.channel(), client.user()));
    }

    Reply call(CallToolParams params) {
        Object named = params.meta() == null ? null : params.meta().get("client");
        return new Reply.Later(host.sessions().toolCalls().call(params.channel(), params.name(), params.arguments(),
                named instanceof String client ? client : null, client.user()).thenApply(result -> (Object) result));
    }
}
