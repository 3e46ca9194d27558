package ahp.server.sessions;

import static ahp.server.testing.AhpTestClient.JSON;
import static ahp.server.testing.AhpTestClient.params;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import ahp.protocol.chat.SessionStatus;
import ahp.server.daemon.TerminalsMode;
import ahp.server.testing.Chats;
import ahp.server.testing.TestDaemon;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ObjectNode;

/**
 * The counterexamples {@link StoreRoundTripTest} found (issue 41), each as the plain sequence that
 * showed it: what a restart brought back differed from what clients saw live.
 */
class KeptAsSeenTest extends SessionDaemonCase {

    private Chats.Opened opened;

    @Override
    protected TestDaemon daemon() {
        return TestDaemon.withSessions(TerminalsMode.PIPES, home, store, Duration.ofSeconds(10));
    }

    @BeforeEach
    void openSession() {
        opened = Chats.open(owner, work);
    }

    @Test
    void aTurnStartedUnderAnIdTheChatHasIsRefusedAndKeptOnce() {
        String turnId = Chats.send(owner, opened.chat(), "!echo x");
        Chats.untilEnd(owner, opened.chat(), turnId);
        JsonNode echo = dispatched(opened.chat(), Chats.turnStarted(turnId, "!true"));
        assertTrue(echo.path("rejectionReason").asString("").contains("already has"), echo.toString());
        restart();
        JsonNode turns = chat().path("turns");
        assertEquals(1, turns.size(), turns.toString());
        assertEquals("!echo x", turns.get(0).path("message").path("text").asString());
    }

    @Test
    void aTurnSentAfterACancelledCommandComesBackAfterIt() {
        String command = Chats.send(owner, opened.chat(), "!sleep 5");
        owner.envelopeOfType(opened.chat(), "chat/toolCallStart");
        dispatched(opened.chat(), JSON.createObjectNode().put("type", "chat/turnCancelled").put("turnId", command));
        String message = Chats.send(owner, opened.chat(), "hello");
        Chats.untilEnd(owner, opened.chat(), message); // at once: no agent; the command's end comes after
        List<String> live = ids(chat());
        assertEquals(List.of(command, message), live);
        restart();
        assertEquals(live, ids(chat()), "kept after the turn before it, however late that one was kept");
    }

    @Test
    void aTurnKeptBeforeTheTurnItFollowsIsPlacedAfterIt() {
        // What the sequence above kept when the cancelled command's end was kept last.
        StoredTurn message = new StoredTurn(0, "command", JSON.createObjectNode().put("id", "message"));
        StoredTurn command = new StoredTurn(1, null, JSON.createObjectNode().put("id", "command"));
        StoredTurn orphan = new StoredTurn(2, "gone", JSON.createObjectNode().put("id", "orphan"));
        assertEquals(List.of(command, message), SessionLoader.placed(List.of(message, command, orphan)));
    }

    @Test
    void aFailedChatIsFailedAfterARestartAndIdleOnceTruncated() {
        Chats.untilEnd(owner, opened.chat(), Chats.send(owner, opened.chat(), "hello"));
        owner.envelope(opened.session(), e -> "session/chatUpdated".equals(e.path("action").path("type").asString("")));
        assertEquals(SessionStatus.ERROR, activity(summary()), "the chat's summary says what the chat does");
        restart();
        assertEquals(SessionStatus.ERROR, activity(chat().path("status").asInt()));
        assertEquals(SessionStatus.ERROR, activity(summary()));
        dispatched(opened.chat(), JSON.createObjectNode().put("type", "chat/truncated"));
        assertEquals(SessionStatus.IDLE, activity(chat().path("status").asInt()));
        restart();
        assertEquals(SessionStatus.IDLE, activity(chat().path("status").asInt()));
        assertEquals(SessionStatus.IDLE, activity(summary()));
    }

    @Test
    void aSessionRestoredUntitledIsTitledByItsFirstCommand() {
        restart();
        chat(); // subscribed again
        Chats.untilEnd(owner, opened.chat(), Chats.send(owner, opened.chat(), "!true"));
        assertEquals("true", session().path("title").asString(), "titled live");
        restart();
        assertEquals("true", session().path("title").asString());
    }

    @Test
    void aTurnTruncatedAsItEndsIsNotKept() {
        // The turn's write, off the turn's path, once landed after the truncation deleted its file.
        for (int i = 0; i < 10; i++) {
            Chats.untilEnd(owner, opened.chat(), Chats.send(owner, opened.chat(), "!echo x"));
            dispatched(opened.chat(), JSON.createObjectNode().put("type", "chat/truncated"));
        }
        restart();
        assertEquals(List.of(), ids(chat()));
    }

    @Test
    void aRenameAsATurnEndsIsKept() {
        // The turn's end wrote the session as it was before the rename, after the rename's own write.
        for (int i = 0; i < 10; i++) {
            Chats.untilEnd(owner, opened.chat(), Chats.send(owner, opened.chat(), "!echo x"));
            dispatched(opened.session(), JSON.createObjectNode().put("type", "session/titleChanged").put("title", "named " + i));
        }
        restart();
        assertEquals("named 9", session().path("title").asString());
    }

    private JsonNode dispatched(String channel, ObjectNode action) {
        long seq = owner.dispatch(channel, action);
        return owner.envelope(channel, e -> e.path("origin").path("clientSeq").asLong(-1) == seq);
    }

    private JsonNode chat() {
        JsonNode state = owner.request("subscribe", params(opened.chat())).path("result").path("snapshot").path("state");
        assertFalse(state.isMissingNode(), "the chat is there");
        return state;
    }

    private JsonNode session() {
        return owner.request("subscribe", params(opened.session())).path("result").path("snapshot").path("state");
    }

    private int summary() {
        return session().path("chats").get(0).path("status").asInt();
    }

    private static int activity(int status) {
        return status & SessionStatus.ACTIVITY_MASK;
    }

    private static List<String> ids(JsonNode chat) {
        List<String> ids = new ArrayList<>();
        chat.path("turns").forEach(turn -> ids.add(turn.path("id").asString()));
        return ids;
    }
}
