package ahp.mcp;

import io.modelcontextprotocol.json.McpJsonMapper;
import io.modelcontextprotocol.json.jackson3.JacksonMcpJsonMapper;
import io.modelcontextprotocol.server.McpAsyncServer;
import io.modelcontextprotocol.server.McpAsyncServerExchange;
import io.modelcontextprotocol.server.McpServer;
import io.modelcontextprotocol.server.McpServerFeatures.AsyncToolSpecification;
import io.modelcontextprotocol.spec.McpSchema;
import java.io.IOException;
import java.io.InputStream;
import java.io.PrintStream;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import reactor.core.publisher.Mono;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * {@code ahpd mcp}: this host's shell tools as a stdio MCP server, on the official MCP Java SDK's
 * server session over a {@link StdioTransport} of its own. It connects to the daemon first (so a
 * wrong token or a daemon that is not running is said at once, on standard error), lists the tools
 * there, and serves them until the MCP client closes its end or the daemon goes. Standard output
 * carries MCP's messages and nothing else.
 *
 * <p>The tool handlers are asynchronous: a call is sent to the daemon on the thread that read it, and
 * its answer is written to the MCP client by the thread that read the daemon's answer, so no thread
 * waits for a call and calls made together run together (a long {@code bash} holds up no
 * {@code read_bash}).
 */
public final class McpMain {

    /**
     * The name the MCP client (and an agent's model) knows this server by; the daemon names the
     * servers it starts for its agents the same ({@code ahp.server.host.ToolServers}).
     */
    public static final String NAME = "ahp-terminals";

    private static final JsonMapper JSON = JsonMapper.builder().build();

    private McpMain() {}

    /** Runs {@code ahpd mcp} with {@code args} on standard input and output, and exits with its status. */
    public static void main(String[] args) {
        System.exit(run(List.of(args), System.getenv(), System.in, System.out, System.err));
    }

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
        StdioTransport transport = new StdioTransport(mapper, in, out,
                () -> ended.complete("the MCP client closed its end"));
        McpAsyncServer server = McpServer.async(transport)
                .serverInfo(NAME, "0.1.0")
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
        server.closeGracefully().block();
        daemon.close();
        return 0;
    }

    private static List<AsyncToolSpecification> specifications(JsonNode tools, DaemonTools daemon) {
        List<AsyncToolSpecification> specifications = new ArrayList<>();
        for (JsonNode tool : tools) {
            String name = tool.path("name").asString();
            @SuppressWarnings("unchecked")
            Map<String, Object> schema = JSON.convertValue(tool.path("inputSchema"), Map.class);
            McpSchema.Tool described = McpSchema.Tool.builder().name(name).description(tool.path("description").asString(""))
                    .inputSchema(schema).build();
            specifications.add(AsyncToolSpecification.builder().tool(described)
                    .callHandler((exchange, request) -> call(daemon, name, exchange, request)).build());
        }
        return specifications;
    }

    private static Mono<McpSchema.CallToolResult> call(DaemonTools daemon, String name, McpAsyncServerExchange exchange,
            McpSchema.CallToolRequest request) {
        McpSchema.Implementation client = exchange.getClientInfo();
        JsonNode arguments = JSON.valueToTree(request.arguments() == null ? Map.of() : request.arguments());
        CompletableFuture<McpSchema.CallToolResult> answer = daemon.callAsync(name, arguments, client == null ? null : client.name())
                .handle((answered, failed) -> failed == null ? result(answered) : refused(failed));
        return Mono.fromFuture(answer);
    }

    private static McpSchema.CallToolResult result(JsonNode answered) {
        McpSchema.CallToolResult.Builder result = McpSchema.CallToolResult.builder();
        for (JsonNode block : answered.path("content")) {
            result.addTextContent(block.path("text").asString(""));
        }
        return result.isError(answered.path("isError").asBoolean(false)).build();
    }

    private static McpSchema.CallToolResult refused(Throwable failed) {
        Throwable cause = failed instanceof CompletionException wrapped && wrapped.getCause() != null ? wrapped.getCause() : failed;
        return McpSchema.CallToolResult.builder().addTextContent("The host refused the call: " + cause.getMessage())
                .isError(true).build();
    }
}
