package ahp.server.backends;

import static ahp.server.testing.AhpTestClient.JSON;
import static ahp.server.testing.AhpTestClient.params;
import static ahp.server.testing.Chats.send;
import static ahp.server.testing.Chats.untilEnd;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import ahp.backends.api.BackendSettings;
import ahp.backends.api.BackendTerminal;
import ahp.backends.api.HostTool;
import ahp.backends.api.SessionStart;
import ahp.backends.api.TerminalRequest;
import ahp.server.daemon.TerminalsMode;
import ahp.server.sessions.SessionDaemonCase;
import ahp.server.testing.Await;
import ahp.server.testing.Chats;
import ahp.server.testing.TestDaemon;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ObjectNode;

/**
 * What the host promises a backend's turns, through the daemon's WebSocket with real shells: the wake
 * turn of a background command acts as the person whose turn started it (its {@code bash} and its
 * {@code terminals.open} run), and a call the backend completes with content of its own still names
 * its terminal, which opens rebuilt after {@code bash_shutdown} and after a restart.
 */
class BackendPromisesTest extends SessionDaemonCase {

    private static final Pattern SHELL_ID = Pattern.compile("Shell ID: (\\S+)");

    private final ScriptedBackend agent = new ScriptedBackend();

    @Override
    protected TestDaemon daemon() {
        return TestDaemon.withBackends(TerminalsMode.PIPES, home, store, Backends.of(List.of(agent),
                new BackendSettings(JSON.createObjectNode(), null, store, Map.of()), Set.of("local")));
    }

    @Test
    void theWakeTurnActsAsThePersonWhoseTurnStartedTheCommand() {
        Chats.enableAgentTools(owner);
        CompletableFuture<String> firstUser = new CompletableFuture<>();
        CompletableFuture<String> wakeUser = new CompletableFuture<>();
        CompletableFuture<JsonNode> wakeBash = new CompletableFuture<>();
        CompletableFuture<String> wakeTerminal = new CompletableFuture<>();
        agent.script = (start, turn) -> {
            String text = turn.message().path("text").asString("");
            if (text.equals("start it")) {
                firstUser.complete(turn.userName());
                call(start, turn, "bash", "call-async", JSON.createObjectNode()
                        .put("command", "sleep 0.3; echo async-done").put("mode", "async"));
                turn.complete();
                return;
            }
            // The wake: the model acts on the result, as the person whose turn started the command.
            try {
                wakeUser.complete(turn.userName());
                wakeBash.complete(call(start, turn, "bash", "call-wake", JSON.createObjectNode()
                        .put("command", "echo woke-$((2+3))")));
                BackendTerminal opened = start.terminals().orElseThrow().open(new TerminalRequest(turn.chat(), turn.turnId(),
                        "call-open", null, "echo opened-in-wake", null, Map.of(), "Run"));
                opened.exited().toCompletableFuture().join();
                wakeTerminal.complete(opened.output().text());
            } catch (RuntimeException failed) {
                wakeTerminal.completeExceptionally(failed);
            }
            turn.complete();
        };
        Chats.Opened opened = Chats.open(owner, work, ScriptedBackend.ID);
        untilEnd(owner, opened.chat(), send(owner, opened.chat(), "start it"));
        JsonNode bash = Await.done("the wake turn's bash", wakeBash, Duration.ofSeconds(30));
        assertFalse(bash.path("isError").asBoolean(true), bash.toString());
        assertTrue(bash.toString().contains("woke-5"), bash.toString());
        assertTrue(Await.done("the wake turn's terminal", wakeTerminal, Duration.ofSeconds(30)).contains("opened-in-wake"));
        assertEquals(Await.done("the first turn's person", firstUser, Duration.ofSeconds(5)),
                Await.done("the wake turn's person", wakeUser, Duration.ofSeconds(5)));
    }

    @Test
    void aCompletedCallKeepsItsTerminalThroughShutdownAndRestart() {
        Chats.enableAgentTools(owner);
        agent.script = (start, turn) -> {
            turn.emit(JSON.createObjectNode().put("type", "chat/toolCallStart").put("toolCallId", "call-k")
                    .put("toolName", "bash").put("displayName", "Bash"));
            turn.emit(JSON.createObjectNode().put("type", "chat/toolCallReady").put("toolCallId", "call-k")
                    .put("invocationMessage", "echo").put("confirmed", "not-needed"));
            JsonNode ran = call(start, turn, "bash", "call-k", JSON.createObjectNode().put("command", "echo shown-$((6*7))"));
            // The backend completes the call with content of its own, as an agent's harness does.
            ObjectNode result = JSON.createObjectNode().put("success", true).put("pastTenseMessage", "Ran it");
            result.putArray("content").addObject().put("type", "text").put("text", "the agent's own summary");
            turn.emit(JSON.createObjectNode().put("type", "chat/toolCallComplete").put("toolCallId", "call-k")
                    .set("result", result));
            Matcher id = SHELL_ID.matcher(ran.path("content").path(0).path("text").asString(""));
            if (id.find()) {
                call(start, turn, "bash_shutdown", "call-end", JSON.createObjectNode().put("shell_id", id.group(1)));
            }
            turn.complete();
        };
        Chats.Opened opened = Chats.open(owner, work, ScriptedBackend.ID);
        List<JsonNode> turn = untilEnd(owner, opened.chat(), send(owner, opened.chat(), "run it"));
        JsonNode completed = turn.stream().map(e -> e.path("action"))
                .filter(a -> "chat/toolCallComplete".equals(a.path("type").asString("")) && "call-k".equals(a.path("toolCallId").asString("")))
                .findFirst().orElseThrow();
        JsonNode content = completed.path("result").path("content");
        assertEquals("terminal", content.get(0).path("type").asString(), "the host's terminal block first: " + completed);
        assertEquals("the agent's own summary", content.get(1).path("text").asString(), completed.toString());
        String uri = content.get(0).path("resource").asString();
        JsonNode rows = owner.request("subscribe", params(ahp.server.testing.AhpTestClient.ROOT)).path("result")
                .path("snapshot").path("state").path("terminals");
        assertTrue(ahp.server.testing.Terminals.row(rows, uri).isMissingNode(), "bash_shutdown took it off the root list");
        JsonNode rebuilt = Await.value("the terminal rebuilt after bash_shutdown", () -> {
            JsonNode state = owner.request("subscribe", params(uri)).path("result").path("snapshot").path("state");
            return ahp.server.testing.Terminals.text(state).contains("shown-42") ? state : null;
        });
        assertEquals("exited", rebuilt.path("lifecycle").path("status").asString(), rebuilt.toString());

        restart();
        JsonNode again = owner.request("subscribe", params(uri));
        assertTrue(ahp.server.testing.Terminals.text(again.path("result").path("snapshot").path("state")).contains("shown-42"),
                "after a restart: " + again);
    }

    @Test
    void anOutputTheBackendKeepsOpensAsTheTerminalItsCallNames() {
        agent.script = (start, turn) -> {
            String uri = start.keepOutput(turn.chat(), "saved-1", "Saved output", "a result too large to send\n", 0);
            turn.emit(JSON.createObjectNode().put("type", "chat/toolCallStart").put("toolCallId", "call-s")
                    .put("toolName", "read").put("displayName", "Read"));
            turn.emit(JSON.createObjectNode().put("type", "chat/toolCallReady").put("toolCallId", "call-s")
                    .put("invocationMessage", "read it").put("confirmed", "not-needed"));
            ObjectNode result = JSON.createObjectNode().put("success", true).put("pastTenseMessage", "Read it");
            result.putArray("content").addObject().put("type", "terminal").put("resource", uri).put("title", "Saved output");
            turn.emit(JSON.createObjectNode().put("type", "chat/toolCallComplete").put("toolCallId", "call-s")
                    .set("result", result));
            turn.complete();
        };
        Chats.Opened opened = Chats.open(owner, work, ScriptedBackend.ID);
        String uri = Chats.terminal(Chats.result(untilEnd(owner, opened.chat(), send(owner, opened.chat(), "read it"))))
                .path("resource").asString();
        assertFalse(uri.isEmpty());
        JsonNode answer = owner.request("subscribe", params(uri));
        JsonNode state = answer.path("result").path("snapshot").path("state");
        assertTrue(ahp.server.testing.Terminals.text(state).contains("a result too large to send"), answer.toString());
        assertEquals(0, state.path("lifecycle").path("exitCode").asInt(-1), state.toString());
        restart();
        JsonNode again = owner.request("subscribe", params(uri)).path("result").path("snapshot").path("state");
        assertTrue(ahp.server.testing.Terminals.text(again).contains("a result too large to send"), "after a restart: " + again);
    }

    /** Calls the host's tool {@code name} as the backend's model would; its MCP result. */
    private static JsonNode call(SessionStart start, ahp.backends.api.TurnContext turn, String name, String callId,
            ObjectNode arguments) {
        HostTool tool = start.tools().stream().filter(each -> name.equals(each.definition().path("name").asString("")))
                .findFirst().orElseThrow(() -> new AssertionError("no tool " + name));
        return tool.call(turn, callId, arguments);
    }
}
