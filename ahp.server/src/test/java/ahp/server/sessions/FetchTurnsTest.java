package ahp.server.sessions;

import static ahp.server.testing.AhpTestClient.JSON;
import static ahp.server.testing.AhpTestClient.params;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import ahp.server.daemon.TerminalsMode;
import ahp.server.testing.AhpTestClient;
import ahp.server.testing.TestDaemon;
import java.time.Duration;
import java.util.List;
import java.util.UUID;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ObjectNode;

/**
 * {@code fetchTurns} through the daemon's WebSocket. Before it answers {@code {}}, the host dispatches
 * {@code chat/turnsLoaded} on the chat (the protocol's {@code FetchTurnsParams}: "before responding,
 * the host MUST dispatch {@code chat/turnsLoaded}"), and a chat brought back with more turns than a
 * page carries its newest page and {@code turnsNextCursor}. VS Code's own protocol tests ask the same
 * ({@code src/vs/platform/agentHost/test/node/protocol/}: "fetchTurns reports the turns a chat already
 * has", an empty page with no cursor for a chat whose turns are all loaded, "fetchTurns rejects an
 * unknown chat" matching /session not found/i, "fetchTurns rejects an unrecognized cursor" matching
 * /unrecognized fetchTurns cursor/i).
 */
class FetchTurnsTest extends SessionDaemonCase {

    @Override
    protected TestDaemon daemon() {
        return TestDaemon.withSessions(TerminalsMode.PIPES, home, store, Duration.ofSeconds(20));
    }

    @Test
    void aChatWhoseTurnsAreAllLoadedGetsAnEmptyPageBeforeTheAnswer() {
        ahp.server.testing.Chats.Opened opened = ahp.server.testing.Chats.open(owner, work);
        ahp.server.testing.Chats.untilEnd(owner, opened.chat(), ahp.server.testing.Chats.send(owner, opened.chat(), "!true"));
        long id = owner.requestLater("fetchTurns", params(opened.chat()));
        JsonNode loaded = owner.envelopeOfType(opened.chat(), "chat/turnsLoaded");
        assertEquals(0, loaded.path("action").path("turns").size(), loaded.toString());
        assertFalse(loaded.path("action").has("turnsNextCursor"), loaded.toString());
        JsonNode answer = owner.responseTo(id);
        assertEquals(JSON.createObjectNode(), answer.path("result"), answer.toString());
        List<JsonNode> read = owner.received();
        assertTrue(read.indexOf(findEnvelope(read, "chat/turnsLoaded")) < read.indexOf(answer),
                "the action comes before the answer");

        JsonNode unknown = owner.request("fetchTurns", params("ahp-chat:/missing-session"));
        assertEquals(-32001, unknown.path("error").path("code").asInt(), unknown.toString());
        assertTrue(unknown.path("error").path("message").asString().toLowerCase().contains("session not found"), unknown.toString());
        JsonNode cursor = owner.request("fetchTurns", params(opened.chat()).put("cursor", "unknown-cursor"));
        assertEquals(-32602, cursor.path("error").path("code").asInt(), cursor.toString());
        assertTrue(cursor.path("error").path("message").asString().contains("unrecognized fetchTurns cursor"), cursor.toString());
    }

    @Test
    void aLongChatComesBackWithItsNewestPageAndPagesBackToItsFirstTurn() throws Exception {
        String id = UUID.randomUUID().toString();
        String chat = SessionIds.defaultChatUri("local:/" + id);
        SessionStore kept = keptChat(id, 120);

        JsonNode state = owner.request("subscribe", params(chat)).path("result").path("snapshot").path("state");
        assertEquals(50, state.path("turns").size(), "the newest page");
        assertEquals("said 119", state.path("turns").get(49).path("message").path("text").asString());
        assertEquals("70", state.path("turnsNextCursor").asString(), state.toString());

        assertFalse(owner.request("fetchTurns", params(chat).put("cursor", "70")).has("error"));
        JsonNode page = owner.envelopeOfType(chat, "chat/turnsLoaded").path("action");
        assertEquals(50, page.path("turns").size());
        assertEquals("said 20", page.path("turns").get(0).path("message").path("text").asString());
        assertEquals("said 69", page.path("turns").get(49).path("message").path("text").asString());
        assertEquals("20", page.path("turnsNextCursor").asString());

        assertFalse(owner.request("fetchTurns", params(chat).put("cursor", "20")).has("error"));
        JsonNode last = owner.envelopeOfType(chat, "chat/turnsLoaded").path("action");
        assertEquals(20, last.path("turns").size());
        assertFalse(last.has("turnsNextCursor"), "nothing older is left: " + last);
        try (AhpTestClient late = AhpTestClient.initialized(daemon.uri(), TestDaemon.OWNER, "late", "1.1.0")) {
            JsonNode all = late.request("subscribe", params(chat)).path("result").path("snapshot").path("state");
            assertEquals(120, all.path("turns").size(), "a later subscriber reads every loaded turn");
            assertEquals("said 0", all.path("turns").get(0).path("message").path("text").asString());
        }
        assertFalse(owner.request("fetchTurns", params(chat).put("cursor", "70")).has("error"),
                "a cursor this host gave, whose page is loaded already, loads nothing more");
    }

    @Test
    void aTruncationToATurnBeforeTheWindowLoadsItFirstAndKeepsWhatItKept() throws Exception {
        String id = UUID.randomUUID().toString();
        String chat = SessionIds.defaultChatUri("local:/" + id);
        SessionStore kept = keptChat(id, 60);
        owner.request("subscribe", params(chat));
        owner.dispatch(chat, JSON.createObjectNode().put("type", "chat/truncated").put("turnId", "t4"));
        JsonNode loaded = owner.envelopeOfType(chat, "chat/turnsLoaded").path("action");
        assertEquals(10, loaded.path("turns").size(), loaded.toString());
        owner.envelopeOfType(chat, "chat/truncated");
        JsonNode state = owner.request("subscribe", params(chat)).path("result").path("snapshot").path("state");
        assertEquals(5, state.path("turns").size(), state.toString());
        assertFalse(state.has("turnsNextCursor"), state.toString());
        ahp.server.testing.Await.until("the truncation's drop on disk", Duration.ofSeconds(20), () -> kept.loadTurns(id, SessionIds.DEFAULT_CHAT_ID).size() == 5);
        restart();
        JsonNode back = owner.request("subscribe", params(chat)).path("result").path("snapshot").path("state");
        assertEquals(List.of("t0", "t1", "t2", "t3", "t4"), back.path("turns").valueStream()
                .map(turn -> turn.path("id").asString()).toList(), back.toString());
    }

    /**
     * Stops the daemon, keeps the session {@code local:/<id>} with {@code turns} turns in its default
     * chat ({@code t0} first, each anchored to the one before), and starts the daemon again.
     */
    private SessionStore keptChat(String id, int turns) throws java.io.IOException {
        String session = "local:/" + id;
        String chat = SessionIds.defaultChatUri(session);
        stop();
        SessionStore kept = new SessionStore(store);
        kept.saveSession(new StoredSession(session, "local", "Long", true, List.of(work.toUri().toString()),
                "2026-12-01T00:00:00Z", "2026-12-01T00:00:00Z",
                List.of(new StoredSession.StoredChat(chat, "Chat", "2026-12-01T00:00:00Z")), chat));
        for (int i = 0; i < turns; i++) {
            kept.saveTurn(id, SessionIds.DEFAULT_CHAT_ID, new StoredTurn(i, i == 0 ? null : "t" + (i - 1), turn(i)));
        }
        start();
        return kept;
    }

    private static ObjectNode turn(int i) {
        ObjectNode turn = JSON.createObjectNode().put("id", "t" + i);
        turn.putObject("message").put("text", "said " + i).putObject("origin").put("kind", "user");
        turn.putArray("responseParts");
        turn.putNull("usage");
        turn.put("state", "complete");
        turn.put("startedAt", "2026-12-01T00:00:" + String.format("%02d", i % 60) + "Z");
        return turn;
    }

    private static JsonNode findEnvelope(List<JsonNode> read, String type) {
        return read.stream().filter(m -> type.equals(m.path("params").path("action").path("type").asString("")))
                .findFirst().orElseThrow();
    }

    private void stop() {
        owner.close();
        daemon.close();
    }

    private void start() {
        daemon = daemon();
        owner = AhpTestClient.initialized(daemon.uri(), TestDaemon.OWNER, "owner", "0.9.0");
    }
}
