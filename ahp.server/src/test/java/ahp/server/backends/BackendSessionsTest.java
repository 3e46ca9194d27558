package ahp.server.backends;

import static ahp.server.testing.AhpTestClient.JSON;
import static ahp.server.testing.AhpTestClient.ROOT;
import static ahp.server.testing.AhpTestClient.params;
import static ahp.server.testing.Chats.send;
import static ahp.server.testing.Chats.untilEnd;
import static ahp.server.testing.Terminals.awaitOutput;
import static ahp.server.testing.Terminals.row;
import static ahp.server.testing.Terminals.rootList;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import ahp.backends.api.BackendSettings;
import ahp.backends.api.BackendTerminal;
import ahp.backends.api.TerminalRequest;
import ahp.backends.api.ToolCallConfirmation;
import ahp.server.daemon.TerminalsMode;
import ahp.server.testing.AhpTestClient;
import ahp.server.testing.Chats;
import ahp.server.sessions.SessionDaemonCase;
import ahp.server.testing.Await;
import ahp.server.testing.TestDaemon;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.UUID;
import java.util.concurrent.CompletableFuture;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ObjectNode;

/**
 * A backend behind the real host, over the daemon's WebSocket: its agent listed, its turn's actions
 * sequenced into the chat, a confirmation answered by a client, and a terminal it opens through
 * {@code terminals.open}: listed and claimed by the call, watched live by another client, killed
 * (still listed), released (off the list) and still opened, rebuilt, after a restart.
 */
class BackendSessionsTest extends SessionDaemonCase {




    private final ScriptedBackend agent = new ScriptedBackend();

    @Override
    protected TestDaemon daemon() {
        return TestDaemon.withBackends(TerminalsMode.PIPES, home, store, Backends.of(List.of(agent),
                new BackendSettings(JSON.createObjectNode(), null, store, Map.of()), Set.of("local")));
    }

    private String[] open() {
        Chats.Opened opened = Chats.open(owner, work, ScriptedBackend.ID);
        return new String[] {opened.session(), opened.chat()};
    }

    @Test
    void theAgentIsListedAndItsTurnStreamsIntoTheChat() {
        JsonNode agents = owner.request("subscribe", params(ROOT)).path("result").path("snapshot").path("state").path("agents");
        assertEquals(List.of("local", "scripted"), List.of(agents.get(0).path("provider").asString(),
                agents.get(1).path("provider").asString()));
        agent.script = (start, turn) -> {
            turn.emit(JSON.createObjectNode().put("type", "chat/responsePart").set("part",
                    JSON.createObjectNode().put("kind", "markdown").put("id", "p1").put("content", "Hel")));
            turn.emit(JSON.createObjectNode().put("type", "chat/delta").put("partId", "p1").put("content", "lo"));
            assertFalse(turn.emit(JSON.createObjectNode().put("type", "chat/turnStarted")), "not a backend's to send");
            turn.complete();
            assertFalse(turn.emit(JSON.createObjectNode().put("type", "chat/delta").put("partId", "p1")
                    .put("content", "late")), "the turn is over");
        };
        String[] opened = open();
        List<JsonNode> turn = untilEnd(owner, opened[1], send(owner, opened[1], "say hello"));
        assertEquals("chat/turnComplete", turn.getLast().path("action").path("type").asString());
        JsonNode chat = owner.request("subscribe", params(opened[1])).path("result").path("snapshot").path("state");
        assertEquals("Hello", chat.path("turns").get(0).path("responseParts").get(0).path("content").asString(),
                chat.toString());
    }

    @Test
    void aConfirmationIsAnsweredByAClient() {
        CompletableFuture<ToolCallConfirmation> answered = new CompletableFuture<>();
        agent.script = (start, turn) -> {
            turn.emit(JSON.createObjectNode().put("type", "chat/toolCallStart").put("toolCallId", "c1")
                    .put("toolName", "edit").put("displayName", "Edit"));
            ObjectNode ready = JSON.createObjectNode().put("toolCallId", "c1").put("invocationMessage", "Edit a file");
            turn.confirm(ready).thenAccept(answer -> {
                answered.complete(answer);
                turn.complete();
            });
        };
        String[] opened = open();
        String turnId = send(owner, opened[1], "edit it");
        JsonNode ready = owner.envelope(opened[1], e -> "chat/toolCallReady".equals(e.path("action").path("type").asString("")));
        assertFalse(ready.path("action").has("confirmed"), "it waits for the person");
        owner.dispatch(opened[1], JSON.createObjectNode().put("type", "chat/toolCallConfirmed").put("turnId", turnId)
                .put("toolCallId", "c1").put("approved", true));
        assertTrue(Await.done("the agent to hear the answer", answered, Duration.ofSeconds(20)).approved());
        untilEnd(owner, opened[1], turnId);
    }

    @Test
    void aTerminalTheAgentOpensIsTheHostsFromListedToRebuilt() {
        CompletableFuture<BackendTerminal> handed = new CompletableFuture<>();
        CompletableFuture<Void> proceed = new CompletableFuture<>();
        agent.script = (start, turn) -> {
            turn.emit(JSON.createObjectNode().put("type", "chat/toolCallStart").put("toolCallId", "call-1")
                    .put("toolName", "run").put("displayName", "Run"));
            turn.emit(JSON.createObjectNode().put("type", "chat/toolCallReady").put("toolCallId", "call-1")
                    .put("invocationMessage", "run it").put("confirmed", "not-needed"));
            BackendTerminal terminal = start.terminals().orElseThrow().open(new TerminalRequest(turn.chat(), turn.turnId(),
                    "call-1", null, "printf 'backend-out\\n'; sleep 60", null, Map.of(), "Run"));
            turn.opened("call-1", terminal);
            handed.complete(terminal);
            proceed.join();
            ObjectNode result = JSON.createObjectNode().put("success", true).put("pastTenseMessage", "Ran");
            result.putArray("content").addObject().put("type", "terminal").put("resource", terminal.uri())
                    .put("title", "Run").put("isPty", terminal.isPty());
            turn.emit(JSON.createObjectNode().put("type", "chat/toolCallComplete").put("toolCallId", "call-1")
                    .set("result", result));
            turn.complete();
        };
        String[] opened = open();
        String turnId = send(owner, opened[1], "run something");
        BackendTerminal terminal = Await.done("the terminal", handed, Duration.ofSeconds(20));
        String uri = terminal.uri();
        JsonNode listed = row(rootList(owner, rows -> !row(rows, uri).isMissingNode()), uri);
        assertEquals("call-1", listed.path("claim").path("toolCallId").asString(), listed.toString());
        assertEquals(turnId, listed.path("claim").path("turnId").asString());
        try (AhpTestClient watcher = AhpTestClient.initialized(daemon.uri(), TestDaemon.MEMBER, "watcher", "0.9.0")) {
            JsonNode state = watcher.request("subscribe", params(uri)).path("result").path("snapshot").path("state");
            assertTrue(ahp.server.testing.Terminals.text(state).contains("backend-out")
                    || awaitOutput(watcher, uri, "backend-out").contains("backend-out"));
        }
        terminal.kill();
        JsonNode killed = row(rootList(owner, rows -> "exited".equals(row(rows, uri).path("lifecycle").path("status")
                .asString(""))), uri);
        assertFalse(killed.isMissingNode(), "a killed terminal stays listed");
        terminal.release();
        rootList(owner, rows -> row(rows, uri).isMissingNode());
        proceed.complete(null);
        untilEnd(owner, opened[1], turnId);
        // What a terminal printed is kept off its thread once its process has gone: wait for it.
        JsonNode rebuilt = Await.value("the kept output", () -> {
            JsonNode state = owner.request("subscribe", params(uri)).path("result").path("snapshot").path("state");
            return ahp.server.testing.Terminals.text(state).contains("backend-out") ? state : null;
        });
        assertEquals("exited", rebuilt.path("lifecycle").path("status").asString(), rebuilt.toString());

        restart();
        JsonNode again = owner.request("subscribe", params(uri)).path("result").path("snapshot").path("state");
        assertTrue(ahp.server.testing.Terminals.text(again).contains("backend-out"), "after a restart: " + again);
        assertTrue(agent.starts.get(opened[0]).restored(), "the session's agent was started again, restored");
    }

    @Test
    void theAgentShellToolsAreOfferedOnlyWhenTheHostSaysSoAndRunInTheHostsShell() {
        String[] before = open();
        assertEquals(List.of("ahp_terminals"), names(agent.starts.get(before[0])),
                "enableCustomTerminalTool is false by default: only the read-only tool, which it does not decide");
        Chats.enableAgentTools(owner);
        CompletableFuture<JsonNode> answered = new CompletableFuture<>();
        agent.script = (start, turn) -> {
            ahp.backends.api.HostTool bash = start.tools().stream()
                    .filter(tool -> "bash".equals(tool.definition().path("name").asString(""))).findFirst().orElseThrow();
            turn.emit(JSON.createObjectNode().put("type", "chat/toolCallStart").put("toolCallId", "call-t")
                    .put("toolName", "bash").put("displayName", "Bash"));
            turn.emit(JSON.createObjectNode().put("type", "chat/toolCallReady").put("toolCallId", "call-t")
                    .put("invocationMessage", "echo").put("confirmed", "not-needed"));
            answered.complete(bash.call(turn, "call-t", JSON.createObjectNode().put("command", "echo tool-$((1+1))")));
            turn.complete();
        };
        String[] opened = open();
        List<String> names = names(agent.starts.get(opened[0]));
        assertTrue(names.containsAll(List.of("bash", "read_bash", "write_bash", "bash_shutdown", "list_bash", "powershell",
                "ahp_terminals")), names.toString());
        assertEquals(List.of("ahp_terminals"), names(agent.starts.get(before[0])), "a running session keeps the set it started with");
        String turnId = send(owner, opened[1], "use the shell");
        JsonNode result = Await.done("the tool's answer", answered, Duration.ofSeconds(30));
        assertFalse(result.path("isError").asBoolean(true), result.toString());
        assertTrue(result.toString().contains("tool-2"), result.toString());
        List<JsonNode> turn = untilEnd(owner, opened[1], turnId);
        String shell = ahp.server.testing.Chats.first(turn, "chat/toolCallContentChanged").path("content").get(0)
                .path("resource").asString();
        JsonNode row = row(owner.request("subscribe", params(ROOT)).path("result").path("snapshot").path("state")
                .path("terminals"), shell);
        assertEquals(opened[0], row.path("claim").path("session").asString(), "the shell is the host's, listed: " + row);
    }

    private static List<String> names(ahp.backends.api.SessionStart start) {
        return start.tools().stream().map(tool -> tool.definition().path("name").asString("")).toList();
    }

    @Test
    void anAsyncCommandIsABackgroundRowUntilItEndsThenWakesTheSession() {
        Chats.enableAgentTools(owner);
        CompletableFuture<String> woken = new CompletableFuture<>();
        agent.script = (start, turn) -> {
            String text = turn.message().path("text").asString("");
            if (!text.equals("start it")) {
                woken.complete(text);
                turn.complete();
                return;
            }
            ahp.backends.api.HostTool bash = start.tools().stream()
                    .filter(tool -> "bash".equals(tool.definition().path("name").asString(""))).findFirst().orElseThrow();
            turn.emit(JSON.createObjectNode().put("type", "chat/toolCallStart").put("toolCallId", "call-a")
                    .put("toolName", "bash").put("displayName", "Bash"));
            turn.emit(JSON.createObjectNode().put("type", "chat/toolCallReady").put("toolCallId", "call-a")
                    .put("invocationMessage", "async").put("confirmed", "not-needed"));
            bash.call(turn, "call-a", JSON.createObjectNode().put("command", "sleep 1; echo async-done; (exit 7)")
                    .put("mode", "async"));
            turn.complete();
        };
        String[] opened = open();
        String turnId = send(owner, opened[1], "start it");
        JsonNode set = owner.envelopeOfType(opened[1], "chat/backgroundWorkSet").path("action").path("work");
        assertEquals("shell", set.path("kind").asString(), set.toString());
        assertTrue(set.path("command").asString().contains("async-done"), set.toString());
        untilEnd(owner, opened[1], turnId);
        JsonNode removed = owner.envelopeOfType(opened[1], "chat/backgroundWorkRemoved").path("action");
        assertEquals(set.path("id").asString(), removed.path("id").asString());
        String wake = Await.done("the wake turn", woken, Duration.ofSeconds(30));
        assertTrue(wake.contains("exit code 7") && wake.contains("async-done"), wake);
        JsonNode started = owner.envelope(opened[1], e -> "chat/turnStarted".equals(e.path("action").path("type").asString(""))
                && e.path("action").has("queuedMessageId"));
        assertFalse(started.has("origin"), "the host starts the wake turn");
    }

    @Test
    void aStopRequestInterruptsABackgroundCommandAndItsRowGoes() {
        Chats.enableAgentTools(owner);
        agent.script = (start, turn) -> {
            if (turn.message().path("text").asString("").equals("start it")) {
                start.tools().stream().filter(tool -> "bash".equals(tool.definition().path("name").asString("")))
                        .findFirst().orElseThrow().call(turn, "call-s", JSON.createObjectNode()
                                .put("command", "sleep 60; echo never").put("mode", "async"));
            }
            turn.complete();
        };
        String[] opened = open();
        untilEnd(owner, opened[1], send(owner, opened[1], "start it"));
        JsonNode work = owner.envelopeOfType(opened[1], "chat/backgroundWorkSet").path("action").path("work");
        assertTrue(work.path("_meta").path("vscode.stopBackgroundWork").asBoolean(), work.toString());
        try (AhpTestClient guest = AhpTestClient.initialized(daemon.uri(), TestDaemon.GUEST, "guest", "0.9.0")) {
            assertEquals(-32009, guest.request("vscode/stopBackgroundWork", params(opened[1]).put("id",
                    work.path("id").asString())).path("error").path("code").asInt());
        }
        assertEquals(-32008, owner.request("vscode/stopBackgroundWork", params(opened[1]).put("id", "nope"))
                .path("error").path("code").asInt());
        JsonNode stopped = owner.request("vscode/stopBackgroundWork", params(opened[1]).put("id", work.path("id").asString()));
        assertTrue(stopped.path("result").isNull(), stopped.toString());
        JsonNode removed = owner.envelopeOfType(opened[1], "chat/backgroundWorkRemoved").path("action");
        assertEquals(work.path("id").asString(), removed.path("id").asString());
    }

    @Test
    void aQuietTerminalIsHandedBackAtOnceAndListedLater() {
        CompletableFuture<String> seenAtOnce = new CompletableFuture<>();
        agent.script = (start, turn) -> {
            BackendTerminal terminal = start.terminals().orElseThrow().open(new TerminalRequest(turn.chat(), turn.turnId(),
                    null, null, "sleep 5; echo late", null, Map.of(), null));
            seenAtOnce.complete(terminal.output().text() + "|" + terminal.exited().toCompletableFuture().isDone());
            terminal.release();
            turn.complete();
        };
        String[] opened = open();
        untilEnd(owner, opened[1], send(owner, opened[1], "quiet"));
        assertEquals("|false", Await.done("the handle", seenAtOnce, Duration.ofSeconds(20)),
                "terminal/create answered before the command printed or exited, as ACP has it");
    }

    @Test
    void anUnknownProviderIsNotFoundAndTheKnownOnesAreNamed() {
        ObjectNode create = params("ahp-session:/" + UUID.randomUUID()).put("provider", "nobody");
        JsonNode error = owner.request("createSession", create).path("error");
        assertEquals(-32002, error.path("code").asInt());
        assertTrue(error.path("message").asString().contains("scripted"), error.toString());
    }
}
