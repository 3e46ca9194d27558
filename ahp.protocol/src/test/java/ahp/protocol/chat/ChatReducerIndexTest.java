package ahp.protocol.chat;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import ahp.protocol.Action;
import ahp.protocol.Json;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ObjectNode;

/**
 * The index of the active turn's parts that each chat state hands to the next ({@link PartIndex}):
 * a fold that keeps it must give exactly the states a fold that builds it afresh at every action
 * gives (the index then being built by looking through every part, as the reducer did before it), for
 * long random sequences, for states reduced again after their index moved on, and from two threads.
 */
class ChatReducerIndexTest {

    private static final Instant NOW = Instant.ofEpochMilli(9999);
    private static final int STEPS = 3_000;

    private static ChatState idle() {
        return ChatState.of((ObjectNode) Json.MAPPER.readTree("""
                {"resource":"ahp-chat:/c","title":"Chat","status":1,"modifiedAt":"2026-01-01T00:00:00.000Z","turns":[]}"""));
    }

    /** {@code action} folded into a copy of {@code state} that holds no index, so one is built from its tree. */
    private static ChatState reducedAfresh(ChatState state, Action action) {
        return ChatReducer.reduce(ChatState.of(state.body()), action, NOW);
    }

    @Test
    void everyStateOfALongRandomFoldEqualsTheOneReducedFromACopyWithoutItsIndex() {
        int blocked = 0;
        int largest = 0;
        for (long seed = 1; seed <= 5; seed++) {
            RandomChatActions actions = new RandomChatActions(seed, 400);
            ChatState state = idle();
            for (int step = 0; step < STEPS; step++) {
                Action action = actions.next();
                ChatState expected = reducedAfresh(state, action);
                ChatState next = ChatReducer.reduce(state, action, NOW);
                assertEquals(expected, next, "seed " + seed + ", step " + step + ": " + action);
                blocked += (next.status() & SessionStatus.INPUT_NEEDED) != 0 ? 1 : 0;
                largest = Math.max(largest, next.activeTurn().map(t -> t.path("responseParts").size()).orElse(0));
                state = next;
            }
        }
        assertTrue(blocked > 100, "the actions left the chat needing input in " + blocked + " states only");
        assertTrue(largest > 100, "the longest turn had " + largest + " parts only");
    }

    @Test
    void aStateReducedAgainAfterItsIndexMovedOnGivesWhatAFreshCopyGives() {
        Random pick = new Random(7);
        RandomChatActions actions = new RandomChatActions(7, 200);
        List<ChatState> earlier = new ArrayList<>();
        ChatState state = idle();
        for (int step = 0; step < STEPS; step++) {
            Action action = actions.next();
            ChatState next = ChatReducer.reduce(state, action, NOW);
            earlier.add(state);
            if (step % 10 == 9) {
                ChatState old = earlier.get(pick.nextInt(earlier.size()));
                assertEquals(reducedAfresh(old, action), ChatReducer.reduce(old, action, NOW), "step " + step + ": " + action);
            }
            state = next;
        }
    }

    @Test
    void theIndexGoesWithTheStateWhoseActiveTurnItDescribesAndNoOtherHoldsIt() {
        ChatState started = ChatReducer.reduce(idle(), Json.read("""
                {"type":"chat/turnStarted","turnId":"t1","startedAt":"1970-01-01T00:00:01.000Z",
                 "message":{"text":"go","origin":{"kind":"user"}}}""", Action.class), NOW);
        ChatState oneCall = ChatReducer.reduce(started, Json.read("""
                {"type":"chat/toolCallStart","turnId":"t1","toolCallId":"tc-1","toolName":"bash","displayName":"Bash"}""",
                Action.class), NOW);
        ChatState twoCalls = ChatReducer.reduce(oneCall, Json.read("""
                {"type":"chat/toolCallStart","turnId":"t1","toolCallId":"tc-2","toolName":"bash","displayName":"Bash"}""",
                Action.class), NOW);
        assertNull(oneCall.partIndex().take(), "the index moved on to the next state");
        PartIndex index = twoCalls.partIndex().take();
        assertSame(twoCalls.tree().get("activeTurn").get("responseParts"), index.parts());
        assertEquals(1, index.firstToolCall("tc-2"));
        twoCalls.partIndex().offer(index);
        ChatState ended = ChatReducer.reduce(twoCalls, Json.read("""
                {"type":"chat/turnComplete","turnId":"t1","duration":5}""", Action.class), NOW);
        assertNull(ended.partIndex().take(), "a chat without an active turn holds no index");
    }

    @Test
    void ofTwoCallsWithOneIdTheFirstIsUpdatedAndAMarkdownPartBeforeThemTakesTheDeltas() {
        ChatState state = idle();
        for (String json : List.of("""
                {"type":"chat/turnStarted","turnId":"t1","startedAt":"1970-01-01T00:00:01.000Z","message":{"text":"go","origin":{"kind":"user"}}}""", """
                {"type":"chat/responsePart","turnId":"t1","part":{"kind":"markdown","id":"tc-1","content":""}}""", """
                {"type":"chat/toolCallStart","turnId":"t1","toolCallId":"tc-1","toolName":"bash","displayName":"Bash"}""", """
                {"type":"chat/toolCallStart","turnId":"t1","toolCallId":"tc-1","toolName":"bash","displayName":"Bash"}""", """
                {"type":"chat/toolCallReady","turnId":"t1","toolCallId":"tc-1","invocationMessage":"run"}""", """
                {"type":"chat/delta","turnId":"t1","partId":"tc-1","content":"said"}""")) {
            state = ChatReducer.reduce(state, Json.read(json, Action.class), NOW);
        }
        JsonNode parts = state.tree().get("activeTurn").get("responseParts");
        assertEquals("said", parts.get(0).get("content").asString());
        assertEquals("pending-confirmation", parts.get(1).get("toolCall").get("status").asString());
        assertEquals("streaming", parts.get(2).get("toolCall").get("status").asString());
        assertEquals(SessionStatus.INPUT_NEEDED, state.status() & SessionStatus.ACTIVITY_MASK);
    }

    @Test
    void twoThreadsFoldingFromOneStateEachGetWhatAFoldWithoutTheIndexGets() throws Exception {
        RandomChatActions actions = new RandomChatActions(11, 2_000);
        ChatState start = idle();
        for (int step = 0; step < 500; step++) {
            start = ChatReducer.reduce(start, actions.next(), NOW);
        }
        List<Action> more = new ArrayList<>();
        for (int step = 0; step < 1_000; step++) {
            more.add(actions.next());
        }
        ChatState expected = start;
        for (Action action : more) {
            expected = reducedAfresh(expected, action);
        }
        ChatState from = start;
        CountDownLatch go = new CountDownLatch(1);
        ExecutorService threads = Executors.newFixedThreadPool(2);
        try {
            List<Future<ChatState>> folds = new ArrayList<>();
            for (int i = 0; i < 2; i++) {
                folds.add(threads.submit(() -> {
                    go.await();
                    ChatState state = from;
                    for (Action action : more) {
                        state = ChatReducer.reduce(state, action, NOW);
                    }
                    return state;
                }));
            }
            go.countDown();
            for (Future<ChatState> fold : folds) {
                assertEquals(expected, fold.get(Duration.ofMinutes(1).toSeconds(), TimeUnit.SECONDS));
            }
        } finally {
            threads.shutdownNow();
        }
    }
}
