package ahp.server.mcp;

import io.modelcontextprotocol.json.McpJsonMapper;
import io.modelcontextprotocol.json.jackson3.JacksonMcpJsonMapper;
import io.modelcontextprotocol.server.McpServer;
import io.modelcontextprotocol.server.McpServerFeatures.SyncToolSpecification;
import io.modelcontextprotocol.server.McpSyncServer;
import io.modelcontextprotocol.server.McpSyncServerExchange;
import io.modelcontextprotocol.server.transport.StdioServerTransportProvider;
import io.modelcontextprotocol.spec.McpSchema;
import java.io.IOException;
import java.io.InputStream;
import java.io.PrintStream;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * {@code ahpd mcp}: this host's shell tools as a stdio MCP server, on the official MCP Java SDK. It
 * connects to the daemon first (so a wrong token or a daemon that is not running is said at once, on
 * standard error), lists the tools there, and serves them until the MCP client closes its end or the
 * daemon goes. Standard output carries MCP's messages and nothing else.
 */
public final class McpMain {

    private static final JsonMapper JSON = JsonMapper.builder().build();

    private McpMain() {}

    /**
     * Runs {@code ahpd mcp} with {@code args}, serving {@code in} and {@code out}.
     *
     * @return the exit status
     */
    public static int run(List<String> args, Map<String, String> environment, InputStream in, PrintStream out,
            PrintStream err) {
        McpOptions options;
        try {
            options = McpOptions.parse(args, environment);
        } catch (IllegalArgumentException | IOException wrong) {
            err.println("ahpd mcp: " + wrong.getMessage());
            return 2;
        }
        DaemonTools daemon;
        JsonNode tools;
        try {
            daemon = DaemonTools.connect(options);
            tools = daemon.tools();
        } catch (IOException refused) {
            err.println("ahpd mcp: cannot use the daemon at " + options.url() + ": " + refused.getMessage());
            return 1;
        }
        CompletableFuture<String> ended = new CompletableFuture<>();
        McpJsonMapper mapper = new JacksonMcpJsonMapper(JSON);
        StdioServerTransportProvider transport = new StdioServerTransportProvider(mapper,
                new EndOfInput(in, () -> ended.complete("the MCP client closed its end")), out);
        McpSyncServer server = McpServer.sync(transport)
                .serverInfo(ToolServers.NAME, "0.1.0")
                .instructions("Shell tools of an Agent Host Protocol daemon: every command runs in a terminal of the"
                        + " daemon's that people can watch, type into and read after it ended.")
                .capabilities(McpSchema.ServerCapabilities.builder().tools(false).build())
                .jsonMapper(mapper)
                .validateToolInputs(false)
                .tools(specifications(tools, daemon))
                .build();
        daemon.closedFuture().thenRun(() -> ended.complete("the daemon closed the connection"));
        String why = ended.join();
        err.println("ahpd mcp: stopping: " + why);
        server.closeGracefully();
        daemon.close();
        return 0;
    }

    private static List<SyncToolSpecification> specifications(JsonNode tools, DaemonTools daemon) {
        List<SyncToolSpecification> specifications = new ArrayList<>();
        for (JsonNode tool : tools) {
            String name = tool.path("name").asString();
            @SuppressWarnings("unchecked")
            Map<String, Object> schema = JSON.convertValue(tool.path("inputSchema"), Map.class);
            McpSchema.Tool described = McpSchema.Tool.builder().name(name).description(tool.path("description").asString(""))
                    .inputSchema(schema).build();
            specifications.add(SyncToolSpecification.builder().tool(described)
                    .callHandler((exchange, request) -> call(daemon, name, exchange, request)).build());
        }
        return specifications;
    }

    private static McpSchema.CallToolResult call(DaemonTools daemon, String name, McpSyncServerExchange exchange,
            McpSchema.CallToolRequest request) {
        McpSchema.Implementation client = exchange.getClientInfo();
        JsonNode arguments = JSON.valueToTree(request.arguments() == null ? Map.of() : request.arguments());
        McpSchema.CallToolResult.Builder result = McpSchema.CallToolResult.builder();
        try {
            JsonNode answered = daemon.call(name, arguments, client == null ? null : client.name());
            for (JsonNode block : answered.path("content")) {
                result.addTextContent(block.path("text").asString(""));
            }
            return result.isError(answered.path("isError").asBoolean(false)).build();
        } catch (IOException refused) {
            return result.addTextContent("The host refused the call: " + refused.getMessage()).isError(true).build();
        }
    }
}
