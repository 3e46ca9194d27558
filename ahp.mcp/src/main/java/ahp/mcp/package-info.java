/**
 * The host's agent shell tools for any agent that speaks MCP: {@code ahpd mcp}, a stdio MCP server (on
 * the official MCP Java SDK) that connects to a running daemon over AHP with the client library and
 * serves the tools there, for a person's MCP client or for an ACP agent the host started (bound to one
 * chat with a credential the host minted for it, as {@code ahp.server.host.ToolServers} starts it).
 */
package ahp.mcp;
