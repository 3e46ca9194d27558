package ahp.protocol.chat;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import ahp.protocol.Action;
import ahp.protocol.Json;
import ahp.protocol.UnknownAction;
import ahp.protocol.terminal.TerminalAction;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.node.JsonNodeFactory;
import tools.jackson.databind.node.ObjectNode;

/** The chat reducer beyond the upstream fixtures: its clock, identity on no-ops, hand-built actions, status bits. */
class ChatReducerActionsTest {

    private static final Instant TEN = Instant.parse("2026-11-29T10:00:00Z");
    private static final long UNKNOWN_BIT = 1L << 31;

    private static ChatState chat(String json) {
        return ChatState.of((ObjectNode) Json.MAPPER.readTree(json));
    }

    private static ChatState idle() {
        return chat("""
                {"resource":"ahp-chat:/c","title":"Chat","status":1,"modifiedAt":"2026-01-01T00:00:00.000Z","turns":[],
                 "future":{"kept":true}}""");
    }

    private static Action action(String json) {
        return Json.read(json, Action.class);
    }

    private static TurnStarted start(String turnId) {
        return new TurnStarted(turnId, "2026-11-29T09:59:00.000Z",
                new ChatMessage("hi", JsonNodeFactory.instance.objectNode().put("kind", "user"), null, Map.of()),
                null, null, Map.of());
    }

    @Test
    void theInstantPassedInIsStampedWithMillisecondsWhereUpstreamStampsItsClock() {
        ChatState started = ChatReducer.reduce(idle(), start("t1"), TEN);
        assertEquals("2026-11-29T10:00:00.000Z", started.modifiedAt());
        ChatState ended = ChatReducer.reduce(started, new TurnComplete("t1", 10), TEN.plusMillis(1500));
        assertEquals("2026-11-29T10:00:01.500Z", ended.modifiedAt());
        // A delta is not a change upstream stamps.
        ChatState streaming = ChatReducer.reduce(ChatReducer.reduce(idle(), start("t2"), TEN),
                action("{\"type\":\"chat/responsePart\",\"turnId\":\"t2\",\"part\":{\"kind\":\"markdown\",\"id\":\"p\",\"content\":\"\"}}"),
                TEN.plusSeconds(60));
        assertEquals("2026-11-29T10:00:00.000Z", streaming.modifiedAt());
    }

    @Test
    void aChatsReadAndArchivedFlagsAreSetAndClearedAndNothingElseMoves() {
        ChatState read = ChatReducer.reduce(idle(), action("{\"type\":\"chat/isReadChanged\",\"isRead\":true}"), TEN);
        assertEquals(1 | SessionStatus.IS_READ, read.status());
        ChatState archived = ChatReducer.reduce(read, action("{\"type\":\"chat/isArchivedChanged\",\"isArchived\":true}"), TEN);
        assertEquals(1 | SessionStatus.IS_READ | SessionStatus.IS_ARCHIVED, archived.status());
        ChatState unread = ChatReducer.reduce(archived, action("{\"type\":\"chat/isReadChanged\",\"isRead\":false}"), TEN);
        assertEquals(1 | SessionStatus.IS_ARCHIVED, unread.status());
        assertEquals(idle().modifiedAt(), unread.modifiedAt(), "a flag is not a change upstream stamps");
        assertSame(read, ChatReducer.reduce(read, action("{\"type\":\"chat/isReadChanged\",\"isRead\":true}"), TEN));
    }

    @Test
    void withoutAnInstantOnlyATurnsStartIsStampedWithItsOwnTime() {
        ChatState started = ChatReducer.reduce(idle(), start("t1"));
        assertEquals("2026-11-29T09:59:00.000Z", started.modifiedAt());
        ChatState ended = ChatReducer.reduce(started, (Action) new TurnComplete("t1", 10));
        assertEquals("2026-11-29T09:59:00.000Z", ended.modifiedAt());
        ChatState truncated = ChatReducer.reduce(ended, action("{\"type\":\"chat/truncated\"}"));
        assertEquals("2026-11-29T09:59:00.000Z", truncated.modifiedAt());
        assertEquals(List.of(), truncated.turns());
    }

    @Test
    void anActionWhoseTargetIsMissingReturnsTheVeryStateItWasGiven() {
        ChatState state = ChatReducer.reduce(idle(), start("t1"), TEN);
        List<Action> misses = List.of(
                action("{\"type\":\"chat/delta\",\"turnId\":\"t1\",\"partId\":\"nope\",\"content\":\"x\"}"),
                action("{\"type\":\"chat/reasoning\",\"turnId\":\"t9\",\"partId\":\"p\",\"content\":\"x\"}"),
                action("{\"type\":\"chat/usage\",\"turnId\":\"t9\",\"usage\":{\"inputTokens\":1}}"),
                action("{\"type\":\"chat/responsePart\",\"turnId\":\"t9\",\"part\":{\"kind\":\"markdown\",\"id\":\"p\",\"content\":\"\"}}"),
                action("{\"type\":\"chat/inputAnswerChanged\",\"requestId\":\"nope\",\"questionId\":\"q\"}"),
                action("{\"type\":\"chat/inputCompleted\",\"requestId\":\"nope\",\"response\":\"accept\"}"),
                action("{\"type\":\"chat/truncated\",\"turnId\":\"nope\"}"),
                action("{\"type\":\"chat/queuedMessagesReordered\",\"order\":[\"a\"]}"),
                action("{\"type\":\"chat/workingDirectoryRemoved\",\"directory\":\"file:///nope\"}"),
                action("{\"type\":\"chat/somethingNewer\",\"turnId\":\"t1\"}"),
                new ToolCallDelta("t1", "nope", "x", null, null, Map.of()),
                new ToolCallAuthResolved("t1", "nope", null, Map.of()),
                new TurnCancelled("t9", 1),
                new ChatError("t9", 1, Json.MAPPER.readTree("{\"errorType\":\"x\",\"message\":\"m\"}")),
                new PendingMessageRemoved(PendingMessageSet.QUEUED, "nope"),
                new PendingMessageRemoved(PendingMessageSet.STEERING, "nope"),
                new BackgroundWorkRemoved("nope"),
                new TerminalAction.Data("not for a chat"));
        for (Action miss : misses) {
            assertSame(state, ChatReducer.reduce(state, miss, TEN.plusSeconds(1)), miss.type());
        }
    }

    @Test
    void aHandBuiltUnknownActionOfAModelledTypeActsAsItsRecordAndAMalformedOneChangesNothing() {
        ChatState state = ChatReducer.reduce(idle(), start("t1"), TEN);
        ChatState cancelled = ChatReducer.reduce(state, UnknownAction.of(
                (ObjectNode) Json.MAPPER.readTree("{\"type\":\"chat/turnCancelled\",\"turnId\":\"t1\",\"duration\":5}")), TEN);
        assertEquals("cancelled", cancelled.turns().getFirst().get("state").asString());
        assertSame(state, ChatReducer.reduce(state, UnknownAction.of(
                (ObjectNode) Json.MAPPER.readTree("{\"type\":\"chat/turnCancelled\",\"turnId\":\"t1\",\"duration\":\"soon\"}")), TEN));
    }

    @Test
    void aFailedTurnSetsTheErrorActivityAndKeepsEveryFlagBitEvenOnesThisHostDoesNotKnow() {
        ChatState state = chat("{\"resource\":\"ahp-chat:/c\",\"title\":\"C\",\"modifiedAt\":\"m\",\"turns\":[],\"status\":"
                + (UNKNOWN_BIT | SessionStatus.IS_ARCHIVED | SessionStatus.IS_READ | SessionStatus.IDLE) + "}");
        ChatState running = ChatReducer.reduce(state, start("t1"), TEN);
        assertEquals(UNKNOWN_BIT | SessionStatus.IS_ARCHIVED | SessionStatus.IN_PROGRESS,
                running.body().get("status").asLong());
        ChatState failed = ChatReducer.reduce(running,
                new ChatError("t1", -3, Json.MAPPER.readTree("{\"errorType\":\"x\",\"message\":\"boom\"}")), TEN);
        assertEquals(UNKNOWN_BIT | SessionStatus.IS_ARCHIVED | SessionStatus.ERROR, failed.body().get("status").asLong());
        ObjectNode turn = failed.turns().getFirst();
        assertEquals("error", turn.get("state").asString());
        assertEquals("boom", turn.get("error").get("message").asString());
        assertEquals(0, turn.get("duration").asLong(), "a negative duration is clamped");
    }

    @Test
    void pendingMessagesAndTheAccessorsAHostReads() {
        ChatMessage later = new ChatMessage("later", null, null, Map.of());
        ChatMessage now = new ChatMessage("now", null, null, Map.of());
        ChatState state = idle();
        for (Action a : List.<Action>of(new PendingMessageSet(PendingMessageSet.QUEUED, "q1", later),
                new PendingMessageSet(PendingMessageSet.QUEUED, "q2", later),
                new PendingMessageSet(PendingMessageSet.STEERING, "s1", now),
                action("{\"type\":\"chat/queuedMessagesReordered\",\"order\":[\"q2\",\"q1\"]}"),
                action("{\"type\":\"chat/workingDirectorySet\",\"directory\":\"file:///w\"}"))) {
            state = ChatReducer.reduce(state, a, TEN);
        }
        assertEquals(List.of(new PendingMessage("q2", later), new PendingMessage("q1", later)), state.queuedMessages());
        assertEquals(new PendingMessage("s1", now), state.steeringMessage().orElseThrow());
        assertEquals(List.of("file:///w"), state.workingDirectories());
        assertEquals("Chat", state.title());
        assertTrue(state.body().get("future").get("kept").asBoolean(), "a field this host does not know is kept");

        ChatState started = ChatReducer.reduce(state, new TurnStarted("t1", "2026-11-29T10:00:00.000Z", later, "q2",
                null, Map.of()), TEN);
        assertEquals(List.of(new PendingMessage("q1", later)), started.queuedMessages());
        assertEquals("t1", started.activeTurn().orElseThrow().get("id").asString());
        ChatState emptied = ChatReducer.reduce(started, new PendingMessageRemoved(PendingMessageSet.QUEUED, "q1"), TEN);
        assertFalse(emptied.body().has("queuedMessages"), "an empty queue is no queue");
        assertNotSame(started, emptied);
        assertEquals(List.of(), emptied.queuedMessages());
    }

    @Test
    void olderTurnsArePagedInBeforeTheLoadedOnesOnce() {
        ChatState state = chat("""
                {"resource":"ahp-chat:/c","title":"C","status":1,"modifiedAt":"m","turnsNextCursor":"c1",
                 "turns":[{"id":"t3","message":{"text":"3"},"responseParts":[],"state":"complete"}]}""");
        ChatState loaded = ChatReducer.reduce(state, new TurnsLoaded(List.of(
                Json.MAPPER.readTree("{\"id\":\"t2\",\"message\":{\"text\":\"2\"},\"responseParts\":[],\"state\":\"complete\"}"),
                Json.MAPPER.readTree("{\"id\":\"t3\",\"message\":{\"text\":\"3 again\"},\"responseParts\":[],\"state\":\"complete\"}")),
                null), TEN);
        assertEquals(List.of("t2", "t3"), loaded.turns().stream().map(t -> t.get("id").asString()).toList());
        assertEquals("3", loaded.turns().get(1).get("message").get("text").asString());
        assertFalse(loaded.body().has("turnsNextCursor"), "no cursor: every retained turn is loaded");
    }
}
