/**
 * {@code ahpd mcp}, the MCP relay: the daemon's shell tools served to an MCP client on standard input
 * and output, each call relayed to the daemon over AHP through the client library ({@code ahp.client}).
 * The official MCP Java SDK, Reactor, slf4j and the JSON schema library are this module's alone; the
 * daemon starts it ({@link ahp.mcp.McpMain}) as a process of its own for the agents it runs.
 */
module ahp.mcp {
    requires ahp.client;
    // The official MCP Java SDK (automatic modules), with the modules it names but, being automatic,
    // does not pull into the graph itself.
    requires io.modelcontextprotocol.sdk.mcp.core;
    requires io.modelcontextprotocol.sdk.mcp.json.jackson3;
    requires reactor.core;
    requires org.slf4j;
    requires com.networknt.schema;

    exports ahp.mcp;
}
