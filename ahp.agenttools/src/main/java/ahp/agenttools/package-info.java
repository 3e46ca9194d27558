/**
 * The agent shell tools over a port the host implements. {@link ahp.agenttools.AgentShellTools} is
 * one chat's tools: their MCP-style definitions and {@code call(call, name, arguments)}, which answers
 * with MCP-style text content and an {@code isError} flag. {@link ahp.agenttools.ShellHost} is the
 * port: it opens the chat's shells as terminals of the host's, checks the grants of the person whose
 * turn runs, ends shells and keeps what they printed, shows a shell on its tool call, hears of
 * background commands, and lists the host's terminals. The tools' names, descriptions, parameters and
 * result texts are VS Code's ({@code NOTICE.md} says where each comes from).
 */
package ahp.agenttools;
