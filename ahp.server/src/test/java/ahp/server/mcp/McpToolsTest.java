package ahp.server.mcp;

import static ahp.server.testing.AhpTestClient.JSON;
import static ahp.server.testing.AhpTestClient.ROOT;
import static ahp.server.testing.AhpTestClient.params;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import ahp.server.daemon.TerminalsMode;
import ahp.server.sessions.SessionDaemonCase;
import ahp.server.testing.Await;
import ahp.server.testing.Chats;
import ahp.server.testing.Terminals;
import ahp.server.testing.TestDaemon;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ArrayNode;
import tools.jackson.databind.node.ObjectNode;

/**
 * {@code ahpd mcp} driven by the official MCP TypeScript SDK's client over stdio, against a real
 * daemon with real shells: the tools listed, sync and async commands, read, write and shutdown, each
 * call a turn of a session named after the client with its terminal on the root list (and readable
 * after a restart), and a guest's token refused with a result the model reads.
 */
class McpToolsTest extends SessionDaemonCase {

    private static final Pattern SHELL_ID = Pattern.compile("Shell ID: (\\S+)");

    @Override
    protected TestDaemon daemon() {
        return TestDaemon.withSessions(TerminalsMode.PTY, home, store, Duration.ofSeconds(20));
    }

    @Test
    void aPersonsMcpClientRunsEveryToolInASessionNamedAfterIt() throws Exception {
        Chats.enableAgentTools(owner);
        ObjectNode script = JSON.createObjectNode().put("clientName", "scripted-mcp-client");
        ArrayNode steps = script.putArray("steps");
        steps.addObject().put("list", true);
        call(steps, "bash").put("command", "echo first-$((6*7))");
        call(steps, "bash").put("command", "cd /; echo kept-$PWD");
        call(steps, "bash").put("command", "false");
        call(steps, "bash").put("command", "sleep 0.5; echo async-done").put("mode", "async");
        call(steps, "list_bash");
        List<JsonNode> lines = McpClientRun.play(script, daemon.uri(), TestDaemon.OWNER, work);
        assertEquals(List.of("bash", "read_bash", "write_bash", "bash_shutdown", "list_bash", "powershell", "ahp_terminals"),
                JSON.convertValue(lines.get(0).path("tools"), List.class));
        String first = McpClientRun.text(lines.get(1));
        assertTrue(first.contains("Exit code: 0\nfirst-42"), first);
        String shell = shellId(first);
        String second = McpClientRun.text(lines.get(2));
        assertEquals(shell, shellId(second), "one shell per chat, kept between calls");
        assertTrue(second.contains("kept-/"), second);
        assertTrue(lines.get(3).path("result").path("isError").asBoolean(false), lines.get(3).toString());
        assertTrue(McpClientRun.text(lines.get(3)).contains("Exit code: 1"), lines.get(3).toString());
        String async = shellId(McpClientRun.text(lines.get(4)));
        assertTrue(McpClientRun.text(lines.get(5)).contains(async), lines.get(5).toString());

        JsonNode session = owner.request("listSessions", params(ROOT)).path("result").path("items").get(0);
        assertEquals("scripted-mcp-client", session.path("title").asString(), session.toString());
        JsonNode state = owner.request("subscribe", params(session.path("resource").asString())).path("result")
                .path("snapshot").path("state");
        String chat = state.path("defaultChat").asString();
        JsonNode turns = Await.value("the wake turn of the async command's end", () -> {
            JsonNode now = owner.request("subscribe", params(chat)).path("result").path("snapshot").path("state").path("turns");
            return now.size() == 6 ? now : null;
        });
        JsonNode wake = turns.get(5).path("message");
        assertEquals("systemNotification", wake.path("origin").path("kind").asString(), wake.toString());
        assertTrue(wake.path("text").asString().contains("ended with exit code 0"), wake.toString());
        assertTrue(wake.path("text").asString().contains("async-done"), wake.toString());
        JsonNode firstTurn = turns.get(0);
        assertEquals("scripted-mcp-client: Running `echo first-$((6*7))`", firstTurn.path("message").path("text").asString());
        assertEquals("agent", firstTurn.path("message").path("origin").path("kind").asString());
        JsonNode call = toolCall(firstTurn);
        assertEquals("bash", call.path("toolName").asString(), firstTurn.toString());
        JsonNode terminal = call.path("content").get(0);
        assertEquals("terminal", terminal.path("type").asString(), call.toString());
        String uri = terminal.path("resource").asString();
        JsonNode row = Terminals.row(Terminals.rootList(owner, rows -> !Terminals.row(rows, uri).isMissingNode()), uri);
        assertEquals(chat, row.path("claim").path("chat").asString(), row.toString());
        JsonNode live = Terminals.subscribe(owner, uri).path("state");
        assertTrue(Terminals.text(live).contains("first-42"), live.toString());

        restart();
        JsonNode rebuilt = owner.request("subscribe", params(uri)).path("result").path("snapshot").path("state");
        assertTrue(Terminals.text(rebuilt).contains("first-42"), "a call's terminal reopens after a restart: " + rebuilt);
    }

    @Test
    void withoutTheSettingOnlyTheReadOnlyTerminalsToolIsServed() throws Exception {
        ObjectNode script = JSON.createObjectNode().put("clientName", "scripted-mcp-client");
        ArrayNode steps = script.putArray("steps");
        steps.addObject().put("list", true);
        call(steps, "bash").put("command", "echo never");
        call(steps, "ahp_terminals");
        List<JsonNode> lines = McpClientRun.play(script, daemon.uri(), TestDaemon.OWNER, work);
        assertEquals(List.of("ahp_terminals"), JSON.convertValue(lines.get(0).path("tools"), List.class),
                "enableCustomTerminalTool is off by default: the six shell tools are not served");
        assertTrue(lines.get(1).toString().contains("error") || lines.get(1).path("result").path("isError").asBoolean(false),
                lines.get(1).toString());
        assertFalse(lines.get(2).path("result").path("isError").asBoolean(true), lines.get(2).toString());
        JsonNode root = owner.request("subscribe", params(ROOT)).path("result").path("snapshot").path("state");
        assertTrue(root.path("terminals").isEmpty(), "no shell ran: " + root);
    }

    @Test
    void readWriteAndShutdownReachTheSameShell() throws Exception {
        Chats.enableAgentTools(owner);
        ObjectNode script = JSON.createObjectNode();
        ArrayNode steps = script.putArray("steps");
        call(steps, "bash").put("command", "read line; echo got-$line").put("timeout", 1_000);
        List<JsonNode> started = McpClientRun.play(script, daemon.uri(), TestDaemon.OWNER, work);
        String shell = shellId(McpClientRun.text(started.getFirst()));
        String session = owner.request("listSessions", params(ROOT)).path("result").path("items").get(0).path("resource")
                .asString();

        ObjectNode next = JSON.createObjectNode();
        ArrayNode more = next.putArray("steps");
        call(more, "write_bash").put("shell_id", shell).put("command", "hello\r");
        call(more, "read_bash").put("shell_id", shell);
        ((ObjectNode) more.get(1)).put("until", "got-hello");
        call(more, "bash_shutdown").put("shell_id", shell);
        call(more, "read_bash").put("shell_id", shell);
        List<JsonNode> lines = McpClientRun.play(next, daemon.uri(), TestDaemon.OWNER, work, "--session", session);
        assertEquals("Input sent to shell.", McpClientRun.text(lines.get(0)), lines.toString());
        assertTrue(McpClientRun.text(lines.get(1)).contains("got-hello"), lines.toString());
        assertTrue(McpClientRun.text(lines.get(2)).contains("Shell stopped."), lines.get(2).toString());
        assertTrue(McpClientRun.text(lines.get(3)).contains("got-hello"), "answered from what was kept: " + lines.get(3));
    }

    @Test
    void aGuestsTokenListsTheToolsAndEveryCallIsRefusedInWords() throws Exception {
        Chats.enableAgentTools(owner);
        ObjectNode script = JSON.createObjectNode();
        ArrayNode steps = script.putArray("steps");
        steps.addObject().put("list", true);
        call(steps, "bash").put("command", "echo never");
        List<JsonNode> lines = McpClientRun.play(script, daemon.uri(), TestDaemon.GUEST, work);
        assertFalse(lines.get(0).path("tools").isEmpty(), lines.toString());
        assertTrue(lines.get(1).path("result").path("isError").asBoolean(false), lines.get(1).toString());
        assertTrue(McpClientRun.text(lines.get(1)).contains("Permission denied"), lines.get(1).toString());
        JsonNode root = owner.request("subscribe", params(ROOT)).path("result").path("snapshot").path("state");
        assertTrue(root.path("terminals").isEmpty(), "no shell opened: " + root);
    }

    @Test
    void aTimeoutLeavesItsShellBusySoTheNextCallOpensAnotherAndAFullScreenProgramIsAnsweredAtOnce() throws Exception {
        Chats.enableAgentTools(owner);
        ObjectNode script = JSON.createObjectNode();
        ArrayNode steps = script.putArray("steps");
        call(steps, "bash").put("command", "echo slow-start; sleep 30").put("timeout", 1_000);
        call(steps, "bash").put("command", "echo second-shell");
        call(steps, "bash").put("command", "printf '\\033[?1049h'; echo on-the-alternate-screen; sleep 30");
        List<JsonNode> lines = McpClientRun.play(script, daemon.uri(), TestDaemon.MEMBER, work);
        String timedOut = McpClientRun.text(lines.get(0));
        assertTrue(timedOut.contains("Command timed out after 1s. Partial output:") && timedOut.contains("slow-start"),
                timedOut);
        String second = McpClientRun.text(lines.get(1));
        assertTrue(second.contains("second-shell"), second);
        assertFalse(shellId(timedOut).equals(shellId(second)), "the busy shell is left alone: " + lines);
        String fullScreen = McpClientRun.text(lines.get(2));
        assertTrue(fullScreen.contains("opened the alternate buffer"), fullScreen);
    }

    @Test
    void callsMadeTogetherRunTogetherSoALongCommandHoldsUpNoOther() throws Exception {
        Chats.enableAgentTools(owner);
        Path release = work.resolve("release");
        Process mkfifo = new ProcessBuilder("mkfifo", release.toString()).inheritIO().start();
        assertEquals(0, mkfifo.waitFor(), "mkfifo");
        ObjectNode script = JSON.createObjectNode();
        ObjectNode step = script.putArray("steps").addObject().put("release", release.toString());
        ArrayNode calls = step.putArray("parallel");
        call(calls, "bash").put("command", "read -r word < '" + release + "'; echo released-$word");
        call(calls, "list_bash");
        call(calls, "bash").put("command", "echo beside-$((6*7))");
        List<JsonNode> lines = McpClientRun.play(script, daemon.uri(), TestDaemon.OWNER, work);
        assertEquals(3, lines.size(), lines.toString());
        for (JsonNode other : lines.subList(0, 2)) {
            assertTrue(other.path("index").asInt() > 0, "the long command answered last: " + lines);
            boolean longOneRunning = false;
            for (JsonNode index : other.path("othersPending")) {
                longOneRunning |= index.asInt() == 0;
            }
            assertTrue(longOneRunning, "answered while the long command still ran: " + other);
        }
        JsonNode beside = lines.get(0).path("index").asInt() == 2 ? lines.get(0) : lines.get(1);
        assertTrue(McpClientRun.text(beside).contains("beside-42"), beside.toString());
        String released = McpClientRun.text(lines.get(2));
        assertTrue(released.contains("released-go"), released);
        assertFalse(shellId(released).equals(shellId(McpClientRun.text(beside))), "each in a shell of its own: " + lines);
    }

    private static ObjectNode call(ArrayNode steps, String tool) {
        ObjectNode step = steps.addObject().put("call", tool);
        return step.putObject("arguments");
    }

    private static String shellId(String text) {
        Matcher matcher = SHELL_ID.matcher(text);
        assertTrue(matcher.find(), text);
        return matcher.group(1);
    }

    /** The first tool call anywhere in {@code node} (an object with a {@code toolName}), or a missing node. */
    private static JsonNode toolCall(JsonNode node) {
        if (node.has("toolName")) {
            return node;
        }
        for (JsonNode child : node) {
            JsonNode found = toolCall(child);
            if (!found.isMissingNode()) {
                return found;
            }
        }
        return JSON.missingNode();
    }
}
