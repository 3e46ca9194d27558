package ahp.server.backends;

import static ahp.server.testing.Chats.send;
import static ahp.server.testing.Chats.untilEnd;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import ahp.server.daemon.TerminalsMode;
import ahp.server.sessions.AgentDaemonCase;
import ahp.server.testing.Chats;
import ahp.server.testing.ScriptedAcpAgent;
import java.util.List;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;

/**
 * A real ACP agent's commands in the host's shell, through the MCP server it was given, under a
 * pseudoterminal: a {@code !} in one is taken as typed, a line bash cannot parse is answered with
 * its status, one bash would wait on for more is answered at once, and the agent's turn goes on to
 * the next command, which runs.
 */
class AcpRefusedLinesTest extends AgentDaemonCase {

    @Override
    protected String agentScript() {
        return """
                {"turns": {"*": [
                  {"mcp": {"name": "bash", "arguments": {"command": "echo a!b one!zz"}}},
                  {"mcp": {"name": "bash", "arguments": {"command": "echo x; done"}}},
                  {"mcp": {"name": "bash", "arguments": {"command": "echo \\"abc"}}},
                  {"mcp": {"name": "bash", "arguments": {"command": "echo next-$((1+1))"}}},
                  {"say": "done"}
                ]}}
                """;
    }

    @Override
    protected TerminalsMode terminals() {
        return TerminalsMode.PTY;
    }

    @Test
    void everyCommandOfTheAgentsIsAnsweredAndTheTurnGoesOn() {
        Chats.enableAgentTools(owner);
        Chats.Opened opened = Chats.open(owner, work, ScriptedAcpAgent.ID);
        List<JsonNode> turn = untilEnd(owner, opened.chat(), send(owner, opened.chat(), "run these"));
        assertEquals("chat/turnComplete", turn.getLast().path("action").path("type").asString(), turn.toString());
        String said = Chats.said(turn);
        assertTrue(said.contains("a!b one!zz"), said);
        assertTrue(said.contains("Exit code: 2") && said.contains("syntax error"), said);
        assertTrue(said.contains("Failed to run command: the shell waited for the rest of the line"), said);
        assertTrue(said.contains("next-2"), said);
    }
}
