package ahp.bench.wire;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.Set;
import java.util.concurrent.TimeoutException;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.json.JsonMapper;

class ChatWatchTest {

    private static final String CHAT = "ahp-chat:/c";
    private static final String TERMINAL = "agenthost-terminal://shell/s/bang-1?%7B%7D";

    private static Envelope action(long seq, String json) {
        return Envelope.from(JsonMapper.shared().readTree("{\"channel\":\"" + CHAT + "\",\"serverSeq\":" + seq
                + ",\"action\":" + json + "}"));
    }

    private static void bangTurn(ChatWatch watch, String turnId, boolean success) {
        watch.accept(action(1, "{\"type\":\"chat/turnStarted\",\"turnId\":\"" + turnId + "\",\"message\":{\"text\":\"!true\"}}"));
        watch.accept(action(2, "{\"type\":\"chat/toolCallStart\",\"turnId\":\"" + turnId + "\",\"toolCallId\":\"bang-1\"}"));
        watch.accept(action(3, "{\"type\":\"chat/toolCallReady\",\"turnId\":\"" + turnId + "\",\"toolCallId\":\"bang-1\"}"));
        watch.accept(action(4, "{\"type\":\"chat/toolCallContentChanged\",\"turnId\":\"" + turnId + "\",\"toolCallId\":\"bang-1\","
                + "\"content\":[{\"type\":\"text\",\"text\":\"x\"},{\"type\":\"terminal\",\"resource\":\"" + TERMINAL + "\"}]}"));
        watch.accept(action(5, "{\"type\":\"chat/toolCallComplete\",\"turnId\":\"" + turnId + "\",\"toolCallId\":\"bang-1\","
                + "\"result\":{\"success\":" + success + ",\"pastTenseMessage\":\"" + (success ? "Ran command"
                        : "Command exited with code 1") + "\"}}"));
        watch.accept(action(6, "{\"type\":\"chat/turnComplete\",\"turnId\":\"" + turnId + "\",\"duration\":3}"));
    }

    @Test
    void aTurnIsRecordedFromItsStartToItsCompletion() throws TimeoutException {
        ChatWatch watch = new ChatWatch(CHAT);
        watch.expect("t1");
        bangTurn(watch, "t1", true);
        TurnEvents events = watch.awaitEnd("t1", Duration.ofSeconds(1));
        assertEquals(Set.of(TurnEvents.TURN_STARTED, TurnEvents.TOOL_CALL_START, TurnEvents.TOOL_CALL_READY,
                TurnEvents.TOOL_CALL_CONTENT_CHANGED, TurnEvents.TOOL_CALL_COMPLETE, TurnEvents.TURN_COMPLETE),
                events.arrivals().keySet());
        assertEquals(TERMINAL, events.terminal());
        assertEquals(TurnEvents.TURN_COMPLETE, events.ending());
        assertTrue(events.problem().isEmpty(), events.problem().toString());
        long start = events.arrivals().get(TurnEvents.TURN_STARTED);
        assertTrue(events.nanosUntil(TurnEvents.TURN_COMPLETE, start) >= events.nanosUntil(TurnEvents.TOOL_CALL_COMPLETE, start));
    }

    @Test
    void anotherTurnsActionsAreNotKept() {
        ChatWatch watch = new ChatWatch(CHAT);
        watch.expect("mine");
        bangTurn(watch, "theirs", true);
        assertThrows(TimeoutException.class, () -> watch.awaitEnd("mine", Duration.ofMillis(1)));
        assertThrows(IllegalStateException.class, () -> watch.awaitEnd("theirs", Duration.ofMillis(1)));
    }

    @Test
    void aFailedCallIsAProblemThoughTheTurnCompleted() throws TimeoutException {
        ChatWatch watch = new ChatWatch(CHAT);
        watch.expect("t1");
        bangTurn(watch, "t1", false);
        TurnEvents events = watch.awaitEnd("t1", Duration.ofSeconds(1));
        assertTrue(events.problem().orElseThrow().contains("Command exited with code 1"), events.problem().toString());
    }

    @Test
    void aRefusedStartOrAnErrorEndsTheTurn() throws TimeoutException {
        ChatWatch watch = new ChatWatch(CHAT);
        watch.expect("t1");
        watch.accept(Envelope.from(JsonMapper.shared().readTree("""
                {"channel":"ahp-chat:/c","serverSeq":9,"action":{"type":"chat/turnStarted","turnId":"t1"},
                 "rejectionReason":"permission denied: chat:send"}""")));
        TurnEvents refused = watch.awaitEnd("t1", Duration.ofSeconds(1));
        assertEquals("refused: chat/turnStarted: permission denied: chat:send", refused.ending());
        assertNull(refused.callSucceeded());
        assertTrue(refused.problem().isPresent());

        watch.expect("t2");
        watch.accept(action(10, """
                {"type":"chat/error","turnId":"t2","error":{"errorType":"noAgent","message":"no agent"}}"""));
        assertEquals("chat/error: no agent", watch.awaitEnd("t2", Duration.ofSeconds(1)).ending());
    }

    @Test
    void aTypeThatNeverArrivedCannotBeTimed() throws TimeoutException {
        ChatWatch watch = new ChatWatch(CHAT);
        watch.expect("t1");
        watch.accept(action(1, "{\"type\":\"chat/turnComplete\",\"turnId\":\"t1\"}"));
        TurnEvents events = watch.awaitEnd("t1", Duration.ofSeconds(1));
        assertThrows(IllegalStateException.class, () -> events.nanosUntil(TurnEvents.TOOL_CALL_CONTENT_CHANGED, 0));
        assertTrue(events.problem().orElseThrow().contains("no terminal named"));
    }

    @Test
    void whatTheTurnSaysIsItsMarkdownPartsAndDeltasInOrder() throws TimeoutException {
        ChatWatch watch = new ChatWatch(CHAT);
        watch.expect("t1");
        watch.accept(action(1, """
                {"type":"chat/responsePart","turnId":"t1","part":{"kind":"markdown","id":"p1","content":"timed: "}}"""));
        watch.accept(action(2, """
                {"type":"chat/delta","turnId":"t1","partId":"p1","content":"1.5 2.25\\n"}"""));
        watch.accept(action(3, """
                {"type":"chat/responsePart","turnId":"t1","part":{"kind":"reasoning","id":"r1","content":"not said"}}"""));
        watch.accept(action(4, """
                {"type":"chat/delta","turnId":"other","partId":"p9","content":"another turn's"}"""));
        watch.accept(action(5, """
                {"type":"chat/delta","turnId":"t1","partId":"p1","content":"created: 1.0"}"""));
        watch.accept(action(6, "{\"type\":\"chat/turnComplete\",\"turnId\":\"t1\"}"));
        assertEquals("timed: 1.5 2.25\ncreated: 1.0", watch.awaitEnd("t1", Duration.ofSeconds(1)).text());
    }

    @Test
    void waitingEndsWhenTheConnectionIsLost() {
        ChatWatch watch = new ChatWatch(CHAT);
        watch.expect("t1");
        watch.lost("closed by the host: 1001");
        TimeoutException e = assertThrows(TimeoutException.class, () -> watch.awaitEnd("t1", Duration.ofMinutes(1)));
        assertTrue(e.getMessage().contains("1001"), e.getMessage());
    }
}
