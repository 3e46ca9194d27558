package ahp.server.backends;

import static ahp.server.testing.AhpTestClient.ROOT;
import static ahp.server.testing.AhpTestClient.params;
import static ahp.server.testing.Chats.send;
import static ahp.server.testing.Chats.untilEnd;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import ahp.server.daemon.TerminalsMode;
import ahp.server.sessions.AgentDaemonCase;
import ahp.server.testing.Chats;
import ahp.server.testing.ScriptedAcpAgent;
import ahp.server.testing.Terminals;
import java.util.List;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;

/**
 * A real ACP agent given the host's tools as the MCP server {@code session/new} names (started by the
 * agent, signed in with a credential minted for its chat): its model's call through it (the official
 * MCP TypeScript SDK's client) is a tool call of the agent's turn, run in the host's shell as the
 * person whose turn it is, with its terminal on the root list; without {@code enableCustomTerminalTool}
 * the server offers only the read-only {@code ahp_terminals}.
 */
class AcpMcpToolsTest extends AgentDaemonCase {

    @Override
    protected String agentScript() {
        return """
                {"turns": {"*": [
                  {"mcpTools": true},
                  {"mcp": {"name": "bash", "arguments": {"command": "echo via-acp-$((1+1))"}}},
                  {"say": "done"}
                ]}}
                """;
    }

    @Override
    protected TerminalsMode terminals() {
        return TerminalsMode.PTY;
    }

    @Test
    void theAgentsModelCallsTheHostsShellThroughTheMcpServerItWasGiven() {
        Chats.enableAgentTools(owner);
        Chats.Opened opened = Chats.open(owner, work, ScriptedAcpAgent.ID);
        String turnId = send(owner, opened.chat(), "use the host's shell");
        List<JsonNode> turn = untilEnd(owner, opened.chat(), turnId);
        String said = said(turn);
        assertTrue(said.contains("mcp tools: bash read_bash write_bash bash_shutdown list_bash powershell ahp_terminals"), said);
        assertTrue(said.contains("via-acp-2") && said.contains("Exit code: 0"), said);
        JsonNode start = Chats.first(turn, "chat/toolCallStart");
        assertEquals("bash", start.path("toolName").asString(), turn.toString());
        JsonNode result = Chats.result(turn);
        assertTrue(result.path("success").asBoolean(false), result.toString());
        String uri = Chats.terminal(result).path("resource").asString();
        JsonNode row = Terminals.row(Terminals.rootList(owner, rows -> !Terminals.row(rows, uri).isMissingNode()), uri);
        assertEquals(opened.chat(), row.path("claim").path("chat").asString(), row.toString());
        assertEquals(turnId, row.path("claim").path("turnId").asString(), row.toString());
        JsonNode live = Terminals.subscribe(owner, uri).path("state");
        assertTrue(Terminals.text(live).contains("via-acp-2"), live.toString());
    }

    @Test
    void withoutTheSettingTheAgentsServerOffersOnlyTheReadOnlyTerminalsTool() {
        Chats.Opened opened = Chats.open(owner, work, ScriptedAcpAgent.ID);
        String said = said(untilEnd(owner, opened.chat(), send(owner, opened.chat(), "try")));
        // enableCustomTerminalTool decides the six shell tools only: ahp_terminals is offered whatever it says.
        assertTrue(said.contains("mcp tools: ahp_terminals\\n"), said);
        assertFalse(said.contains("via-acp-2"), "no shell ran: " + said);
        JsonNode root = owner.request("subscribe", params(ROOT)).path("result").path("snapshot").path("state");
        assertTrue(root.path("terminals").isEmpty(), root.toString());
    }

    /** Everything the agent said in the turn, joined. */
    private static String said(List<JsonNode> turn) {
        return turn.stream().map(e -> e.path("action")).filter(a -> a.path("type").asString("").equals("chat/delta")
                || a.path("type").asString("").equals("chat/responsePart")).map(JsonNode::toString)
                .collect(Collectors.joining("\n"));
    }
}
