package ahp.server.sessions;

import static ahp.server.testing.AhpTestClient.JSON;
import static ahp.server.testing.AhpTestClient.params;
import static ahp.server.testing.Chats.first;
import static ahp.server.testing.Chats.result;
import static ahp.server.testing.Chats.send;
import static ahp.server.testing.Chats.terminal;
import static ahp.server.testing.Chats.text;
import static ahp.server.testing.Chats.untilEnd;
import static ahp.server.testing.Terminals.row;
import static ahp.server.testing.Terminals.rootList;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import ahp.server.daemon.TerminalsMode;
import ahp.server.testing.AhpTestClient;
import ahp.server.testing.Chats;
import ahp.server.testing.TestDaemon;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ObjectNode;

/**
 * {@code !} command turns through the daemon's WebSocket, on real shells on pipes: the call, the
 * terminal it names, each way a command ends, the turn that completes however it ended, the queue.
 */
class CommandTurnsTest extends SessionDaemonCase {




    private Chats.Opened opened;

    @Override
    protected TestDaemon daemon() {
        return TestDaemon.withSessions(TerminalsMode.PIPES, home, store, Duration.ofSeconds(2));
    }

    @BeforeEach
    void openSession() {
        opened = Chats.open(owner, work);
    }

    @Test
    void aCommandRunsInTheSessionsFolderAndItsCallNamesItsTerminal() throws Exception {
        String turnId = send(owner, opened.chat(), "!pwd; echo made > made.txt; echo done-$((6*7))");
        List<JsonNode> turn = untilEnd(owner, opened.chat(), turnId);
        JsonNode start = first(turn, "chat/toolCallStart");
        assertEquals("Terminal", start.path("displayName").asString());
        assertEquals("pwd; echo made > made.txt; echo done-$((6*7))", start.path("intention").asString());
        JsonNode ready = first(turn, "chat/toolCallReady");
        assertEquals("not-needed", ready.path("confirmed").asString());
        assertEquals(start.path("intention").asString(), ready.path("toolInput").asString());
        JsonNode live = first(turn, "chat/toolCallContentChanged").path("content").get(0);
        assertEquals("terminal", live.path("type").asString());
        assertFalse(live.path("isPty").asBoolean(true), "pipes");
        String terminal = live.path("resource").asString();
        assertTrue(terminal.startsWith("agenthost-terminal://shell/"), terminal);
        JsonNode result = result(turn);
        assertTrue(result.path("success").asBoolean(), result.toString());
        assertEquals("Ran command", result.path("pastTenseMessage").asString());
        assertFalse(result.has("error"));
        assertEquals(terminal, terminal(result).path("resource").asString());
        assertEquals(0, terminal(result).path("result").path("exitCode").asInt(-1));
        assertTrue(text(result).contains(work.toRealPath().toString()) || text(result).contains(work.toString()), text(result));
        assertTrue(text(result).endsWith("done-42"), text(result));
        assertTrue(Files.exists(work.resolve("made.txt")));
        assertEquals("chat/turnComplete", turn.getLast().path("action").path("type").asString());
    }

    @Test
    void theTerminalIsListedClaimedByTheCallAndNarrowedAfterwards() throws Exception {
        String turnId = send(owner, opened.chat(), "!echo listed");
        List<JsonNode> turn = untilEnd(owner, opened.chat(), turnId);
        String terminal = terminal(result(turn)).path("resource").asString();
        String call = first(turn, "chat/toolCallStart").path("toolCallId").asString();
        JsonNode listed = row(rootList(owner, rows -> !row(rows, terminal).isMissingNode()
                && !row(rows, terminal).path("claim").has("toolCallId")), terminal);
        assertEquals("Terminal", listed.path("title").asString());
        assertEquals(opened.session(), listed.path("claim").path("session").asString());
        assertEquals(opened.chat(), listed.path("claim").path("chat").asString());
        assertEquals("running", listed.path("lifecycle").path("status").asString(), "the shell sits on at its prompt");
        JsonNode state = owner.request("subscribe", params(terminal)).path("result").path("snapshot").path("state");
        assertEquals("Terminal", state.path("title").asString());
        assertFalse(call.isEmpty());
    }

    @Test
    void aLateSubscribersSnapshotIsWhatAClientThatWatchedBuilt() {
        try (AhpTestClient watcher = AhpTestClient.initialized(daemon.uri(), TestDaemon.MEMBER, "watcher", "0.9.0")) {
            JsonNode snapshot = watcher.request("subscribe", params(opened.chat())).path("result").path("snapshot");
            ahp.protocol.chat.ChatState built = ahp.protocol.chat.ChatState.of((ObjectNode) snapshot.path("state"));
            String first = send(owner, opened.chat(), "!echo one; (exit 1)");
            untilEnd(owner, opened.chat(), first);
            String second = send(owner, opened.chat(), "hello");
            untilEnd(owner, opened.chat(), second);
            for (String turn : List.of(first, second)) {
                for (JsonNode envelope : untilEnd(watcher, opened.chat(), turn)) {
                    built = ahp.protocol.chat.ChatReducer.reduce(built,
                            ahp.protocol.Json.MAPPER.treeToValue(envelope.path("action"), ahp.protocol.Action.class));
                }
            }
            try (AhpTestClient late = AhpTestClient.initialized(daemon.uri(), TestDaemon.MEMBER, "late", "0.9.0")) {
                ObjectNode seen = (ObjectNode) late.request("subscribe", params(opened.chat())).path("result")
                        .path("snapshot").path("state");
                ObjectNode watched = built.body();
                seen.remove("modifiedAt");
                watched.remove("modifiedAt");
                assertEquals(JSON.readTree(watched.toString()), seen, "the same state, number types aside");
                assertEquals(2, seen.path("turns").size());
            }
        }
    }

    @Test
    void eachCommandHasAShellOfItsOwnAndNoneOutlivesTheSession() {
        long before = ProcessHandle.current().descendants().count();
        Chats.Opened other = Chats.open(owner, work);
        String first = text(result(untilEnd(owner, other.chat(), send(owner, other.chat(), "!echo $$"))));
        String second = text(result(untilEnd(owner, other.chat(), send(owner, other.chat(), "!echo $$"))));
        assertFalse(first.equals(second), "two commands, two shells: " + first + " " + second);
        assertTrue(ProcessHandle.of(Long.parseLong(first)).isPresent(), "the first shell sits on");
        assertTrue(owner.request("disposeSession", params(other.session())).path("result").isNull());
        ahp.server.testing.Await.until("every shell of the session, the spare one too, to be gone",
                () -> ProcessHandle.current().descendants().count() <= before);
    }

    @Test
    void aCommandThatFailsSaysItsCodeWithNoError() {
        JsonNode result = result(untilEnd(owner, opened.chat(), send(owner, opened.chat(), "!echo oops; (exit 3)")));
        assertFalse(result.path("success").asBoolean(true));
        assertEquals("Command exited with code 3", result.path("pastTenseMessage").asString());
        assertFalse(result.has("error"), result.toString());
        assertEquals(3, terminal(result).path("result").path("exitCode").asInt());
        assertEquals("oops", text(result));
    }

    @Test
    void aCommandThatEndsItsShellSaysSo() {
        JsonNode result = result(untilEnd(owner, opened.chat(), send(owner, opened.chat(), "!exit 5")));
        assertFalse(result.path("success").asBoolean(true));
        assertEquals("Shell exited unexpectedly", result.path("pastTenseMessage").asString());
        assertTrue(result.has("error"));
    }

    @Test
    void aCommandStillRunningPastItsTimeoutTimesOutAndTheTurnCompletes() {
        List<JsonNode> turn = untilEnd(owner, opened.chat(), send(owner, opened.chat(), "!echo started; sleep 30"));
        JsonNode result = result(turn);
        assertEquals("Command timed out", result.path("pastTenseMessage").asString());
        assertFalse(result.path("success").asBoolean(true));
        assertTrue(text(result).contains("started"), result.toString());
        assertEquals("chat/turnComplete", turn.getLast().path("action").path("type").asString());
    }

    @Test
    void aCommandClaimedForTheSessionRunsOnInTheBackground() {
        String turnId = send(owner, opened.chat(), "!sleep 30");
        JsonNode live = owner.envelope(opened.chat(), e -> "chat/toolCallContentChanged".equals(
                e.path("action").path("type").asString(""))).path("action").path("content").get(0);
        String terminal = live.path("resource").asString();
        ObjectNode claimed = JSON.createObjectNode().put("type", "terminal/claimed");
        claimed.putObject("claim").put("kind", "session").put("session", opened.session()).put("chat", opened.chat());
        owner.dispatch(terminal, claimed);
        JsonNode result = result(untilEnd(owner, opened.chat(), turnId));
        assertEquals("Command is running in the background", result.path("pastTenseMessage").asString());
        assertTrue(result.path("success").asBoolean());
    }

    @Test
    void aCancelledTurnInterruptsItsCommand() {
        String turnId = send(owner, opened.chat(), "!sleep 30");
        owner.envelope(opened.chat(), e -> "chat/toolCallContentChanged".equals(e.path("action").path("type").asString(""))
                && turnId.equals(e.path("action").path("turnId").asString("")));
        owner.dispatch(opened.chat(), JSON.createObjectNode().put("type", "chat/turnCancelled").put("turnId", turnId)
                .put("duration", 1));
        JsonNode result = owner.envelope(opened.chat(), e -> "chat/toolCallComplete".equals(e.path("action").path("type")
                .asString("")) && turnId.equals(e.path("action").path("turnId").asString(""))).path("action").path("result");
        assertEquals("Shell exited unexpectedly", result.path("pastTenseMessage").asString(),
                "on pipes ^C is SIGINT to the shell's group, which a non-interactive bash does not survive;"
                        + " not the timeout: " + result);
        JsonNode chat = owner.request("subscribe", params(opened.chat())).path("result").path("snapshot").path("state");
        assertEquals("cancelled", chat.path("turns").get(0).path("state").asString(), chat.toString());
    }

    @Test
    void aCommandInAFolderThatIsGoneFailsToRun() throws Exception {
        Path gone = Files.createDirectory(work.resolve("gone"));
        Chats.Opened elsewhere = Chats.open(owner, gone);
        Files.delete(gone);
        JsonNode result = result(untilEnd(owner, elsewhere.chat(), send(owner, elsewhere.chat(), "!ls")));
        assertEquals("Failed to run command", result.path("pastTenseMessage").asString());
        assertTrue(result.path("error").path("message").asString().contains("not a folder"), result.toString());
    }

    @Test
    void aLoneBangOrPlainTextGoesToTheAgentWhichThisSessionLacks() {
        for (String text : List.of("!", "!   ", "hello there")) {
            List<JsonNode> turn = untilEnd(owner, opened.chat(), send(owner, opened.chat(), text));
            JsonNode error = turn.getLast().path("action");
            assertEquals("chat/error", error.path("type").asString(), text);
            assertTrue(error.path("error").path("message").asString().contains("no agent"), error.toString());
            assertTrue(first(turn, "chat/toolCallStart").isMissingNode(), text + " ran nothing");
        }
    }

    @Test
    void aQueuedCommandRunsOnceTheTurnInFrontOfItEnds() {
        String first = send(owner, opened.chat(), "!sleep 0.5; echo first");
        ObjectNode queued = JSON.createObjectNode().put("type", "chat/pendingMessageSet").put("kind", "queued")
                .put("id", "q1");
        queued.putObject("message").put("text", "!echo second").putObject("origin").put("kind", "user");
        owner.dispatch(opened.chat(), queued);
        List<JsonNode> ran = untilEnd(owner, opened.chat(), first);
        assertEquals("first", text(result(ran)));
        JsonNode drained = owner.envelope(opened.chat(), e -> "chat/turnStarted".equals(e.path("action").path("type")
                .asString("")) && "q1".equals(e.path("action").path("queuedMessageId").asString("")));
        assertFalse(drained.has("origin"), "the host starts it");
        String second = drained.path("action").path("turnId").asString();
        assertEquals("second", text(result(untilEnd(owner, opened.chat(), second))));
        JsonNode chat = owner.request("subscribe", params(opened.chat())).path("result").path("snapshot").path("state");
        assertTrue(chat.path("queuedMessages").isMissingNode() || chat.path("queuedMessages").isEmpty(), chat.toString());
        assertEquals(2, chat.path("turns").size(), chat.toString());
    }

    @Test
    void aCommandSentWhileOneRunsStartsAtOnce() {
        String slow = send(owner, opened.chat(), "!sleep 1; echo slow");
        owner.envelope(opened.chat(), e -> "chat/toolCallContentChanged".equals(e.path("action").path("type").asString(""))
                && slow.equals(e.path("action").path("turnId").asString("")));
        String quick = send(owner, opened.chat(), "!echo quick");
        assertEquals("quick", text(result(untilEnd(owner, opened.chat(), quick))));
        assertEquals("slow", text(result(untilEnd(owner, opened.chat(), slow))), "the first ran on");
    }
}
