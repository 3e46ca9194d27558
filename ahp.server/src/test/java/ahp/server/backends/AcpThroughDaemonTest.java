package ahp.server.backends;

import static ahp.server.testing.AhpTestClient.JSON;
import static ahp.server.testing.AhpTestClient.ROOT;
import static ahp.server.testing.AhpTestClient.params;
import static ahp.server.testing.Chats.send;
import static ahp.server.testing.Chats.untilEnd;
import static ahp.server.testing.Terminals.row;
import static ahp.server.testing.Terminals.rootList;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import ahp.server.testing.AhpTestClient;
import ahp.server.testing.Chats;
import ahp.server.sessions.AgentDaemonCase;
import ahp.server.testing.TestDaemon;
import java.util.List;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;

/**
 * A real ACP agent (the scripted one, on the official ACP TypeScript SDK, run by node) behind the
 * daemon, found on the module path as any third-party backend is, over the daemon's WebSocket: its
 * turn streams text and a tool call; its {@code terminal/create} is a host terminal on the root list
 * that a second client watches live; kill keeps the row, release takes it off, and the call's
 * terminal still opens, rebuilt, after a restart; its permission request is answered by a client; a
 * crash ends the turn with an error and the next turn works.
 */
class AcpThroughDaemonTest extends AgentDaemonCase {

    @Override
    protected String agentScript() {
        return """
                {"loadSession": true,
                 "turns": {
                   "crash": [{"say": "about to crash"}, {"exit": 3}],
                   "again": [{"say": "back again"}],
                   "signal": [{"create": {"command": "sh", "args": ["-c", "kill -KILL $$"]}, "as": "s1"}, {"wait": "s1"}, {"release": "s1"}],
                   "*": [
                     {"say": "Hello from the agent"},
                     {"update": {"sessionUpdate": "tool_call", "toolCallId": "tc1", "title": "Run it", "kind": "execute", "status": "pending"}},
                     {"update": {"sessionUpdate": "tool_call_update", "toolCallId": "tc1", "status": "in_progress"}},
                     {"create": {"command": "sh", "args": ["-c", "echo acp-out; sleep 60"]}, "as": "t1"},
                     {"update": {"sessionUpdate": "tool_call_update", "toolCallId": "tc1", "content": [{"type": "terminal", "terminalId": "${t1}"}]}},
                     {"permission": {"toolCall": {"toolCallId": "tc2", "title": "Kill it?"}, "options": [
                         {"optionId": "yes", "name": "Yes", "kind": "allow_once"}, {"optionId": "no", "name": "No", "kind": "reject_once"}]}},
                     {"kill": "t1"},
                     {"wait": "t1"},
                     {"permission": {"toolCall": {"toolCallId": "tc3", "title": "Release it?"}, "options": [
                         {"optionId": "yes", "name": "Yes", "kind": "allow_once"}]}},
                     {"release": "t1"},
                     {"update": {"sessionUpdate": "tool_call_update", "toolCallId": "tc1", "status": "completed"}},
                     {"say": "done"}
                   ]
                 }}
                """;
    }

    private String[] open() {
        Chats.Opened opened = Chats.open(owner, work, "scripted-acp");
        return new String[] {opened.session(), opened.chat()};
    }

    @Test
    void anAgentsTurnTerminalAndPermissionGoThroughTheHost() {
        String[] opened = open();
        String turnId = send(owner, opened[1], "go");
        JsonNode ready = owner.envelope(opened[1], e -> "chat/toolCallReady".equals(e.path("action").path("type").asString(""))
                && !e.path("action").has("confirmed"));
        JsonNode content = owner.envelope(opened[1], e -> "chat/toolCallContentChanged".equals(
                e.path("action").path("type").asString("")) && e.path("action").path("content").toString().contains("terminal"));
        String terminal = content.path("action").path("content").get(0).path("resource").asString();
        JsonNode listed = row(rootList(owner, rows -> !row(rows, terminal).isMissingNode()), terminal);
        assertEquals(opened[0], listed.path("claim").path("session").asString(), listed.toString());
        try (AhpTestClient watcher = AhpTestClient.initialized(daemon.uri(), TestDaemon.MEMBER, "watcher", "0.9.0")) {
            JsonNode state = watcher.request("subscribe", params(terminal)).path("result").path("snapshot").path("state");
            String seen = ahp.server.testing.Terminals.text(state);
            if (!seen.contains("acp-out")) {
                ahp.server.testing.Terminals.awaitOutput(watcher, terminal, "acp-out");
            }
        }
        owner.dispatch(opened[1], JSON.createObjectNode().put("type", "chat/toolCallConfirmed").put("turnId", turnId)
                .put("toolCallId", ready.path("action").path("toolCallId").asString()).put("approved", true));
        JsonNode killed = row(rootList(owner, rows -> "exited".equals(row(rows, terminal).path("lifecycle").path("status")
                .asString(""))), terminal);
        assertFalse(killed.isMissingNode(), "killed, still listed");
        JsonNode second = owner.envelope(opened[1], e -> "chat/toolCallReady".equals(e.path("action").path("type").asString(""))
                && !e.path("action").has("confirmed"));
        owner.dispatch(opened[1], JSON.createObjectNode().put("type", "chat/toolCallConfirmed").put("turnId", turnId)
                .put("toolCallId", second.path("action").path("toolCallId").asString()).put("approved", true));
        rootList(owner, rows -> row(rows, terminal).isMissingNode());
        List<JsonNode> turn = untilEnd(owner, opened[1], turnId);
        assertEquals("chat/turnComplete", turn.getLast().path("action").path("type").asString(), turn.getLast().toString());
        JsonNode chat = owner.request("subscribe", params(opened[1])).path("result").path("snapshot").path("state");
        assertTrue(chat.toString().contains("Hello from the agent"), chat.toString());
        JsonNode rebuilt = owner.request("subscribe", params(terminal)).path("result").path("snapshot").path("state");
        assertTrue(ahp.server.testing.Terminals.text(rebuilt).contains("acp-out"), rebuilt.toString());

        restart();
        JsonNode again = owner.request("subscribe", params(terminal)).path("result").path("snapshot").path("state");
        assertTrue(ahp.server.testing.Terminals.text(again).contains("acp-out"), "after a restart: " + again);
    }

    @Test
    void aCommandASignalEndedReachesTheAgentAsThatSignalWithNoExitCode() {
        String[] opened = open();
        List<JsonNode> turn = untilEnd(owner, opened[1], send(owner, opened[1], "signal"));
        String said = Chats.said(turn);
        assertTrue(said.contains("exit s1: {\"exitCode\":null,\"signal\":\"SIGKILL\"}"), said);
    }

    @Test
    void aCrashEndsTheTurnWithAnErrorAndTheNextTurnWorks() {
        String[] opened = open();
        List<JsonNode> crashed = untilEnd(owner, opened[1], send(owner, opened[1], "crash"));
        JsonNode error = crashed.getLast().path("action");
        assertEquals("chat/error", error.path("type").asString(), error.toString());
        assertEquals("agentExited", error.path("error").path("errorType").asString(), error.toString());
        List<JsonNode> next = untilEnd(owner, opened[1], send(owner, opened[1], "again"));
        assertEquals("chat/turnComplete", next.getLast().path("action").path("type").asString(), next.toString());
        assertTrue(next.toString().contains("back again"), next.toString());
        JsonNode root = owner.request("subscribe", params(ROOT)).path("result").path("snapshot").path("state");
        assertTrue(root.path("agents").toString().contains("scripted-acp"), root.toString());
    }
}
