package ahp.protocol.chat;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import ahp.protocol.Action;
import ahp.protocol.Json;
import ahp.protocol.UnknownAction;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.node.JsonNodeFactory;
import tools.jackson.databind.node.ObjectNode;
import tools.jackson.databind.node.StringNode;

class ChatReducerTest {

    private static ChatState idle() {
        return ChatState.of((ObjectNode) Json.MAPPER.readTree("""
                {"resource":"ahp-chat:/c","title":"Chat","status":33,"modifiedAt":"2026-01-01T00:00:00Z","turns":[],
                 "queuedMessages":[{"id":"q1","message":{"text":"!ls"}},{"id":"q2","message":{"text":"later"}}]}"""));
    }

    private static ChatState reduce(ChatState state, ChatAction... actions) {
        ChatState current = state;
        for (ChatAction action : actions) {
            current = ChatReducer.reduce(current, action);
        }
        return current;
    }

    private static final TurnStarted START = new TurnStarted("turn-1", "2026-01-01T00:00:05Z",
            new ChatMessage("!ls", JsonNodeFactory.instance.objectNode().put("kind", "user"), null, Map.of()),
            "q1", null, Map.of());
    private static final ToolCallStart CALL = new ToolCallStart("turn-1", "tc-1", "terminal", "Terminal", "ls");
    private static final ToolCallReady RUN = ToolCallReady.running("turn-1", "tc-1", "ls", StringNode.valueOf("ls"),
            "not-needed");
    private static final TerminalContent BLOCK = new TerminalContent("ahp-terminal:/1", "Terminal", true, null);

    @Test
    void aTurnStartsInProgressUnreadAndConsumesItsQueuedMessage() {
        ChatState before = idle();
        ChatState started = reduce(before, START);
        assertEquals("turn-1", started.activeTurnId().orElseThrow());
        assertEquals(SessionStatus.IN_PROGRESS, started.status());
        assertEquals("2026-01-01T00:00:05Z", started.body().get("modifiedAt").asString());
        assertEquals(1, started.body().get("queuedMessages").size());
        assertEquals(SessionStatus.IDLE | SessionStatus.IS_READ, before.status());
        assertTrue(before.activeTurnId().isEmpty());
    }

    @Test
    void aRunningCallsContentIsReplacedAndAFinishedCallsIsNot() {
        ChatState running = reduce(idle(), START, CALL, RUN);
        assertEquals("running", running.toolCallStatus("turn-1", "tc-1").orElseThrow());
        ChatState withBlock = reduce(running, new ToolCallContentChanged("turn-1", "tc-1", List.of(BLOCK)));
        assertEquals(List.of(BLOCK), withBlock.toolCallContent("turn-1", "tc-1"));

        ToolCallResult result = ToolCallResult.of(true, "Ran command", List.of(
                new TerminalContent("ahp-terminal:/1", "Terminal", true, new TerminalCommandResult(0, "a\n", false)),
                new TextContent("a\n")));
        ChatState completed = reduce(withBlock, new ToolCallComplete("turn-1", "tc-1", result));
        assertEquals("completed", completed.toolCallStatus("turn-1", "tc-1").orElseThrow());
        assertEquals(result.content(), completed.toolCallContent("turn-1", "tc-1"));
        assertSame(completed, reduce(completed, new ToolCallContentChanged("turn-1", "tc-1", List.of(BLOCK))));
        assertSame(completed, reduce(completed, new ToolCallContentChanged("turn-9", "tc-1", List.of(BLOCK))));
    }

    @Test
    void aCallWaitingForConfirmationMakesTheChatNeedInput() {
        ChatState pending = reduce(idle(), START, CALL, new ToolCallReady("turn-1", "tc-1", StringNode.valueOf("rm -rf"),
                null, null, StringNode.valueOf("Run it?"), null, null, null, null, Map.of()));
        assertEquals("pending-confirmation", pending.toolCallStatus("turn-1", "tc-1").orElseThrow());
        assertEquals(SessionStatus.INPUT_NEEDED, pending.status() & SessionStatus.ACTIVITY_MASK);
        ChatState denied = reduce(pending, new ToolCallConfirmed("turn-1", "tc-1", false, null, null, null, "denied",
                null, null, Map.of("by", "me"), Map.of()));
        assertEquals("cancelled", denied.toolCallStatus("turn-1", "tc-1").orElseThrow());
        assertEquals(SessionStatus.IN_PROGRESS, denied.status() & SessionStatus.ACTIVITY_MASK);
    }

    @Test
    void aTurnsEndSkipsCallsStillRunningAndIdlesTheChat() {
        ChatState ended = reduce(idle(), START, CALL, RUN, new TurnComplete("turn-1", 1500));
        assertTrue(ended.activeTurnId().isEmpty());
        assertEquals(SessionStatus.IDLE, ended.status() & SessionStatus.ACTIVITY_MASK);
        var turn = ended.body().get("turns").get(0);
        assertEquals("complete", turn.get("state").asString());
        assertEquals(1500, turn.get("duration").asInt());
        var call = turn.get("responseParts").get(0).get("toolCall");
        assertEquals("cancelled", call.get("status").asString());
        assertEquals("skipped", call.get("reason").asString());
        ChatState other = reduce(idle(), START);
        assertSame(other, reduce(other, new TurnComplete("turn-2", 1)));
    }

    @Test
    void backgroundRowsAreUpsertedByIdAndRemoved() {
        BackgroundShellWork first = new BackgroundShellWork("w1", "watch", "2026-01-01T00:00:00Z", null, "npm run watch",
                "ahp-terminal:/1");
        BackgroundShellWork renamed = new BackgroundShellWork("w1", "watch (2)", "2026-01-01T00:00:00Z", null,
                "npm run watch", "ahp-terminal:/1");
        BackgroundSubagentWork agent = new BackgroundSubagentWork("w2", "agent", "2026-01-01T00:00:01Z", null,
                "ahp-chat:/sub", Map.of());
        ChatState rows = reduce(idle(), new BackgroundWorkSet(first), new BackgroundWorkSet(agent),
                new BackgroundWorkSet(renamed));
        assertEquals(List.of(renamed, agent), rows.backgroundWork());
        ChatState fewer = reduce(rows, new BackgroundWorkRemoved("w1"));
        assertEquals(List.of(agent), fewer.backgroundWork());
        assertSame(fewer, reduce(fewer, new BackgroundWorkRemoved("nope")));
        assertFalse(reduce(fewer, new BackgroundWorkRemoved("w2")).body().has("backgroundWork"));
    }

    @Test
    void actionsNotModelledHereChangeNothing() {
        ChatState state = reduce(idle(), START);
        Action delta = UnknownAction.of((ObjectNode) Json.MAPPER.readTree(
                "{\"type\":\"chat/delta\",\"turnId\":\"turn-1\",\"partId\":\"p\",\"content\":\"x\"}"));
        assertSame(state, ChatReducer.reduce(state, delta));
        assertInstanceOf(ChatState.class, ChatReducer.reduce(state, (Action) CALL));
    }
}
