package ahp.backends.api;

import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * The host's tools for one chat as a stdio MCP server: the command line that starts it and its
 * environment, which carries a credential good for that chat's tools only (it dies with the chat). A
 * backend whose agent speaks MCP names it to the agent (ACP's {@code mcpServers} in
 * {@code session/new}); a call the agent makes through it is a tool call of the turn running in the
 * chat, with its terminal.
 *
 * @param name the server's name, as the agent's model sees it
 * @param command the program
 * @param args its arguments
 * @param env variables to set for it (the credential among them)
 */
public record ToolServer(String name, String command, List<String> args, Map<String, String> env) {

    /** Checks and copies every field. */
    public ToolServer {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(command, "command");
        args = List.copyOf(args);
        env = Map.copyOf(env);
    }
}
